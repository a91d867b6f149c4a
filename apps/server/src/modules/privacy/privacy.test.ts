import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPrivacyNotice, PRIVACY_LIMITS, PRIVACY_MSG } from '@haat/shared';
import { DEMO_GRIEVANCE_OFFICER } from '../../config.ts';
import { adminAuditLog, privacyNotices } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import { createSellerTestApp, signUpSeller } from '../../test/sellers.ts';
import { noticePeriods } from './service.ts';
import { as, makeAdmin } from '../admin/test-fixtures.ts';

const URL = '/api/admin/privacyPolicy';
const PUBLIC_URL = '/api/public/privacyPolicy';

/** A notice long enough to be published, with a word that tells versions apart. */
const text = (word: string) =>
  `## ${word}\n\n${'We keep your name and phone to pass your enquiry to the seller. '.repeat(5)}`;

let t: TestApp;
let admin: Seller;
let seller: Seller;
beforeAll(async () => {
  t = await createSellerTestApp({
    env: {
      RETENTION_LEADS_MONTHS: '18',
      ACCOUNT_DELETION_GRACE_DAYS: '10',
      GRIEVANCE_ANSWER_DAYS: '30',
      GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
      GRIEVANCE_OFFICER_EMAIL: 'privacy@haat.example.in',
    },
  });
  admin = await makeAdmin(t);
  seller = await signUpSeller(t);
});
afterAll(() => t.close());

describe('GET /api/public/privacyPolicy', () => {
  it('before any publication: version 0, the built-in text with this server’s periods, and the contact', async () => {
    const res = await t.call({ method: 'GET', url: PUBLIC_URL });
    expect(res.status).toBe(200);
    const builtIn = defaultPrivacyNotice(noticePeriods(t.deps.config));
    expect(res.body.payload).toEqual({
      notice: { version: 0, body: builtIn.body, bodyHi: builtIn.bodyHi, publishedAt: null },
      // The phone was not configured: its placeholder shows, and the contact says it is a demo.
      grievance: {
        name: 'Meera Iyer',
        email: 'privacy@haat.example.in',
        phone: DEMO_GRIEVANCE_OFFICER.phone,
        demo: true,
      },
    });
    // The periods it quotes are the configured ones, in both languages.
    expect(builtIn.body).toContain('Enquiries of every kind and posted requirements: 18 months');
    expect(builtIn.bodyHi).toContain('18 महीने');
    expect(builtIn.body).toContain('Deleting waits 10 days');
    expect(builtIn.body).toContain('We answer within 30 days.');
    expect(builtIn.bodyHi).toContain('हटाना 10 दिन रुकता है');
    for (const words of ['phone number', 'SMS', 'Web Push', 'erase', 'Grievance Officer']) {
      expect(builtIn.body).toContain(words);
    }
  });
});

describe('publishing a version', () => {
  it('publishes version 1 (201), which the public page then shows, and audits it', async () => {
    const res = await as(t, admin).post(URL, { body: `  ${text('First')}  `, bodyHi: '   ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PRIVACY_MSG.published);
    const published = res.body.payload.version;
    expect(published).toMatchObject({
      version: 1,
      body: text('First').trim(),
      bodyHi: null,
      publishedBy: expect.any(String),
    });
    expect(new Date(published.publishedAt).getTime()).toBe(t.clock.now().getTime());

    const shown = await t.call({ method: 'GET', url: PUBLIC_URL });
    expect(shown.body.payload.notice).toEqual({
      version: 1,
      body: text('First').trim(),
      bodyHi: null,
      publishedAt: published.publishedAt,
    });

    const [row] = await t.deps.database.db
      .select()
      .from(privacyNotices)
      .where(eq(privacyNotices.version, 1));
    expect(row).toMatchObject({ publishedBy: admin.userId, bodyHi: null });
    const audit = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.entityType, 'privacyNotice'), eq(adminAuditLog.entityId, row!.id)),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        adminId: admin.userId,
        action: 'publishPrivacyNotice',
        before: { version: 0 },
        after: { version: 1, bodyLength: text('First').trim().length, bodyHiLength: null },
      }),
    ]);
  });

  it('the next version carries its Hindi; the console lists every version, newest first', async () => {
    t.clock.advance(60_000);
    const hindi = `## दूसरा\n\n${'हम आपकी पूछताछ विक्रेता तक पहुँचाने के लिए आपका नाम और फ़ोन रखते हैं। '.repeat(5)}`;
    const res = await as(t, admin).post(URL, { body: text('Second'), bodyHi: hindi });
    expect(res.status).toBe(201);
    expect(res.body.payload.version).toMatchObject({ version: 2, bodyHi: hindi.trim() });

    const list = await as(t, admin).get(URL);
    expect(list.status).toBe(200);
    expect(list.body.payload.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list.body.payload.versions[1].body).toBe(text('First').trim());

    const shown = await t.call({ method: 'GET', url: PUBLIC_URL });
    expect(shown.body.payload.notice).toMatchObject({ version: 2, bodyHi: hindi.trim() });
  });

  it('refuses a missing, short or long text in the words of PRIVACY_MSG, and publishes nothing', async () => {
    const post = (payload: Record<string, unknown>) => as(t, admin).post(URL, payload);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{}, PRIVACY_MSG.bodyRequired],
      [{ body: '   ' }, PRIVACY_MSG.bodyRequired],
      [{ body: 'Too short.' }, PRIVACY_MSG.bodyTooShort],
      [{ body: 'x'.repeat(PRIVACY_LIMITS.bodyMax + 1) }, PRIVACY_MSG.bodyTooLong],
      [{ body: text('Third'), bodyHi: 'छोटा' }, PRIVACY_MSG.bodyHiTooShort],
      [
        { body: text('Third'), bodyHi: 'क'.repeat(PRIVACY_LIMITS.bodyMax + 1) },
        PRIVACY_MSG.bodyHiTooLong,
      ],
    ];
    for (const [payload, message] of refusals) {
      const res = await post(payload);
      expect([res.status, res.body.message, res.body.messageKey]).toEqual([
        400,
        message,
        `privacyMsg.${Object.entries(PRIVACY_MSG).find(([, words]) => words === message)![0]}`,
      ]);
    }
    const rows = await t.deps.database.db.select().from(privacyNotices);
    expect(rows).toHaveLength(2);
  });

  it('is for administrators only: a seller gets 403, nobody 401, and nothing is published', async () => {
    for (const who of [seller, null]) {
      const read = await as(t, who).get(URL);
      const publish = await as(t, who).post(URL, { body: text('Sneaky') });
      const expected = who ? [403, 'FORBIDDEN'] : [401, 'TOKEN_EXPIRED'];
      expect([read.status, read.body.error]).toEqual(expected);
      expect([publish.status, publish.body.error]).toEqual(expected);
    }
    const shown = await t.call({ method: 'GET', url: PUBLIC_URL });
    expect(shown.body.payload.notice.version).toBe(2);
  });

  it('counts on from the newest version, whoever published it', async () => {
    // Another administrator's version 3, written while this one was reading the list.
    await t.deps.database.db.insert(privacyNotices).values({
      version: 3,
      body: text('Other'),
      publishedAt: t.clock.now(),
      publishedBy: admin.userId,
    });
    const res = await as(t, admin).post(URL, { body: text('Fourth') });
    expect(res.status).toBe(201);
    expect(res.body.payload.version.version).toBe(4);
  });
});
