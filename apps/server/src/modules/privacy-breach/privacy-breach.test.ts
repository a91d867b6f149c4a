import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/query.ts';
import {
  adminAuditLog,
  businessLeads,
  contactMessages,
  listingViews,
  otpCodes,
  requirements,
  reviews,
  sessions,
} from '../../db/schema/index.ts';
import { sql } from 'drizzle-orm';
import { indiaTimeOn } from '../../lib/india-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeBusiness, makeUser } from '../discovery/test-fixtures.ts';
import { freshPhone } from '../leads/test-fixtures.ts';
import { NOT_PERSONAL, PERSONAL_TABLES, PERSONAL_TABLE_NAMES } from './personal-tables.ts';
import {
  affectedCsv,
  affectedPeople,
  AffectedQueryError,
  type AffectedPerson,
  type AffectedReport,
} from './service.ts';

// Two periods of India's calendar: March 2025 (A) and June 2025 (B). Every row is written with
// its own times, far from the test clock, so rows the app writes by itself fall in neither.
const A = { from: '2025-03-01', to: '2025-03-31' };
const B = { from: '2025-06-01', to: '2025-06-30' };
const at = (day: string, hour = 12, minute = 0) => indiaTimeOn(day, hour, minute);

let t: TestApp;
const phone = {
  seller: freshPhone(),
  admin: freshPhone(),
  /** A lead in A (its first minute in India), a review in B. */
  buyer: freshPhone(),
  /** A lead written before A, read by the seller in A. */
  readInA: freshPhone(),
  /** A lead at 02:00 on 1 April in India: still 31 March in UTC. */
  afterA: freshPhone(),
  /** A one-time code in B only. */
  codeInB: freshPhone(),
};
let sellerId: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  const old = at('2024-01-10');
  sellerId = await makeUser(db, {
    firstName: 'Meera',
    lastName: 'Iyer',
    phoneNo: phone.seller,
    email: 'meera@example.in',
    createdAt: at('2025-03-05'),
    updatedAt: at('2025-03-05'),
  });
  adminId = await makeUser(db, {
    firstName: 'Arun',
    lastName: 'Admin',
    phoneNo: phone.admin,
    role: 'admin',
    createdAt: old,
    updatedAt: old,
  });
  const shop = await makeBusiness(db, {
    fkUserId: sellerId,
    createdAt: at('2025-03-06'),
    updatedAt: at('2025-03-06'),
  });
  await db.insert(sessions).values({
    userId: sellerId,
    createdAt: at('2025-06-10'),
    expiresAt: at('2025-07-10'),
  });
  await db.insert(adminAuditLog).values({
    adminId,
    action: 'deactivate',
    entityType: 'user',
    entityId: sellerId,
    createdAt: at('2025-03-20'),
  });
  const lead = (phoneNo: string, contactPerson: string, createdAt: Date) => ({
    contactPerson,
    phoneNo,
    email: 'Ravi@Example.in',
    fkBusinessId: shop,
    createdAt,
  });
  await db
    .insert(businessLeads)
    .values([
      lead(phone.buyer, 'Ravi Kumar', at('2025-03-01', 0, 30)),
      { ...lead(phone.readInA, 'Sunita Rao', at('2024-12-01')), readAt: at('2025-03-15') },
      lead(phone.afterA, 'Late Buyer', at('2025-04-01', 2)),
    ]);
  await db.insert(reviews).values({
    fkBusinessId: shop,
    phoneNo: phone.buyer,
    name: 'Ravi K.',
    rating: 4,
    createdAt: at('2025-06-12'),
    updatedAt: at('2025-06-12'),
  });
  // The seller posts a requirement with their own phone: they stay a seller, under their name.
  await db.insert(requirements).values({
    need: 'Packing boxes',
    needKey: 'packing boxes',
    kind: 'product',
    when: 'this-week',
    city: 'Pune',
    contactPerson: 'M. Iyer',
    phoneNo: phone.seller,
    fkUserId: sellerId,
    status: 'matched',
    createdAt: at('2025-06-20'),
  });
  await db.insert(otpCodes).values({
    phoneNo: phone.codeInB,
    type: 'RegisterUser',
    codeHash: 'x',
    expiresAt: at('2025-06-02', 12, 5),
    createdAt: at('2025-06-02'),
  });
  await db.insert(contactMessages).values({
    name: 'Asha',
    email: 'Asha@Example.in',
    message: 'Please call me back.',
    createdAt: at('2025-03-25'),
  });
  await db.insert(listingViews).values({
    listingType: 'product',
    listingId: randomUUID(),
    visitorHash: 'a-visitor',
    day: '2025-03-26',
    createdAt: at('2025-03-26'),
  });
});
afterAll(async () => {
  await t?.close();
});

const byKey = (report: AffectedReport) =>
  Object.fromEntries(report.people.map((person) => [person.phoneNo ?? person.email, person]));

const person = (fields: Partial<AffectedPerson>) => expect.objectContaining(fields);

describe('affectedPeople', () => {
  it("lists everyone whose rows were written or changed in March, by India's calendar", async () => {
    const report = await affectedPeople(t.deps.database.db, { table: 'all', ...A });
    expect(report.tables).toEqual(PERSONAL_TABLE_NAMES);
    expect(byKey(report)).toEqual({
      [phone.seller]: person({
        kind: 'seller',
        userId: sellerId,
        name: 'Meera Iyer',
        email: 'meera@example.in',
        tables: { admin_audit_log: 1, businesses: 1, users: 1 },
        rows: 3,
      }),
      [phone.admin]: person({
        kind: 'admin',
        userId: adminId,
        name: 'Arun Admin',
        tables: { admin_audit_log: 1 },
        rows: 1,
      }),
      [phone.buyer]: person({
        kind: 'buyer',
        userId: null,
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        tables: { business_leads: 1 },
        rows: 1,
        lastAt: at('2025-03-01', 0, 30).toISOString(),
      }),
      [phone.readInA]: person({ kind: 'buyer', name: 'Sunita Rao', tables: { business_leads: 1 } }),
      'asha@example.in': person({
        phoneNo: null,
        kind: 'buyer',
        name: 'Asha',
        tables: { contact_messages: 1 },
      }),
    });
    // A view names a hash of an address, not a person: counted, not listed.
    expect(report.unidentifiedRows).toEqual({ listing_views: 1 });
  });

  it('lists June apart: a session, a review under its newer name, a code, and a seller posting as a buyer', async () => {
    const report = await affectedPeople(t.deps.database.db, { table: 'all', ...B });
    expect(byKey(report)).toEqual({
      [phone.seller]: person({
        kind: 'seller',
        name: 'Meera Iyer',
        tables: { requirements: 1, sessions: 1 },
        rows: 2,
      }),
      [phone.buyer]: person({ kind: 'buyer', name: 'Ravi K.', tables: { reviews: 1 } }),
      [phone.codeInB]: person({ kind: 'buyer', name: null, tables: { otp_codes: 1 } }),
    });
    expect(report.unidentifiedRows).toEqual({});
  });

  it('reads one table when asked, and a period of one day', async () => {
    const db = t.deps.database.db;
    const leads = await affectedPeople(db, { table: 'business_leads', ...A });
    expect(leads.tables).toEqual(['business_leads']);
    expect(leads.people.map((p) => p.phoneNo).sort()).toEqual([phone.buyer, phone.readInA].sort());
    const firstOfApril = await affectedPeople(db, {
      table: 'business_leads',
      from: '2025-04-01',
      to: '2025-04-01',
    });
    expect(firstOfApril.people.map((p) => p.phoneNo)).toEqual([phone.afterA]);
  });

  it('writes the list as a spreadsheet, one line a person', async () => {
    const report = await affectedPeople(t.deps.database.db, { table: 'business_leads', ...A });
    const lines = affectedCsv(report)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"phone","email","name","kind","rows","tables","last_at"');
    expect(lines).toContain(
      `"${phone.buyer}","ravi@example.in","Ravi Kumar","buyer","1","business_leads:1","${at('2025-03-01', 0, 30).toISOString()}"`,
    );
    expect(lines).toHaveLength(3);
  });

  it('refuses an unknown table, a day that does not exist and a period that ends before it starts', async () => {
    const db = t.deps.database.db;
    for (const query of [
      { table: 'products', ...A },
      { table: 'all', from: '2025-02-30', to: '2025-03-31' },
      { table: 'all', from: '1/3/2025', to: '2025-03-31' },
      { table: 'all', from: '2025-03-31', to: '2025-03-01' },
    ])
      await expect(affectedPeople(db, query)).rejects.toBeInstanceOf(AffectedQueryError);
  });
});

describe('the list of personal tables', () => {
  it("names each table's columns as they are: every table can be read alone", async () => {
    for (const table of PERSONAL_TABLE_NAMES)
      await expect(
        affectedPeople(t.deps.database.db, { table, from: '2000-01-01', to: '2000-01-01' }),
      ).resolves.toMatchObject({ tables: [table], people: [] });
  });

  it('holds every table with a column that names a person or a user, or says why not', async () => {
    const found = await rows<{ table_name: string }>(
      t.deps.database.db,
      sql`select table_name from information_schema.columns
          where table_schema = 'public'
            and column_name in ('phone_no', 'contact_person', 'email', 'visitor_hash')
          union
          select k.table_name from information_schema.table_constraints k
            join information_schema.constraint_column_usage u
              on u.constraint_schema = k.constraint_schema and u.constraint_name = k.constraint_name
          where k.constraint_type = 'FOREIGN KEY' and k.table_schema = 'public'
            and u.table_name = 'users'`,
    );
    const names = found.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(['users', 'business_leads', 'listing_views']));
    const missing = names.filter((name) => !(name in PERSONAL_TABLES) && !(name in NOT_PERSONAL));
    expect(missing).toEqual([]);
  });
});
