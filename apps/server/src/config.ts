import { createECDH, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ACCOUNT_DELETION_GRACE_DAYS_DEFAULT } from '@haat/shared';
import { REPO_ROOT } from './db/paths.ts';

/** Relative paths below are resolved from the repository root (db/paths.ts says how it is found). */
export { REPO_ROOT };

/**
 * Without JWT_SECRET, one instance makes a random secret and keeps it in DATA_DIR, so
 * `npm start` needs no configuration and sessions survive a restart. Several instances behind
 * a load balancer must share JWT_SECRET.
 */
function storedSecret(dataDir: string) {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Web Push's VAPID key pair (RFC 8292), the same way: without VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY one instance makes a P-256 pair once and keeps it in DATA_DIR. Browsers
 * subscribe to one public key, so a changed pair silently ends every subscription: keep the file,
 * and give several instances the same pair.
 */
function storedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey('base64url', 'uncompressed'),
    privateKey: ecdh.getPrivateKey('base64url'),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** A base64url string of exactly `bytes` bytes (VAPID keys: 65 public, 32 private). */
const base64UrlKey = (bytes: number) =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `must be ${bytes} bytes in base64url (web-push generate-vapid-keys prints a pair)`,
    );

/** The VAPID contact: a mailto: address or an https: page of the operator's. */
function vapidSubject(configured: string | undefined, publicUrl: string) {
  if (configured) return configured;
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname}`;
}

/** A variable set to nothing (`NAME=` in an env file) counts as unset. */
const unsetWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && !value.trim() ? undefined : value), schema);

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Which peers may say who the client is in X-Forwarded-For: nobody (the default), the nearest N
 * hops, or a list of proxy addresses and ranges. Believing it from anyone let every caller
 * choose the address its rate limits count against, so `true` is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'true would believe X-Forwarded-For from anyone: give the number of proxy hops or their addresses'
          : `not a hop count or a list of proxy addresses: ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Where PGlite and local uploads live. */
    DATA_DIR: z.string().default('./data'),
    /** A PostgreSQL server; when absent the embedded PGlite database is used. */
    DATABASE_URL: z.url().optional(),
    /**
     * How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool)
     * before it is answered 503: a database that is down fails calls fast instead of hanging.
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(750),
    /** Redis for rate limits and live events across instances; in-process memory when absent. */
    REDIS_URL: z.url().optional(),
    /**
     * Seed demo accounts (with a published password) and listings into a database without users.
     * Default: on for the embedded database (the one-command demo), off with DATABASE_URL, where
     * only SEED_DEMO=1 spelled out seeds them.
     */
    SEED_DEMO: flag.optional(),
    /** Proxies whose X-Forwarded-For is believed (see trustProxy above); nobody's by default. */
    TRUST_PROXY: trustProxy,
    /** Serve the OpenAPI description at /api/docs. Default: outside production only. */
    API_DOCS: flag.optional(),
    JWT_SECRET: z.string().min(32).optional(),
    /** The address people reach the site at: share links and WhatsApp messages name it. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /**
     * Overload (@fastify/under-pressure): past any of these, requests are answered 503 with
     * Retry-After instead of queueing. 0 turns a check off. The event loop's mean delay over a
     * second is what rises first when requests arrive faster than they are served.
     */
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
    OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).default(0),
    OVERLOAD_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
    OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().positive().default(10),
    /**
     * How long the server keeps public GET answers in memory (plugins/http-cache.ts); every
     * seller or administrator write clears them at once. 0 turns it off.
     */
    PUBLIC_ANSWER_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
    /** The most memory those answers may take (megabytes of text). */
    PUBLIC_ANSWER_CACHE_MB: z.coerce.number().int().positive().default(32),
    /**
     * Whether public reads reuse their in-process work for a few seconds (pages of ids, large
     * totals, trending rankings: modules/discovery/memo.ts). Off (0) only to measure the cost
     * nothing kept hides (`bench:api --cold`).
     */
    PUBLIC_READ_MEMO: flag.default(true),
    /** Days a login stays valid. */
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * Where one-time passwords go: MSG91 or Twilio, or nowhere (`console`: outside production the
     * log and a dev outbox; in production a file in DATA_DIR, never the log).
     */
    SMS: z.enum(['console', 'msg91', 'twilio']).default('console'),
    /**
     * The operator's explicit yes to a production server that sends no SMS: without
     * it, production with SMS=console refuses to start unless it is a demo (SEED_DEMO).
     */
    SMS_CONSOLE_IN_PRODUCTION: flag.optional(),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_TEMPLATE_ID: z.string().optional(),
    /**
     * The DLT template of a seller's enquiry alert (India's DLT rules register each
     * message's wording): without it, SMS alerts are not offered with SMS=msg91.
     */
    MSG91_ALERT_TEMPLATE_ID: z.string().optional(),
    /**
     * The DLT templates of a buyer's enquiry receipt and of the invitation to rate a seller who
     * contacted them: without one, that SMS is not sent at all, whichever SMS driver
     * (each wording must be registered; a buyer did not ask for these messages).
     */
    MSG91_RECEIPT_TEMPLATE_ID: z.string().optional(),
    MSG91_REVIEW_INVITE_TEMPLATE_ID: z.string().optional(),
    /**
     * Days after a seller marks an enquiry contacted (quoted, won) before its buyer is invited to
     * rate them: time for the deal to happen.
     */
    REVIEW_INVITE_AFTER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
    /**
     * Posted requirements (docs/decisions/033-requirements.md): how many businesses one
     * is offered to, how many one business is offered in a day (so the same shops do not get
     * them all), how far a known place reaches, and how many one phone and one address may post
     * in a day.
     */
    REQUIREMENT_MAX_SELLERS: z.coerce.number().int().min(1).max(20).default(5),
    REQUIREMENT_PER_BUSINESS_DAILY: z.coerce.number().int().min(1).max(1000).default(10),
    REQUIREMENT_RADIUS_KM: z.coerce.number().min(1).max(500).default(25),
    REQUIREMENT_PER_PHONE_DAILY: z.coerce.number().int().min(1).max(100).default(5),
    REQUIREMENT_PER_ADDRESS_DAILY: z.coerce.number().int().min(1).max(10000).default(30),
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
    /**
     * Whether this instance works the durable job queue (lib/jobs): alerts and reminders. Every
     * instance may; one that only serves pages can say 0.
     */
    JOB_WORKER: flag.default(true),
    /**
     * Days between a seller asking to delete their account and its erasure: signing in before
     * then cancels it (docs/decisions/037-personal-data.md). Long enough to notice a mistake or
     * someone else's doing, short enough that "delete" means soon.
     */
    ACCOUNT_DELETION_GRACE_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30)
      .default(ACCOUNT_DELETION_GRACE_DAYS_DEFAULT),
    /** How often an idle worker looks for due jobs (another instance's, a held alert's end). */
    JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    /** How long a claimed job stays its worker's before another instance may take it again. */
    JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /**
     * Retention (docs/decisions/034-retention.md): how long each kind of record is kept, applied
     * by a daily job of the queue. RETENTION_JOB says whether this instance puts that job in the
     * queue (on; off under NODE_ENV=test, where other tests move the clock by days).
     */
    RETENTION_JOB: flag.optional(),
    /** One-time codes and their attempts, and spent phone verifications (they live minutes). */
    RETENTION_OTP_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /**
     * Enquiries (leads of every kind, posted requirements), in calendar months. At least 7:
     * insights and the response time read up to 180 days back.
     */
    RETENTION_LEADS_MONTHS: z.coerce.number().int().min(7).max(120).default(24),
    /**
     * Raw page views (one row per visitor, listing and day), counted into insights' daily rows
     * when written. At least 31: Trending reads the last 30 days of them.
     */
    RETENTION_VIEWS_DAYS: z.coerce.number().int().min(31).max(3650).default(90),
    /** Sessions, this many days after they expired or were revoked. */
    RETENTION_SESSIONS_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Messages of the console SMS driver's outbox file (DATA_DIR/sms-outbox.txt). */
    RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /** Claims of upload links (local storage), long after their links expired (30 minutes). */
    RETENTION_UPLOAD_CLAIMS_DAYS: z.coerce.number().int().min(1).max(365).default(2),
    /**
     * The administrators' audit log. At least 365: security logs are kept for a year (see the
     * decision for the rules behind it).
     */
    RETENTION_AUDIT_DAYS: z.coerce
      .number()
      .int()
      .min(365, 'must be at least 365: security logs are kept for a year')
      .max(3650)
      .default(400),
    /** A seller's notifications, in calendar months: what they say is in the inbox long before. */
    RETENTION_NOTIFICATIONS_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    /** Messages of the contact form, in calendar months, answered or not. */
    RETENTION_CONTACT_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
    /**
     * Grievances, consents once withdrawn, and erasures once done or cancelled, in calendar months
     * after that end. At least 12: they are Haat's proof if a complaint reaches the Board.
     */
    RETENTION_GRIEVANCES_MONTHS: z.coerce.number().int().min(12).max(120).default(36),
    RETENTION_CONSENTS_MONTHS: z.coerce.number().int().min(12).max(120).default(36),
    RETENTION_ERASURES_MONTHS: z.coerce.number().int().min(12).max(120).default(36),
    /** Jobs given up (kept for the operator; their payloads may name a phone), in days. */
    RETENTION_FAILED_JOBS_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * Web Push: the VAPID key pair browsers subscribe to, both or neither (then one is
     * made and kept in DATA_DIR), and the contact push services may write to.
     */
    VAPID_PUBLIC_KEY: base64UrlKey(65).optional(),
    VAPID_PRIVATE_KEY: base64UrlKey(32).optional(),
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
    /**
     * Tests only: accept push endpoints on this machine (https://127.0.0.1 and the like, their
     * self-signed certificates unchecked), where a test plays the push service. Off, such an
     * endpoint is refused: the server would POST to its own network (docs/decisions/030).
     */
    PUSH_LOCAL_ENDPOINTS: flag.default(false),
    /** The built web app; the server serves it when the folder exists. */
    WEB_DIST: z.string().default('apps/web/dist'),
    /**
     * The server's copy of the web app (`npm run build` writes it), which draws public pages'
     * first view into their HTML; without the file pages are sent as the bare app.
     */
    WEB_SERVER_ENTRY: z.string().default('apps/web/dist-server/entry-server.js'),
    /** Where uploaded images go: DATA_DIR/uploads (local) or an S3-compatible store (s3). */
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    /** Empty for AWS S3; the endpoint of R2, MinIO or another S3-compatible store otherwise. */
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** The public address objects are read from (a CDN or the bucket's public URL). */
    S3_PUBLIC_URL: z.url().optional(),
    /** The plan provider's WhatsApp number (10 digits) that Get Started on /subscriptionPlans opens. */
    SUBSCRIPTION_WHATSAPP_NO: z
      .string()
      .regex(/^\d{10}$/, 'must be a 10-digit phone number')
      .default('9999999999'),
    /**
     * Whom people write to about their personal data (India's DPDP Act: the grievance officer),
     * shown on /privacyPolicy. Unset, a placeholder marked as a demo is shown, and a production
     * start warns, as it does for the web build's demo support contact.
     */
    GRIEVANCE_OFFICER_NAME: unsetWhenBlank(z.string().trim().max(100).optional()),
    GRIEVANCE_OFFICER_EMAIL: unsetWhenBlank(
      z.email('must be an e-mail address').trim().max(254).optional(),
    ),
    GRIEVANCE_OFFICER_PHONE: unsetWhenBlank(
      z
        .string()
        .regex(/^\d{10}$/, 'must be a 10-digit phone number')
        .optional(),
    ),
    /**
     * Days within which a grievance is answered: its due date. 90 is the outer limit the DPDP
     * Rules allow a data fiduciary to respond; a site may promise sooner, never later.
     */
    GRIEVANCE_ANSWER_DAYS: z.coerce.number().int().min(1).max(90).default(90),
  })
  .superRefine((env, ctx) => {
    const requireFor = (when: boolean, names: Array<keyof typeof env>) => {
      for (const name of names) {
        if (when && !env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} is required with SMS=${env.SMS}`,
          });
      }
    };
    // A production server whose codes reach no phone is a mistake unless it is a demo (seeded
    // with the published demo passwords, which already announces itself) or the operator says so.
    if (
      env.NODE_ENV === 'production' &&
      env.SMS === 'console' &&
      !env.SMS_CONSOLE_IN_PRODUCTION &&
      !seedsDemo(env)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['SMS'],
        message:
          'SMS=console sends no one-time password to any phone: set SMS=msg91 or SMS=twilio, ' +
          'or SMS_CONSOLE_IN_PRODUCTION=1 to run without SMS (messages go to DATA_DIR/sms-outbox.txt, never the log)',
      });
    requireFor(env.SMS === 'msg91', ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID']);
    requireFor(env.SMS === 'twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: give both, or neither',
      });
    for (const name of [
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ] as const) {
      if (env.STORAGE === 's3' && !env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required with STORAGE=s3`,
        });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

/** The grievance contact's placeholders, shown (marked as a demo) while a variable is unset. */
export const DEMO_GRIEVANCE_OFFICER = {
  name: 'Grievance Officer (demo)',
  email: 'grievance@example.com',
  phone: '9999999999',
} as const;

const GRIEVANCE_VARIABLES = {
  name: 'GRIEVANCE_OFFICER_NAME',
  email: 'GRIEVANCE_OFFICER_EMAIL',
  phone: 'GRIEVANCE_OFFICER_PHONE',
} as const;

function grievanceOfficer(env: {
  GRIEVANCE_OFFICER_NAME?: string | undefined;
  GRIEVANCE_OFFICER_EMAIL?: string | undefined;
  GRIEVANCE_OFFICER_PHONE?: string | undefined;
}) {
  const given = {
    name: env.GRIEVANCE_OFFICER_NAME,
    email: env.GRIEVANCE_OFFICER_EMAIL,
    phone: env.GRIEVANCE_OFFICER_PHONE,
  };
  const fields = ['name', 'email', 'phone'] as const;
  return {
    name: given.name ?? DEMO_GRIEVANCE_OFFICER.name,
    email: given.email ?? DEMO_GRIEVANCE_OFFICER.email,
    phone: given.phone ?? DEMO_GRIEVANCE_OFFICER.phone,
    /** The variables left unset, whose placeholder is shown. */
    unset: fields.filter((field) => !given[field]).map((field) => GRIEVANCE_VARIABLES[field]),
  };
}

/**
 * The warning for a production start without its own grievance contact: the privacy notice
 * then names a placeholder nobody reads, which the law does not allow a real site. A warning,
 * not a refusal, like the demo support contact's: a demo or a first start must still run.
 */
export function demoGrievanceWarning(config: {
  isProduction: boolean;
  grievance: { unset: readonly string[] };
}): string | null {
  if (!config.isProduction || !config.grievance.unset.length) return null;
  return (
    `${config.grievance.unset.join(', ')} not set: the privacy notice shows a demo grievance ` +
    `contact (marked Demo) instead of this site's. Set them (docs/operations.md).`
  );
}

/** Demo accounts go into the embedded database by default, elsewhere only with SEED_DEMO=1. */
function seedsDemo(env: { SEED_DEMO?: boolean; DATABASE_URL?: string }) {
  return env.SEED_DEMO ?? !env.DATABASE_URL;
}

/** Parses every environment variable once and fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(REPO_ROOT, values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    isProduction: values.NODE_ENV === 'production',
    host: values.HOST,
    port: values.PORT,
    logLevel: values.LOG_LEVEL,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    databaseUrl: values.DATABASE_URL,
    databaseConnectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
    redisUrl: values.REDIS_URL,
    seedDemo: seedsDemo(values),
    trustProxy: values.TRUST_PROXY,
    apiDocs: values.API_DOCS ?? values.NODE_ENV !== 'production',
    jwtSecret: values.JWT_SECRET ?? storedSecret(dataDir),
    publicUrl: values.PUBLIC_URL.replace(/\/$/, ''),
    bodyLimit: values.BODY_LIMIT_BYTES,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    overload: {
      maxEventLoopDelayMs: values.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: values.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes: values.OVERLOAD_MAX_HEAP_USED_MB * 1024 * 1024,
      maxRssBytes: values.OVERLOAD_MAX_RSS_MB * 1024 * 1024,
      retryAfterSeconds: values.OVERLOAD_RETRY_AFTER_SECONDS,
    },
    publicAnswerCacheMs: values.PUBLIC_ANSWER_CACHE_MS,
    publicAnswerCacheMb: values.PUBLIC_ANSWER_CACHE_MB,
    publicReadMemo: values.PUBLIC_READ_MEMO,
    webDist: resolve(REPO_ROOT, values.WEB_DIST),
    webServerEntry: resolve(REPO_ROOT, values.WEB_SERVER_ENTRY),
    sessionDays: values.SESSION_DAYS,
    subscriptionWhatsAppNo: values.SUBSCRIPTION_WHATSAPP_NO,
    grievance: grievanceOfficer(values),
    grievanceAnswerDays: values.GRIEVANCE_ANSWER_DAYS,
    storage: {
      driver: values.STORAGE,
      s3: {
        bucket: values.S3_BUCKET ?? '',
        region: values.S3_REGION ?? '',
        endpoint: values.S3_ENDPOINT,
        accessKeyId: values.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: values.S3_SECRET_ACCESS_KEY ?? '',
        publicUrl: (values.S3_PUBLIC_URL ?? '').replace(/\/$/, ''),
      },
    },
    push: {
      ...(values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
        ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
        : storedVapidKeys(dataDir)),
      subject: vapidSubject(values.VAPID_SUBJECT, values.PUBLIC_URL),
      localEndpoints: values.PUSH_LOCAL_ENDPOINTS,
    },
    buyers: { reviewInviteAfterDays: values.REVIEW_INVITE_AFTER_DAYS },
    accountDeletionGraceDays: values.ACCOUNT_DELETION_GRACE_DAYS,
    requirements: {
      maxSellers: values.REQUIREMENT_MAX_SELLERS,
      perBusinessDaily: values.REQUIREMENT_PER_BUSINESS_DAILY,
      radiusKm: values.REQUIREMENT_RADIUS_KM,
      perPhoneDaily: values.REQUIREMENT_PER_PHONE_DAILY,
      perAddressDaily: values.REQUIREMENT_PER_ADDRESS_DAILY,
    },
    jobs: {
      worker: values.JOB_WORKER,
      pollMs: values.JOB_POLL_MS,
      leaseMs: values.JOB_LEASE_MS,
    },
    retention: {
      job: values.RETENTION_JOB ?? values.NODE_ENV !== 'test',
      otpDays: values.RETENTION_OTP_DAYS,
      leadsMonths: values.RETENTION_LEADS_MONTHS,
      viewsDays: values.RETENTION_VIEWS_DAYS,
      sessionsDays: values.RETENTION_SESSIONS_DAYS,
      outboxDays: values.RETENTION_OUTBOX_DAYS,
      uploadClaimsDays: values.RETENTION_UPLOAD_CLAIMS_DAYS,
      auditDays: values.RETENTION_AUDIT_DAYS,
      notificationsMonths: values.RETENTION_NOTIFICATIONS_MONTHS,
      contactMonths: values.RETENTION_CONTACT_MONTHS,
      grievancesMonths: values.RETENTION_GRIEVANCES_MONTHS,
      consentsMonths: values.RETENTION_CONSENTS_MONTHS,
      erasuresMonths: values.RETENTION_ERASURES_MONTHS,
      failedJobsDays: values.RETENTION_FAILED_JOBS_DAYS,
    },
    sms: {
      driver: values.SMS,
      msg91: {
        authKey: values.MSG91_AUTH_KEY ?? '',
        templateId: values.MSG91_TEMPLATE_ID ?? '',
        alertTemplateId: values.MSG91_ALERT_TEMPLATE_ID ?? '',
        receiptTemplateId: values.MSG91_RECEIPT_TEMPLATE_ID ?? '',
        reviewInviteTemplateId: values.MSG91_REVIEW_INVITE_TEMPLATE_ID ?? '',
        baseUrl: values.MSG91_BASE_URL,
      },
      twilio: {
        accountSid: values.TWILIO_ACCOUNT_SID ?? '',
        authToken: values.TWILIO_AUTH_TOKEN ?? '',
        from: values.TWILIO_FROM ?? '',
        baseUrl: values.TWILIO_BASE_URL,
      },
    },
  };
}
