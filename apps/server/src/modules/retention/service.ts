import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import type { AppDeps } from '../../deps.ts';
import { addIndiaMonths, indiaDay } from '../../lib/india-time.ts';
import { SMS_OUTBOX_FILE } from '../../lib/sms/index.ts';
import { isLocalStorage } from '../../lib/storage/index.ts';

// Keeps only what is needed (docs/decisions/034-retention.md): each rule names a table, the key
// its rows are deleted by, and which rows are past keeping. The daily job (job.ts) applies them.

/** Rows per statement: each delete is short, so no lock is held for long. */
export const RETENTION_BATCH = 5_000;

const DAY_MS = 24 * 3600_000;

export type RetentionRule = {
  table: string;
  /** The primary key's columns: a batch is chosen by them. */
  key: string;
  /** The rows past keeping (the table's columns unqualified). */
  past: SQL;
};

type RetentionSettings = Config['retention'];

const before = (now: Date, days: number) =>
  sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;

/**
 * The rules, in the order they run: a requirement goes only after its leads have. Every cutoff
 * comes from `now` (the app's clock), so tests move it.
 */
export function retentionRules(settings: RetentionSettings, now: Date): RetentionRule[] {
  const otp = before(now, settings.otpDays);
  const sessions = before(now, settings.sessionsDays);
  const monthsAgo = (months: number) =>
    sql`${addIndiaMonths(now, -months).toISOString()}::timestamptz`;
  const leads = monthsAgo(settings.leadsMonths);
  // A view row is counted into insights' daily row the moment it is written (views/service.ts,
  // insights/recorder.ts), so its day's figures no longer need it; Trending reads 30 days.
  const viewsBefore = indiaDay(now, settings.viewsDays);
  const leadRule = (table: string): RetentionRule => ({
    table,
    key: 'id',
    past: sql`created_at < ${leads}`,
  });
  return [
    { table: 'otp_codes', key: 'id', past: sql`created_at < ${otp}` },
    { table: 'phone_verifications', key: 'id', past: sql`verified_at < ${otp}` },
    {
      table: 'sessions',
      key: 'id',
      past: sql`(expires_at < ${sessions} or revoked_at < ${sessions})`,
    },
    leadRule('business_leads'),
    leadRule('product_leads'),
    leadRule('service_leads'),
    leadRule('requirement_leads'),
    {
      table: 'requirements',
      key: 'id',
      past: sql`created_at < ${leads}
        and not exists (select 1 from requirement_leads l where l.fk_requirement_id = requirements.id)`,
    },
    {
      table: 'listing_views',
      key: 'listing_type, listing_id, day, visitor_hash',
      past: sql`day < ${viewsBefore}::date`,
    },
    {
      table: 'admin_audit_log',
      key: 'id',
      past: sql`created_at < ${before(now, settings.auditDays)}`,
    },
    // A notification points at a lead or a plan the seller sees elsewhere; a year of them is
    // the inbox's history, older ones are only names and phones nobody reads.
    {
      table: 'notifications',
      key: 'id',
      past: sql`created_at < ${monthsAgo(settings.notificationsMonths)}`,
    },
    // Answered or not: a message two years old has had its answer or never will.
    {
      table: 'contact_messages',
      key: 'id',
      past: sql`created_at < ${monthsAgo(settings.contactMonths)}`,
    },
    // The three records of a person's rights are proof that Haat honoured them, kept for a while
    // after their end and never while they are still open: an open grievance, a consent in force
    // and an erasure still waiting stay whatever their age.
    {
      table: 'grievances',
      key: 'id',
      past: sql`status = 'answered' and answered_at < ${monthsAgo(settings.grievancesMonths)}`,
    },
    {
      table: 'consents',
      key: 'id',
      past: sql`withdrawn_at < ${monthsAgo(settings.consentsMonths)}`,
    },
    {
      table: 'erasures',
      key: 'id',
      past: sql`coalesce(completed_at, cancelled_at) < ${monthsAgo(settings.erasuresMonths)}`,
    },
    // Finished jobs are pruned by the worker within a week; given-up ones stay for the operator,
    // and their payloads (a receipt's phone, an alert's lead) are personal data too.
    {
      table: 'jobs',
      key: 'id',
      past: sql`failed_at < ${before(now, settings.failedJobsDays)}`,
    },
  ];
}

/**
 * Deletes a rule's rows in batches of `batch`, each its own short statement, until none is
 * left. Answers how many went.
 */
export async function deleteInBatches(db: Database, rule: RetentionRule, batch = RETENTION_BATCH) {
  const table = sql.raw(rule.table);
  const key = sql.raw(rule.key);
  let deleted = 0;
  for (;;) {
    const gone = await rows<{ one: number }>(
      db,
      sql`delete from ${table} where (${key}) in
            (select ${key} from ${table} where ${rule.past} limit ${batch})
          returning 1 as one`,
    );
    deleted += gone.length;
    if (gone.length < batch) return deleted;
  }
}

/**
 * The console SMS driver's outbox file (DATA_DIR/sms-outbox.txt, written only when a production
 * server runs without SMS): lines older than the rule go. Each line starts with its ISO time.
 */
export async function pruneOutboxFile(dataDir: string, now: Date, days: number) {
  const path = join(dataDir, SMS_OUTBOX_FILE);
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return 0;
  const cutoff = now.getTime() - days * DAY_MS;
  const lines = text.split('\n').filter((line) => line !== '');
  const kept = lines.filter((line) => {
    const sentAt = Date.parse(line.slice(0, line.indexOf(' ')));
    return Number.isNaN(sentAt) || sentAt >= cutoff;
  });
  if (kept.length === lines.length) return 0;
  await writeFile(path, kept.length ? `${kept.join('\n')}\n` : '', { mode: 0o600 });
  return lines.length - kept.length;
}

/** What one run deleted, per table or file: counts only, never a row's content. */
export type RetentionSummary = Record<string, number>;

/** Applies every rule once, at the app's `now`. */
export async function applyRetention(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock' | 'storage'>,
  batch = RETENTION_BATCH,
): Promise<RetentionSummary> {
  const settings = deps.config.retention;
  const now = deps.clock.now();
  const summary: RetentionSummary = {};
  for (const rule of retentionRules(settings, now)) {
    summary[rule.table] = await deleteInBatches(deps.database.db, rule, batch);
  }
  // The upload sweep already drops claims whose links expired; this is the backstop for an
  // instance whose sweep did not run (uploads/service.ts).
  summary.upload_claims = isLocalStorage(deps.storage)
    ? await deps.storage.pruneClaims(new Date(now.getTime() - settings.uploadClaimsDays * DAY_MS))
    : 0;
  summary.sms_outbox = await pruneOutboxFile(deps.config.dataDir, now, settings.outboxDays);
  return summary;
}

/** The log line of a run: counts per table. */
export const retentionLogLine = (summary: RetentionSummary) =>
  `retention: deleted ${Object.entries(summary)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ')}`;
