import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_MSG, NOTIFICATION_TEXT, type EnquirySource, type LeadKind } from '@haat/shared';
import { jobs, notifications, productLeads, requirements } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createSellerTestApp, signUpSeller, type Seller } from '../../test/sellers.ts';
import { as } from '../admin/test-fixtures.ts';
import { LEAD_FOLLOW_UP } from './follow-up-reminder.ts';
import { leadLink } from './lead-link.ts';
import { makeShop, offerRequirement, sendLead } from './test-fixtures.ts';

// A lead's life — the status machine and its refusals (each leaving the lead as it
// was), mark contacted, the private note and the follow-up day with its reminder at 09:00 India
// time, the inbox's status filter and counts, and the CSV's new columns.

let t: TestApp;
let seller: Seller;
let other: Seller;
let shop: Awaited<ReturnType<typeof makeShop>>;
let otherShop: Awaited<ReturnType<typeof makeShop>>;

const INBOX = '/api/userAdmin/enquiries';
/** A moment in India (UTC+05:30), e.g. ist('2026-11-30T10:00'). */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const START = ist('2026-11-30T10:00');

type Ref = { source: EnquirySource; id: string };

/** A new enquiry from a visitor, as the seller's inbox names it. */
async function newLead(kind: LeadKind = 'product', who: Seller = seller): Promise<Ref> {
  const target = who === seller ? shop : otherShop;
  const targetId =
    kind === 'product'
      ? target.product.id
      : kind === 'service'
        ? target.service.id
        : target.business.id;
  const contactPerson = `Buyer ${Math.random().toString(36).slice(2, 8)}`;
  expect((await sendLead(t, kind, targetId, { contactPerson })).status).toBe(201);
  const res = await as(t, who).get(`${INBOX}/fetchAll`, { source: kind, perPage: '50' });
  const found = res.body.payload.enquiries.find(
    (e: { contactPerson: string }) => e.contactPerson === contactPerson,
  );
  return { source: kind, id: found._id };
}

/** The lead as stored, with the columns a change must leave alone when it is refused. */
async function stored(ref: Ref) {
  const table = {
    product: 'product_leads',
    service: 'service_leads',
    business: 'business_leads',
    requirement: 'requirement_leads',
  };
  const result = await t.deps.database.db.execute(
    sql`select status, lost_reason, note, follow_up_on::text as follow_up_on, read_at,
      first_action_at, status_changed_at, deleted_at
      from ${sql.raw(table[ref.source])} where id = ${ref.id}`,
  );
  const row = result.rows[0] as Record<string, unknown>;
  const time = (value: unknown) => (value === null ? null : new Date(value as string).getTime());
  return {
    status: row.status,
    lostReason: row.lost_reason,
    note: row.note,
    followUpOn: row.follow_up_on,
    readAt: time(row.read_at),
    firstActionAt: time(row.first_action_at),
    statusChangedAt: time(row.status_changed_at),
  };
}

const status = (ref: Ref, body: Record<string, unknown>, who: Seller = seller) =>
  as(t, who).put(`${INBOX}/status`, { ...ref, ...body });
const contacted = (ref: Ref, who: Seller = seller) =>
  as(t, who).put(`${INBOX}/markContacted`, { ...ref });
const followUp = (ref: Ref, body: Record<string, unknown>, who: Seller = seller) =>
  as(t, who).put(`${INBOX}/followUp`, { ...ref, ...body });

/** Moves the app's clock and lets the worker run whatever is due by then. */
async function runJobsAt(at: Date) {
  t.clock.set(at);
  t.deps.jobs.ring();
  await t.deps.jobs.idle();
}

const reminders = () =>
  t.deps.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.fkUserId, seller.userId),
        sql`${notifications.message}->>'key' = 'leadFollowUp'`,
      ),
    );

beforeAll(async () => {
  t = await createSellerTestApp();
  t.clock.set(START);
  seller = await signUpSeller(t);
  other = await signUpSeller(t);
  shop = await makeShop(t, seller);
  otherShop = await makeShop(t, other);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.deps.jobs.idle();
  t.clock.set(START);
  await t.deps.database.db.delete(jobs);
  await t.deps.database.db.delete(notifications).where(eq(notifications.fkUserId, seller.userId));
});

describe('PUT /api/userAdmin/enquiries/status: the machine', () => {
  it('moves forward with skips, stamps the first action once, and marks the lead read', async () => {
    const lead = await newLead();
    expect(await stored(lead)).toMatchObject({ status: 'new', readAt: null, firstActionAt: null });

    t.clock.set(ist('2026-11-30T11:00'));
    const quoted = await status(lead, { status: 'quoted' });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      message: LEAD_MSG.statusSaved,
      payload: { _id: lead.id, status: 'quoted', lostReason: null, isRead: true },
    });
    const first = ist('2026-11-30T11:00').getTime();
    expect(await stored(lead)).toMatchObject({
      status: 'quoted',
      firstActionAt: first,
      statusChangedAt: first,
      readAt: first,
    });

    t.clock.set(ist('2026-11-30T12:00'));
    expect((await status(lead, { status: 'won' })).status).toBe(200);
    // Won by mistake: corrected to Lost with a reason, then reopened to Quoted.
    t.clock.set(ist('2026-11-30T13:00'));
    const lost = await status(lead, { status: 'lost', lostReason: 'price' });
    expect(lost.body.payload).toMatchObject({ status: 'lost', lostReason: 'price' });
    expect((await status(lead, { status: 'lost', lostReason: 'no-reply' })).status).toBe(200);
    t.clock.set(ist('2026-11-30T14:00'));
    const reopened = await status(lead, { status: 'quoted' });
    expect(reopened.body.payload).toMatchObject({ status: 'quoted', lostReason: null });
    expect(await stored(lead)).toMatchObject({
      status: 'quoted',
      lostReason: null,
      firstActionAt: first,
      statusChangedAt: ist('2026-11-30T14:00').getTime(),
    });

    // The same status again changes nothing, not even the time of the last change.
    t.clock.set(ist('2026-11-30T15:00'));
    expect((await status(lead, { status: 'quoted' })).status).toBe(200);
    expect((await stored(lead)).statusChangedAt).toBe(ist('2026-11-30T14:00').getTime());
  });

  it.each([
    ['contacted', 'new', LEAD_MSG.statusNotBackToNew],
    ['won', 'new', LEAD_MSG.statusNotBackToNew],
    ['quoted', 'contacted', LEAD_MSG.statusOnlyForward],
    ['won', 'contacted', LEAD_MSG.statusOnlyForward],
    ['lost', 'contacted', LEAD_MSG.statusOnlyForward],
  ] as const)('refuses %s → %s with 409 in words, changing nothing', async (from, to, message) => {
    const lead = await newLead('service');
    const reason = from === 'lost' ? { lostReason: 'other' } : {};
    expect((await status(lead, { status: from, ...reason })).status).toBe(200);
    const before = await stored(lead);
    t.clock.advance(60_000);
    const res = await status(lead, { status: to });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(message);
    expect(await stored(lead)).toEqual(before);
  });

  it.each([
    [{ status: 'lost' }, LEAD_MSG.lostReasonRequired],
    [{ status: 'won', lostReason: 'price' }, LEAD_MSG.lostReasonOnlyLost],
    [{ status: 'lost', lostReason: 'too-far' }, LEAD_MSG.lostReasonInvalid],
    [{ status: 'closed' }, LEAD_MSG.statusInvalid],
    [{}, LEAD_MSG.statusInvalid],
  ])('refuses %o with 400 in words, changing nothing', async (body, message) => {
    const lead = await newLead('business');
    const before = await stored(lead);
    const res = await status(lead, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await stored(lead)).toEqual(before);
  });

  it('answers 404 for another seller’s, a deleted, an unknown or a malformed lead', async () => {
    const theirs = await newLead('product', other);
    const gone = await newLead('product');
    expect((await as(t, seller).delete(`${INBOX}/delete`, { ...gone })).status).toBe(200);
    const refs: Ref[] = [
      theirs,
      gone,
      { source: 'product', id: '00000000-0000-4000-8000-000000000000' },
      { source: 'product', id: 'not-an-id' },
      // The right id under another source names nothing.
      { source: 'service', id: theirs.id },
    ];
    for (const ref of refs) {
      expect((await status(ref, { status: 'contacted' })).status).toBe(404);
      expect((await contacted(ref)).status).toBe(404);
      expect((await followUp(ref, { note: 'x', followUpOn: '2026-12-01' })).status).toBe(404);
    }
    for (const lead of [theirs, gone]) {
      expect(await stored(lead)).toMatchObject({ status: 'new', note: null, followUpOn: null });
    }
    expect(
      await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, LEAD_FOLLOW_UP)),
    ).toEqual([]);
  });
});

describe('PUT /api/userAdmin/enquiries/markContacted (Call or WhatsApp tapped)', () => {
  it('makes a new lead Contacted once; again, or on a lead further on, changes nothing', async () => {
    const lead = await newLead();
    const res = await contacted(lead);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: LEAD_MSG.markedContacted,
      payload: { status: 'contacted', isRead: true },
    });
    const once = await stored(lead);
    expect(once).toMatchObject({ status: 'contacted', firstActionAt: START.getTime() });

    t.clock.advance(60 * 60_000);
    expect((await contacted(lead)).body.payload.status).toBe('contacted');
    expect(await stored(lead)).toEqual(once);

    expect((await status(lead, { status: 'quoted' })).status).toBe(200);
    const quoted = await stored(lead);
    t.clock.advance(60 * 60_000);
    expect((await contacted(lead)).body.payload.status).toBe('quoted');
    expect(await stored(lead)).toEqual(quoted);
  });
});

describe('PUT /api/userAdmin/enquiries/followUp: note and follow-up day', () => {
  it('keeps a note and a day, changes only what is sent, and clears with null', async () => {
    const lead = await newLead();
    const res = await followUp(lead, { note: '  Wants 3 in blue  ', followUpOn: '2026-12-02' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: LEAD_MSG.followUpSaved,
      payload: { note: 'Wants 3 in blue', followUpOn: '2026-12-02', status: 'new' },
    });
    expect((await followUp(lead, { note: 'Sent a quote' })).body.payload).toMatchObject({
      note: 'Sent a quote',
      followUpOn: '2026-12-02',
    });
    expect((await followUp(lead, { followUpOn: null, note: '' })).body.payload).toMatchObject({
      note: null,
      followUpOn: null,
    });
  });

  it.each([
    ['a note of 1001 characters', { note: 'x'.repeat(1001) }, LEAD_MSG.noteTooLong],
    ['a note that is a number', { note: 42 }, LEAD_MSG.noteInvalid],
    ['30 February', { followUpOn: '2026-02-30' }, LEAD_MSG.dateInvalid],
    ['"tomorrow"', { followUpOn: 'tomorrow' }, LEAD_MSG.dateInvalid],
    ['yesterday', { followUpOn: '2026-11-29' }, LEAD_MSG.followUpPast],
  ])('refuses %s with 400 in words, changing nothing', async (_, body, message) => {
    const lead = await newLead();
    expect((await followUp(lead, { note: 'Keep me', followUpOn: '2026-12-05' })).status).toBe(200);
    const before = await stored(lead);
    const res = await followUp(lead, { note: 'Changed', ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await stored(lead)).toEqual(before);
  });

  it('counts days in India: at 00:30 on 1 Dec in India (still 30 Nov in UTC) 1 Dec is today', async () => {
    const lead = await newLead();
    t.clock.set(new Date('2026-11-30T19:00:00Z'));
    const yesterday = await followUp(lead, { followUpOn: '2026-11-30' });
    expect(yesterday.status).toBe(400);
    expect(yesterday.body.message).toBe(LEAD_MSG.followUpPast);
    expect((await followUp(lead, { followUpOn: '2026-12-01' })).status).toBe(200);
    // An overdue day the lead already has stays while the note changes.
    t.clock.set(ist('2026-12-03T10:00'));
    const note = await followUp(lead, { note: 'Called, no answer', followUpOn: '2026-12-01' });
    expect(note.status).toBe(200);
    expect(note.body.payload).toMatchObject({ followUpOn: '2026-12-01' });
  });
});

describe('the follow-up reminder', () => {
  it('comes at 09:00 India time on the day, as a notification in Hindi too, opening the lead', async () => {
    const lead = await newLead();
    expect((await followUp(lead, { followUpOn: '2026-12-01' })).status).toBe(200);
    const [job] = await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, LEAD_FOLLOW_UP));
    expect(job!.runAt.toISOString()).toBe('2026-12-01T03:30:00.000Z');

    await runJobsAt(ist('2026-12-01T08:59'));
    expect(await reminders()).toEqual([]);
    await runJobsAt(ist('2026-12-01T09:00'));
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    const [product] = await t.deps.database.db
      .select({ name: productLeads.contactPerson })
      .from(productLeads)
      .where(eq(productLeads.id, lead.id));
    expect(sent[0]).toMatchObject({
      notification: NOTIFICATION_TEXT.leadFollowUp
        .replace('{{contactPerson}}', product!.name)
        .replace('{{name}}', shop.product.name),
      message: {
        key: 'leadFollowUp',
        values: { contactPerson: product!.name, name: shop.product.name, day: '2026-12-01' },
      },
      redirect: leadLink('product', lead.id),
      isMarkedRead: false,
    });
    // The link's inbox shows that one lead.
    const opened = await as(t, seller).get(`${INBOX}/fetchAll`, {
      source: 'product',
      lead: lead.id,
    });
    expect(opened.body.payload.enquiries.map((e: { _id: string }) => e._id)).toEqual([lead.id]);

    await runJobsAt(ist('2026-12-02T09:00'));
    expect(await reminders()).toHaveLength(1);
  });

  it('goes at once for today after 09:00', async () => {
    const lead = await newLead('business');
    expect((await followUp(lead, { followUpOn: '2026-11-30' })).status).toBe(200);
    await t.deps.jobs.idle();
    expect(await reminders()).toHaveLength(1);
  });

  it('follows a changed day, and none comes for a cleared day, a closed or a deleted lead', async () => {
    const moved = await newLead();
    const cleared = await newLead();
    const won = await newLead('service');
    const deleted = await newLead('business');
    const reopened = await newLead();
    for (const lead of [moved, cleared, won, deleted, reopened]) {
      expect((await followUp(lead, { followUpOn: '2026-12-01' })).status).toBe(200);
    }
    expect((await followUp(moved, { followUpOn: '2026-12-02' })).status).toBe(200);
    expect((await followUp(cleared, { followUpOn: null })).status).toBe(200);
    expect((await status(won, { status: 'won' })).status).toBe(200);
    expect((await as(t, seller).delete(`${INBOX}/delete`, { ...deleted })).status).toBe(200);
    // Lost, then reopened before the day: the reminder still comes.
    expect((await status(reopened, { status: 'lost', lostReason: 'other' })).status).toBe(200);
    expect((await status(reopened, { status: 'quoted' })).status).toBe(200);

    await runJobsAt(ist('2026-12-01T09:00'));
    const onFirst = await reminders();
    expect(onFirst.map((n) => n.redirect)).toEqual([leadLink('product', reopened.id)]);
    await runJobsAt(ist('2026-12-02T09:00'));
    const all = await reminders();
    expect(all.map((n) => n.redirect).sort()).toEqual(
      [leadLink('product', reopened.id), leadLink('product', moved.id)].sort(),
    );
  });

  it('set, cleared and set again to the same day reminds once', async () => {
    const lead = await newLead();
    for (const day of ['2026-12-01', null, '2026-12-01']) {
      expect((await followUp(lead, { followUpOn: day })).status).toBe(200);
    }
    await runJobsAt(ist('2026-12-01T09:00'));
    expect(await reminders()).toHaveLength(1);
  });
});

describe('the inbox: status filter, counts and CSV', () => {
  it('filters by status, and every row of counts adds up to its All', async () => {
    const fresh = await signUpSeller(t);
    const freshShop = await makeShop(t, fresh);
    const send = async (kind: LeadKind, id: string) => {
      expect((await sendLead(t, kind, id)).status).toBe(201);
    };
    await send('product', freshShop.product.id);
    await send('product', freshShop.product.id);
    await send('service', freshShop.service.id);
    await send('business', freshShop.business.id);
    const inbox = (query: Record<string, string> = {}) =>
      as(t, fresh).get(`${INBOX}/fetchAll`, query);
    const leads = (await inbox()).body.payload.enquiries as Array<Ref & { _id: string }>;
    const ref = (n: number) => ({ source: leads[n]!.source, id: leads[n]!._id });
    expect((await contacted(ref(0), fresh)).status).toBe(200);
    expect((await status(ref(1), { status: 'lost', lostReason: 'price' }, fresh)).status).toBe(200);

    const all = (await inbox()).body.payload;
    expect(all.counts.statuses).toEqual({
      all: 4,
      new: 2,
      contacted: 1,
      quoted: 0,
      won: 0,
      lost: 1,
    });
    const contactedOnly = (await inbox({ status: 'contacted' })).body.payload;
    expect(contactedOnly.total).toBe(1);
    expect(contactedOnly.enquiries.map((e: { _id: string }) => e._id)).toEqual([leads[0]!._id]);
    expect(contactedOnly.enquiries[0]).toMatchObject({ status: 'contacted', isRead: true });
    // Source counts follow the status chosen; the status counts follow the source chosen.
    const c = contactedOnly.counts;
    expect(c.business + c.product + c.service).toBe(c.all);
    expect(c.all).toBe(1);
    const products = (await inbox({ source: 'product' })).body.payload.counts.statuses;
    expect(products.all).toBe(2);
    expect(products.new + products.contacted + products.quoted + products.won + products.lost).toBe(
      2,
    );
    // Unread under a status: the New state filter's number.
    const newOnes = (await inbox({ status: 'new', state: 'new' })).body.payload;
    expect(newOnes.counts.new).toBe(2);
    expect(newOnes.total).toBe(2);
    expect((await inbox({ status: 'won' })).body.payload.enquiries).toEqual([]);

    const refused = await inbox({ status: 'closed' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(LEAD_MSG.statusFilterInvalid);
  });

  it('writes Status, Read, Lost reason, Note and Follow-up into leads_data.csv', async () => {
    const fresh = await signUpSeller(t);
    const freshShop = await makeShop(t, fresh);
    expect((await sendLead(t, 'product', freshShop.product.id)).status).toBe(201);
    expect((await sendLead(t, 'product', freshShop.product.id)).status).toBe(201);
    const [second, first] = (await as(t, fresh).get(`${INBOX}/fetchAll`)).body.payload
      .enquiries as Array<{ _id: string }>;
    const lost = { source: 'product' as const, id: first!._id };
    expect(
      (await status(lost, { status: 'lost', lostReason: 'bought-elsewhere' }, fresh)).status,
    ).toBe(200);
    const noted = { source: 'product' as const, id: second!._id };
    expect(
      (await followUp(noted, { note: '=SUM(A1) wants\nblue', followUpOn: '2026-12-07' }, fresh))
        .status,
    ).toBe(200);

    const res = await t.call({
      method: 'GET',
      url: `${INBOX}/download`,
      headers: fresh.headers,
    });
    expect(res.status).toBe(200);
    const lines = (res.body as string).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"S.No.","Contact Person","Contact No.","Email","Business Name","Query","Source","Business","Product or Service","Status","Date (IST)","Read","Lost reason","Note","Follow-up"',
    );
    // An empty cell is written bare; a note's line break stays inside its cell.
    expect(lines[1]).toMatch(
      /"New","30 Nov 2026, 10:00 AM","No",,"'=SUM\(A1\) wants\nblue","07 Dec 2026"$/,
    );
    expect(lines[2]).toMatch(/"Lost","30 Nov 2026, 10:00 AM","Yes","Bought elsewhere",,$/);
  });
});

// A requirement lead has a life once its seller accepted it; before that it is an
// offer to answer (modules/requirements), and every change of its life is refused in words.
describe('requirement leads: a life once accepted', () => {
  const offer = async (options: Parameters<typeof offerRequirement>[2] = {}) => {
    const made = await offerRequirement(t, shop.business.id, options);
    return { ...made, ref: { source: 'requirement', id: made.lead.id } as Ref };
  };

  it('refuses status, contacted and follow-up on an offered one with 409 in words, changing nothing', async () => {
    const { ref } = await offer();
    const before = await stored(ref);
    for (const res of [
      await status(ref, { status: 'contacted' }),
      await contacted(ref),
      await followUp(ref, { note: 'Call at 5', followUpOn: '2026-12-01' }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(LEAD_MSG.requirementNotAccepted);
    }
    expect(await stored(ref)).toEqual(before);
    expect(
      await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, LEAD_FOLLOW_UP)),
    ).toEqual([]);
  });

  it('answers 404 for a declined one, one of a removed requirement, and another seller’s', async () => {
    const declined = await offer({ offer: 'declined' });
    const removed = await offer({ offer: 'accepted', requirement: { status: 'removed' } });
    const theirs = await offerRequirement(t, otherShop.business.id, { offer: 'accepted' });
    for (const ref of [
      declined.ref,
      removed.ref,
      { source: 'requirement' as const, id: theirs.lead.id },
    ]) {
      expect((await status(ref, { status: 'contacted' })).status).toBe(404);
      expect((await contacted(ref)).status).toBe(404);
      expect((await followUp(ref, { note: 'x' })).status).toBe(404);
    }
  });

  it('an accepted one lives as any lead: contacted, status, note and a reminder opening it', async () => {
    const { ref, requirement } = await offer({ offer: 'accepted' });
    const called = await contacted(ref);
    expect(called.status).toBe(200);
    expect(called.body.payload).toMatchObject({ source: 'requirement', status: 'contacted' });
    expect(await stored(ref)).toMatchObject({ status: 'contacted', readAt: START.getTime() });
    const quoted = await status(ref, { status: 'quoted' });
    expect(quoted.body.payload).toMatchObject({ status: 'quoted' });
    const saved = await followUp(ref, { note: 'Quoted 380 a bag', followUpOn: '2026-12-01' });
    expect(saved.status).toBe(200);

    await runJobsAt(ist('2026-12-01T09:00'));
    const [reminder] = await reminders();
    expect(reminder).toMatchObject({
      message: {
        key: 'leadFollowUp',
        values: { contactPerson: 'Ravi Buyer', name: requirement.need, day: '2026-12-01' },
      },
      redirect: leadLink('requirement', ref.id),
    });
    // The reminder's link: the inbox showing that one lead.
    const opened = await as(t, seller).get(`${INBOX}/fetchAll`, {
      source: 'requirement',
      lead: ref.id,
    });
    expect(opened.body.payload.enquiries).toMatchObject([
      { _id: ref.id, status: 'quoted', note: 'Quoted 380 a bag', followUpOn: '2026-12-01' },
    ]);
  });

  it('no reminder comes once the administrator removed the requirement', async () => {
    const { ref, requirement } = await offer({ offer: 'accepted' });
    expect((await followUp(ref, { followUpOn: '2026-12-01' })).status).toBe(200);
    await t.deps.database.db
      .update(requirements)
      .set({ status: 'removed', removedAt: START })
      .where(eq(requirements.id, requirement.id));
    await runJobsAt(ist('2026-12-01T09:00'));
    expect(await reminders()).toEqual([]);
  });
});
