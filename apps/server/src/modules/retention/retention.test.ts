import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import {
  adminAuditLog,
  businessLeads,
  consents,
  contactMessages,
  erasures,
  grievances,
  jobs,
  listingViews,
  notifications,
  otpCodes,
  phoneVerifications,
  productLeads,
  serviceLeads,
  sessions,
} from '../../db/schema/index.ts';
import { addIndiaMonths, indiaDay } from '../../lib/india-time.ts';
import { enqueueJob } from '../../lib/jobs/queue.ts';
import { startJobWorker, type JobHandler } from '../../lib/jobs/worker.ts';
import { SMS_OUTBOX_FILE } from '../../lib/sms/index.ts';
import { isLocalStorage, newImageKey } from '../../lib/storage/index.ts';
import { createTestApp, manualClock, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';
import { signUpSeller, type Seller } from '../../test/sellers.ts';
import {
  makeBusiness,
  makeCategory,
  makeProduct,
  makeService,
  makeUser,
} from '../discovery/test-fixtures.ts';
import { freshPhone, offerRequirement } from '../leads/test-fixtures.ts';
import { RETENTION, RETENTION_INDIA_MINUTE, retentionHandler } from './job.ts';
import { applyRetention, deleteInBatches, retentionRules } from './service.ts';

const DAY = 24 * 3600_000;

let database: DatabaseHandle;
let t: TestApp;
let seller: Seller;
let shop: string;
let product: string;
let service: string;
/** The moment every rule is applied at (the test clock's). */
let now: Date;
const ago = (days: number) => new Date(now.getTime() - days * DAY);

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
  now = t.clock.now();
  seller = await signUpSeller(t);
  const db = database.db;
  shop = await makeBusiness(db, { name: 'Kept Lamps', fkUserId: seller.userId });
  const goods = await makeCategory(db, 'product', 'Retention Goods', ['Lamps']);
  const repairs = await makeCategory(db, 'service', 'Retention Services', ['Repairs']);
  product = await makeProduct(db, {
    fkBusinessId: shop,
    fkCategoryId: goods.categoryId,
    subCategoryIds: [goods.sub.Lamps!],
    name: 'Old Lamp',
    createdAt: ago(800),
  });
  service = await makeService(db, {
    fkBusinessId: shop,
    fkCategoryId: repairs.categoryId,
    subCategoryIds: [repairs.sub.Repairs!],
    name: 'Old Repair',
    createdAt: ago(800),
  });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** Which of `list` (ids of `table`) are still there, sorted. */
const left = async (table: string, list: string[]) =>
  (
    await rows<{ id: string }>(
      database.db,
      sql`select id from ${sql.raw(table)} where id in (${sql.join(
        list.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
  )
    .map((row) => row.id)
    .sort();

const ids = async <T extends { id: string }>(inserted: Promise<T[]>) =>
  (await inserted).map((row) => row.id);

const lead = (createdAt: Date) => ({
  contactPerson: 'Anita Desai',
  phoneNo: freshPhone(),
  fkBusinessId: shop,
  createdAt,
});

describe('applyRetention', () => {
  it('deletes the rows past each rule and keeps the younger ones, table by table', async () => {
    const db = database.db;
    const settings = t.deps.config.retention;
    expect(settings).toMatchObject({
      job: false,
      otpDays: 7,
      leadsMonths: 24,
      viewsDays: 90,
      sessionsDays: 30,
      outboxDays: 7,
      uploadClaimsDays: 2,
      auditDays: 400,
    });
    const phone = freshPhone();
    const otp = await ids(
      db
        .insert(otpCodes)
        .values(
          [8, 6].map((days) => ({
            phoneNo: phone,
            type: 'RegisterUser' as const,
            codeHash: 'x',
            expiresAt: new Date(ago(days).getTime() + 5 * 60_000),
            createdAt: ago(days),
          })),
        )
        .returning({ id: otpCodes.id }),
    );
    const verified = await ids(
      db
        .insert(phoneVerifications)
        .values(
          [8, 6].map((days) => ({
            phoneNo: phone,
            type: 'RegisterUser' as const,
            verifiedAt: ago(days),
          })),
        )
        .returning({ id: phoneVerifications.id }),
    );
    const user = await makeUser(db);
    const session = (expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: user,
      expiresAt,
      revokedAt,
      createdAt: ago(60),
    });
    const sessionIds = await ids(
      db
        .insert(sessions)
        .values([
          session(ago(31)), // expired a month ago: goes
          session(ago(29)), // expired, not yet 30 days: stays
          session(new Date(now.getTime() + DAY), ago(31)), // revoked a month ago: goes
          session(new Date(now.getTime() + DAY), ago(29)), // revoked lately: stays
          session(new Date(now.getTime() + DAY)), // live: stays
        ])
        .returning({ id: sessions.id }),
    );
    const oldLead = addIndiaMonths(now, -24);
    const past = new Date(oldLead.getTime() - 60_000);
    const within = new Date(oldLead.getTime() + 60_000);
    const business = await ids(
      db
        .insert(businessLeads)
        .values([lead(past), lead(within)])
        .returning({ id: businessLeads.id }),
    );
    const products = await ids(
      db
        .insert(productLeads)
        .values([past, within].map((at) => ({ ...lead(at), fkProductId: product })))
        .returning({ id: productLeads.id }),
    );
    const services = await ids(
      db
        .insert(serviceLeads)
        .values([past, within].map((at) => ({ ...lead(at), fkServiceId: service })))
        .returning({ id: serviceLeads.id }),
    );
    // A requirement and its lead both past (both go); a requirement past with a lead passed on to
    // it later, still within (both stay: the requirement waits for its last lead); a young one.
    const gone = await offerRequirement(t, shop, {
      requirement: { createdAt: past },
      lead: { createdAt: past },
    });
    const passedOn = await offerRequirement(t, shop, {
      requirement: { createdAt: past },
      lead: { createdAt: within },
    });
    const young = await offerRequirement(t, shop, {
      requirement: { createdAt: within },
      lead: { createdAt: within },
    });
    const view = (days: number) => ({
      listingType: 'product' as const,
      listingId: product,
      visitorHash: `visitor-${days}`,
      day: indiaDay(now, days),
    });
    await db.insert(listingViews).values([view(91), view(90), view(89), view(0)]);
    const admin = await makeUser(db, { role: 'admin' });
    const audit = await ids(
      db
        .insert(adminAuditLog)
        .values(
          [401, 399].map((days) => ({
            adminId: admin,
            action: 'approve',
            entityType: 'business',
            entityId: shop,
            createdAt: ago(days),
          })),
        )
        .returning({ id: adminAuditLog.id }),
    );
    const storage = t.deps.storage;
    if (!isLocalStorage(storage)) throw new Error('the test app stores uploads locally');
    const claims = join(dirname(t.deps.config.uploadsDir), 'upload-claims');
    await mkdir(claims, { recursive: true });
    const oldClaim = newImageKey(ago(3));
    const youngClaim = newImageKey(ago(1));
    for (const key of [oldClaim, youngClaim]) await writeFile(join(claims, key), '');
    const outbox = join(t.deps.config.dataDir, SMS_OUTBOX_FILE);
    await mkdir(t.deps.config.dataDir, { recursive: true });
    await writeFile(
      outbox,
      `${ago(8).toISOString()} 9876543210: Your code is 111111\n` +
        `${ago(6).toISOString()} 9876543211: Your code is 222222\n`,
    );

    const summary = await applyRetention(t.deps);

    expect(await left('otp_codes', otp)).toEqual([otp[1]]);
    expect(await left('phone_verifications', verified)).toEqual([verified[1]]);
    expect(await left('sessions', sessionIds)).toEqual(
      [sessionIds[1], sessionIds[3], sessionIds[4]].sort(),
    );
    expect(await left('business_leads', business)).toEqual([business[1]]);
    expect(await left('product_leads', products)).toEqual([products[1]]);
    expect(await left('service_leads', services)).toEqual([services[1]]);
    const requirementIds = [gone, passedOn, young].map((offer) => offer.requirement.id);
    expect(await left('requirements', requirementIds)).toEqual(
      [passedOn.requirement.id, young.requirement.id].sort(),
    );
    expect(
      await left(
        'requirement_leads',
        [gone, passedOn, young].map((offer) => offer.lead.id),
      ),
    ).toEqual([passedOn.lead.id, young.lead.id].sort());
    const days = await db
      .select({ day: listingViews.day })
      .from(listingViews)
      .where(eq(listingViews.listingId, product));
    expect(days.map((row) => row.day).sort()).toEqual(
      [indiaDay(now, 90), indiaDay(now, 89), indiaDay(now, 0)].sort(),
    );
    expect(await left('admin_audit_log', audit)).toEqual([audit[1]]);
    expect(await storage.claimed(oldClaim)).toBe(false);
    expect(await storage.claimed(youngClaim)).toBe(true);
    expect(await readFile(outbox, 'utf8')).toBe(
      `${ago(6).toISOString()} 9876543211: Your code is 222222\n`,
    );
    expect(summary).toMatchObject({
      otp_codes: 1,
      phone_verifications: 1,
      sessions: 2,
      business_leads: 1,
      product_leads: 1,
      service_leads: 1,
      requirement_leads: 1,
      requirements: 1,
      listing_views: 1,
      admin_audit_log: 1,
      upload_claims: 1,
      sms_outbox: 1,
    });
    // Applied again at once, nothing more goes.
    const again = await applyRetention(t.deps);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it('deletes in batches of the given size until none is left', async () => {
    const db = database.db;
    const user = await makeUser(db);
    await db
      .insert(sessions)
      .values(Array.from({ length: 7 }, () => ({ userId: user, expiresAt: ago(40) })));
    const rule = retentionRules(t.deps.config.retention, now).find(
      (candidate) => candidate.table === 'sessions',
    )!;
    expect(await deleteInBatches(db, rule, 3)).toBe(7);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user))).toEqual([]);
  });
});

describe('what was kept for ever', () => {
  it('deletes old notifications, contact messages, ended grievances, consents and erasures, and given-up jobs', async () => {
    const db = database.db;
    expect(t.deps.config.retention).toMatchObject({
      notificationsMonths: 12,
      contactMonths: 24,
      grievancesMonths: 36,
      consentsMonths: 36,
      erasuresMonths: 36,
      failedJobsDays: 30,
    });
    // Just past and just within a rule of `months` calendar months.
    const edge = (months: number) => {
      const cutoff = addIndiaMonths(now, -months);
      return [new Date(cutoff.getTime() - 60_000), new Date(cutoff.getTime() + 60_000)] as const;
    };
    const user = await makeUser(db);
    const admin = await makeUser(db, { role: 'admin' });

    const notes = await ids(
      db
        .insert(notifications)
        .values(
          edge(12).map((createdAt) => ({ fkUserId: user, notification: 'New enquiry', createdAt })),
        )
        .returning({ id: notifications.id }),
    );
    const contact = await ids(
      db
        .insert(contactMessages)
        .values(
          edge(24).map((createdAt, i) => ({
            name: 'Ravi Kumar',
            phoneNo: freshPhone(),
            message: 'Please call me',
            // Answered or not, the age is what counts.
            resolvedAt: i === 0 ? null : createdAt,
            createdAt,
          })),
        )
        .returning({ id: contactMessages.id }),
    );
    const [answeredLong, answeredLately] = edge(36);
    const grievance = (status: 'open' | 'answered', at: Date) => ({
      name: 'Sunita Rao',
      phoneNo: freshPhone(),
      topic: 'erasure' as const,
      message: 'Delete my number',
      status,
      dueAt: at,
      createdAt: at,
      ...(status === 'answered' ? { answer: 'Done', answeredAt: at, answeredBy: admin } : {}),
    });
    const grievanceIds = await ids(
      db
        .insert(grievances)
        .values([
          grievance('answered', answeredLong!), // answered over 3 years ago: goes
          grievance('answered', answeredLately!), // stays
          grievance('open', ago(2000)), // never answered, however old: stays
        ])
        .returning({ id: grievances.id }),
    );
    const consent = (withdrawnAt: Date | null) => ({
      phoneNo: freshPhone(),
      purpose: 'reviewInviteSms' as const,
      noticeVersion: 0,
      givenAt: ago(2000),
      withdrawnAt,
    });
    const consentIds = await ids(
      db
        .insert(consents)
        .values([consent(answeredLong!), consent(answeredLately!), consent(null)])
        .returning({ id: consents.id }),
    );
    const erasure = (ended: Partial<{ completedAt: Date; cancelledAt: Date }>) => ({
      kind: 'buyerPhone' as const,
      requestedAt: ago(2000),
      dueAt: ago(2000),
      ...ended,
    });
    const erasureIds = await ids(
      db
        .insert(erasures)
        .values([
          erasure({ completedAt: answeredLong! }), // goes
          erasure({ cancelledAt: answeredLong! }), // goes
          erasure({ completedAt: answeredLately! }), // stays
          erasure({}), // still waiting: stays
        ])
        .returning({ id: erasures.id }),
    );
    const job = (failedAt: Date | null, finishedAt: Date | null = null) => ({
      kind: 'test-kept-for-ever',
      payload: { phoneNo: freshPhone() },
      runAt: ago(40),
      failedAt,
      finishedAt,
    });
    const jobIds = await ids(
      db
        .insert(jobs)
        .values([job(ago(31)), job(ago(29)), job(null, ago(1))])
        .returning({ id: jobs.id }),
    );

    const summary = await applyRetention(t.deps);

    expect(await left('notifications', notes)).toEqual([notes[1]]);
    expect(await left('contact_messages', contact)).toEqual([contact[1]]);
    expect(await left('grievances', grievanceIds)).toEqual(
      [grievanceIds[1], grievanceIds[2]].sort(),
    );
    expect(await left('consents', consentIds)).toEqual([consentIds[1], consentIds[2]].sort());
    expect(await left('erasures', erasureIds)).toEqual([erasureIds[2], erasureIds[3]].sort());
    expect(await left('jobs', jobIds)).toEqual([jobIds[1], jobIds[2]].sort());
    expect(summary).toMatchObject({
      notifications: 1,
      contact_messages: 1,
      grievances: 1,
      consents: 1,
      erasures: 2,
      jobs: 1,
    });
    const again = await applyRetention(t.deps);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});

describe("insights' figures", () => {
  it('are the same for a past period before and after the run: only rolled-up raw views go', async () => {
    const productPage = (ip: string) =>
      t.call({
        method: 'PUT',
        url: '/api/public/product/views',
        payload: { id: product },
        remoteAddress: ip,
      });
    // Views and an enquiry 100 days ago: in the previous 90-day period, past the views' rule.
    t.clock.set(ago(100));
    for (const ip of ['10.39.0.1', '10.39.0.2', '10.39.0.3']) await productPage(ip);
    await database.db.insert(productLeads).values({ ...lead(ago(100)), fkProductId: product });
    t.clock.set(now);
    const insights = async () => {
      const answer = await t.call({
        method: 'GET',
        url: '/api/userAdmin/insights/fetch',
        query: { days: '90', businessId: shop },
        headers: seller.headers,
      });
      expect(answer.status).toBe(200);
      return answer.body.payload;
    };
    const before = await insights();
    expect(before.totals.views.previous).toBe(3);
    expect(before.totals.enquiries.previous).toBeGreaterThanOrEqual(1);

    await applyRetention(t.deps);

    const raw = await database.db
      .select()
      .from(listingViews)
      .where(and(eq(listingViews.listingId, product), eq(listingViews.day, indiaDay(ago(100)))));
    expect(raw).toEqual([]);
    expect(await insights()).toEqual(before);
  });
});

describe('the daily job', () => {
  it('is scheduled at 03:30 in India, runs the rules and schedules the next day', async () => {
    // A second instance on the same database that puts the job in the queue.
    const instance = await createTestApp({ database, env: { RETENTION_JOB: '1' } });
    try {
      instance.clock.set(now);
      const waiting = () =>
        database.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, RETENTION), isNull(jobs.finishedAt)));
      const [first] = await waiting();
      expect(first).toBeDefined();
      const india = new Date(first!.runAt.getTime() + 5.5 * 3600_000);
      expect(india.getUTCHours() * 60 + india.getUTCMinutes()).toBe(RETENTION_INDIA_MINUTE);
      expect(first!.runAt.getTime() - now.getTime()).toBeLessThanOrEqual(DAY);

      const phone = freshPhone();
      await database.db.insert(otpCodes).values({
        phoneNo: phone,
        type: 'RegisterUser',
        codeHash: 'x',
        expiresAt: ago(10),
        createdAt: ago(10),
      });
      instance.clock.set(new Date(first!.runAt.getTime() + 60_000));
      await instance.deps.jobs.idle();

      expect(await database.db.select().from(otpCodes).where(eq(otpCodes.phoneNo, phone))).toEqual(
        [],
      );
      const [done] = await database.db.select().from(jobs).where(eq(jobs.id, first!.id));
      expect(done).toMatchObject({ attempts: 1, failedAt: null });
      expect(done!.finishedAt).not.toBeNull();
      const next = await waiting();
      expect(next).toHaveLength(1);
      expect(next[0]!.runAt.getTime() - first!.runAt.getTime()).toBe(DAY);
    } finally {
      await instance.close();
    }
  });

  it('runs once when two workers claim it at the same moment', async () => {
    const later = manualClock(new Date(now.getTime() + 400 * DAY));
    const id = await enqueueJob(database.db, {
      kind: RETENTION,
      payload: {},
      groupKey: 'test-two-workers',
      runAt: later.now(),
    });
    // Runs of this job only (the next day's job of the test above is due by then too).
    let runs = 0;
    const retention = retentionHandler({ ...t.deps, clock: later });
    const handler: JobHandler = async (job) => {
      if (job.id === id) runs += 1;
      return retention(job);
    };
    const log = { info: () => {}, error: () => {} };
    const workers = [1, 2].map(() =>
      startJobWorker({ db: database.db, clock: later, handlers: { [RETENTION]: handler }, log }),
    );
    await Promise.all(workers.map((worker) => worker.idle()));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(runs).toBe(1);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ attempts: 1, failedAt: null });
    expect(job!.finishedAt).not.toBeNull();
  });
});

describe('configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-retention-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has the defaults, and refuses an audit log kept under a year', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).retention).toEqual({
      job: true,
      otpDays: 7,
      leadsMonths: 24,
      viewsDays: 90,
      sessionsDays: 30,
      outboxDays: 7,
      uploadClaimsDays: 2,
      auditDays: 400,
      notificationsMonths: 12,
      contactMonths: 24,
      grievancesMonths: 36,
      consentsMonths: 36,
      erasuresMonths: 36,
      failedJobsDays: 30,
    });
    expect(loadConfig({ DATA_DIR: dataDir, RETENTION_AUDIT_DAYS: '365' }).retention.auditDays).toBe(
      365,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, RETENTION_AUDIT_DAYS: '364' })).toThrow(
      /RETENTION_AUDIT_DAYS: must be at least 365: security logs are kept for a year/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, RETENTION_VIEWS_DAYS: '30' })).toThrow(
      /RETENTION_VIEWS_DAYS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, RETENTION_LEADS_MONTHS: '6' })).toThrow(
      /RETENTION_LEADS_MONTHS/,
    );
    // The records of a person's rights are proof for at least a year.
    for (const name of [
      'RETENTION_GRIEVANCES_MONTHS',
      'RETENTION_CONSENTS_MONTHS',
      'RETENTION_ERASURES_MONTHS',
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, [name]: '11' })).toThrow(new RegExp(name));
      expect(loadConfig({ DATA_DIR: dataDir, [name]: '12' }).retention).toBeDefined();
    }
  });
});
