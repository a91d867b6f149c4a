// Grievances about one's personal data: filed by anyone (a signed-in seller's account attached),
// due GRIEVANCE_ANSWER_DAYS later, listed in the console open-first by due date, answered once
// (audited), and followed at the person's own link.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRIEVANCE_LIMITS, GRIEVANCE_MSG } from '@haat/shared';
import { adminAuditLog, grievances } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { as, makeAdmin } from '../admin/test-fixtures.ts';
import { freshIp } from '../leads/test-fixtures.ts';
import { GRIEVANCE_LIMIT } from './service.ts';

const DAY_MS = 24 * 3600_000;
const URL = '/api/grievances';
const ADMIN_URL = '/api/admin/grievances';

let t: TestApp;
let admin: Seller;
let seller: Seller;
beforeAll(async () => {
  t = await createSellerTestApp({ env: { GRIEVANCE_ANSWER_DAYS: '30' } });
  admin = await makeAdmin(t);
  seller = await signUpSeller(t);
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  name: 'Asha Rao',
  phoneNo: '9876500011',
  topic: 'erasure',
  message: 'I asked to be removed from a seller’s list and still get calls.',
};

const file = (
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  ip = freshIp(),
) => t.call({ method: 'POST', url: URL, payload, headers, remoteAddress: ip });

const stored = () => t.deps.database.db.select().from(grievances);

describe('filing a grievance', () => {
  it('refuses bad input with its words and stores nothing', async () => {
    const before = (await stored()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: '  ' }, GRIEVANCE_MSG.nameRequired],
      [{ ...valid, name: 'x'.repeat(GRIEVANCE_LIMITS.name + 1) }, GRIEVANCE_MSG.nameTooLong],
      [{ ...valid, phoneNo: '', email: '' }, GRIEVANCE_MSG.contactRequired],
      [{ ...valid, phoneNo: '12345' }, GRIEVANCE_MSG.phoneInvalid],
      [{ ...valid, email: 'asha@' }, GRIEVANCE_MSG.emailInvalid],
      [{ ...valid, topic: 'billing' }, GRIEVANCE_MSG.topicInvalid],
      [{ ...valid, message: '' }, GRIEVANCE_MSG.messageRequired],
      [{ ...valid, message: 'too short' }, GRIEVANCE_MSG.messageTooShort],
      [
        { ...valid, message: 'x'.repeat(GRIEVANCE_LIMITS.messageMax + 1) },
        GRIEVANCE_MSG.messageTooLong,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await file(payload);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await stored()).toHaveLength(before);
  });

  it('answers its id and the due date from GRIEVANCE_ANSWER_DAYS; its link shows it open', async () => {
    const res = await file({ ...valid, phoneNo: '', email: ' Asha@Example.in ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(GRIEVANCE_MSG.filed);
    const due = new Date(+t.clock.now() + 30 * DAY_MS).toISOString();
    expect(res.body.payload).toEqual({ _id: expect.any(String), dueAt: due });
    const [row] = await t.deps.database.db
      .select()
      .from(grievances)
      .where(eq(grievances.id, res.body.payload._id));
    expect(row).toMatchObject({
      email: 'asha@example.in',
      phoneNo: null,
      userId: null,
      status: 'open',
    });

    const followed = await t.call({ method: 'GET', url: `${URL}/${res.body.payload._id}` });
    expect(followed.status).toBe(200);
    expect(followed.body.payload.grievance).toEqual({
      _id: res.body.payload._id,
      topic: 'erasure',
      message: valid.message,
      status: 'open',
      createdAt: t.clock.now().toISOString(),
      dueAt: due,
      answer: null,
      answeredAt: null,
    });
    // No contact details at the link.
    expect(JSON.stringify(followed.body)).not.toContain('asha@example.in');
  });

  it("attaches a signed-in seller's account; an unknown link answers 404 in words", async () => {
    const res = await file(valid, seller.headers);
    expect(res.status).toBe(201);
    const [row] = await t.deps.database.db
      .select({ userId: grievances.userId })
      .from(grievances)
      .where(eq(grievances.id, res.body.payload._id));
    expect(row!.userId).toBe(seller.userId);
    const unknown = await t.call({
      method: 'GET',
      url: `${URL}/00000000-0000-4000-8000-000000000000`,
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, GRIEVANCE_MSG.notFound]);
    const malformed = await t.call({ method: 'GET', url: `${URL}/nope` });
    expect([malformed.status, malformed.body.message]).toEqual([400, GRIEVANCE_MSG.notFound]);
  });

  it('is limited per address, like the contact form', async () => {
    const ip = freshIp();
    for (let i = 0; i < GRIEVANCE_LIMIT; i++) expect((await file(valid, {}, ip)).status).toBe(201);
    const refused = await file(valid, {}, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the console', () => {
  it('lists open ones first by due date with the overdue marked, then the answered', async () => {
    await t.deps.database.db.delete(grievances);
    const later = (await file({ ...valid, name: 'Later' })).body.payload._id;
    t.clock.advance(-40 * DAY_MS);
    const overdue = (await file({ ...valid, name: 'Overdue' })).body.payload._id;
    t.clock.advance(20 * DAY_MS);
    const sooner = (await file({ ...valid, name: 'Sooner' })).body.payload._id;
    t.clock.advance(20 * DAY_MS);
    const answered = (await file({ ...valid, name: 'Answered' })).body.payload._id;
    expect(
      (
        await as(t, admin).put(`${ADMIN_URL}/answer`, {
          id: answered,
          answer: 'We removed your number.',
        })
      ).status,
    ).toBe(200);

    const res = await as(t, admin).get(ADMIN_URL);
    expect(res.status).toBe(200);
    const list = res.body.payload.grievances as Array<{ _id: string; overdue: boolean }>;
    expect(list.map((g) => [g._id, g.overdue])).toEqual([
      [overdue, true],
      [sooner, false],
      [later, false],
      [answered, false],
    ]);
  });

  it('answers once, audited; the link then shows the answer; bad answers refused', async () => {
    const id = (await file(valid)).body.payload._id;
    const short = await as(t, admin).put(`${ADMIN_URL}/answer`, { id, answer: 'ok' });
    expect([short.status, short.body.message]).toEqual([400, GRIEVANCE_MSG.answerTooShort]);
    const unknown = await as(t, admin).put(`${ADMIN_URL}/answer`, {
      id: '00000000-0000-4000-8000-000000000000',
      answer: 'Nothing to answer here.',
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, GRIEVANCE_MSG.notFound]);

    t.clock.advance(60_000);
    const answer = 'We have erased your number from every seller’s list.';
    const res = await as(t, admin).put(`${ADMIN_URL}/answer`, { id, answer: `  ${answer} ` });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(GRIEVANCE_MSG.answered);
    expect(res.body.payload.grievance).toMatchObject({
      status: 'answered',
      answer,
      overdue: false,
    });
    const [audit] = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, id));
    expect(audit).toMatchObject({
      adminId: admin.userId,
      action: 'answerGrievance',
      entityType: 'grievance',
    });

    const followed = await t.call({ method: 'GET', url: `${URL}/${id}` });
    expect(followed.body.payload.grievance).toMatchObject({
      status: 'answered',
      answer,
      answeredAt: t.clock.now().toISOString(),
    });
    const again = await as(t, admin).put(`${ADMIN_URL}/answer`, { id, answer: 'A second answer.' });
    expect([again.status, again.body.message]).toEqual([400, GRIEVANCE_MSG.alreadyAnswered]);
  });

  it('refuses a seller (403) and a visitor (401), and changes nothing', async () => {
    const id = (await file(valid)).body.payload._id;
    expect((await as(t, seller).get(ADMIN_URL)).status).toBe(403);
    expect((await as(t, null).get(ADMIN_URL)).status).toBe(401);
    const bySeller = await as(t, seller).put(`${ADMIN_URL}/answer`, {
      id,
      answer: 'Seller answering.',
    });
    expect(bySeller.status).toBe(403);
    const [row] = await t.deps.database.db.select().from(grievances).where(eq(grievances.id, id));
    expect(row!.status).toBe('open');
  });
});
