// Logs and personal data (docs/security.md): the app's own logger, at the lowest level it accepts
// and logging every request as in production, writes into memory while a whole journey goes
// through the HTTP API — a seller's sign-up, login, password reset, profile and shop with their
// addresses, a product; a buyer's enquiry with name, phone and e-mail, its SMS receipt through the
// job queue, My enquiries' code and proof, a review with its code, a requirement, the buyer's
// consents (one withdrawn), their copy of their data and their phone's erasure; a contact
// message and a grievance; the seller's inbox and CSV, a push subscription and its failing
// alert, the live stream with its token, their copy of their data and their account's deletion
// with a code, erased through the queue; a body that is not JSON, a refused body and a database
// failure, each with a phone in it; a bad login. Then every line
// is scanned for each phone (in any spelling), code, token, proof, e-mail address, street
// address and person's name of the journey, and the test names each line that holds one. On
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePassword } from '@haat/shared';
import { businesses, erasures, products, users } from '../../db/schema/index.ts';
import { startTestPushService, testBrowser } from '../../modules/alerts/test-push-service.ts';
import { freshIp } from '../../modules/leads/test-fixtures.ts';
import { outboxOf } from '../../modules/reviews/test-fixtures.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { TestApp } from '../app.ts';
import { businessForm, createSellerTestApp, pickCatalog } from '../sellers.ts';

const PASSWORD = 'kite-river-42';
const NEW_PASSWORD = 'lamp-harbour-77';

/** Every phone of the journey: none may appear in the log, in any spelling. */
const PHONES = {
  seller: '7391824660',
  shop: '7391824661',
  buyer: '7391824662',
  reviewer: '7391824663',
  badLogin: '7391824664',
  refused: '7391824665',
  failing: '7391824666',
  notJson: '7391824667',
  contact: '7391824668',
  grievance: '7391824669',
};
const EMAILS = [
  'meena.iyer@example.in',
  'anita.buyer@example.in',
  'asha.contact@example.in',
  'ravi.grievance@example.in',
];
/** Street addresses of the journey (profile, shop, the buyer's words). */
const STREETS = [
  '14 Laxmi Road',
  '221 Residency Road',
  '9 Koregaon Park Lane',
  'Baner Gaon Lane',
  '3 Tilak Chowk',
  '17 Shivaji Nagar Cross',
];

/** People's names of the journey: a log line has no reason to name anyone either. */
const NAMES = ['Meena', 'Iyer', 'Anita Desai', 'Kavita Menon', 'Asha Verma', 'Ravi Kulkarni'];

/** A phone in any spelling people type: its digits with single spaces, dots or hyphens between. */
const spellings = (phone: string) => new RegExp(phone.split('').join('[\\s.-]?'));

describe('the log of a whole journey through the API', () => {
  let t: TestApp;
  const lines: string[] = [];
  /** Secrets met on the way: codes, tokens, proofs, the push subscription's address and keys. */
  const secrets: string[] = [];
  const codes = new Set<string>();
  let push: Awaited<ReturnType<typeof startTestPushService>>;

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: {
      payload?: unknown;
      query?: Record<string, string>;
      headers?: Record<string, string>;
      expect?: number;
    } = {},
  ) => {
    const answer = await t.call({
      method,
      url,
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      query: options.query ?? {},
      headers: options.headers ?? {},
      remoteAddress: freshIp(),
    });
    if (options.expect !== undefined)
      expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBe(
        options.expect,
      );
    return answer;
  };

  /** The newest code sent to `phoneNo`, from the dev outbox (never from the log). */
  const lastCode = async (phoneNo: string) => {
    const code = (await outboxOf(t, phoneNo))[0]!.slice(0, 4);
    expect(code).toMatch(/^\d{4}$/);
    codes.add(code);
    return code;
  };

  /** Asks for a code of `type` and verifies it, as the forms do. */
  const verifyPhone = async (
    phoneNo: string,
    type: 'RegisterUser' | 'ResetPassword' | 'ReviewBusiness' | 'DeleteAccount',
    extra: Record<string, string> = {},
  ) => {
    await call('GET', '/api/auth/user/requestOTP', {
      query: { phoneNo, type, ...extra },
      expect: 200,
    });
    await call('POST', '/api/auth/user/verifyOTP', {
      payload: { phoneNo, otp: await lastCode(phoneNo), type },
      expect: 200,
    });
    await t.deps.limiter.reset(`otp:resend:${type}:${phoneNo}`);
  };

  const logIn = async (password: string) => {
    const answer = await call('POST', '/api/auth/user/logIn', {
      payload: { phoneNo: PHONES.seller, password: encodePassword(password) },
      expect: 200,
    });
    const token = String(answer.body.payload.authorization);
    secrets.push(token.replace(/^Bearer\s+/i, ''));
    return { authorization: token };
  };

  beforeAll(async () => {
    push = await startTestPushService();
    t = await createSellerTestApp({
      env: {
        // The lowest level the configuration accepts: whatever an operator turns on.
        LOG_LEVEL: 'trace',
        // The buyer's SMS receipt goes through the queue only with its template registered.
        MSG91_RECEIPT_TEMPLATE_ID: 'receipt-1',
        MSG91_REVIEW_INVITE_TEMPLATE_ID: 'invite-1',
        PUSH_LOCAL_ENDPOINTS: '1',
      },
      logTo: { write: (line) => lines.push(...line.split('\n').filter(Boolean)) },
      extend: (app) => {
        // A request the database refuses (a second account on a phone that has one): what an
        // unforeseen failure logs, with the row it failed on in the error.
        app.post('/api/test-log/duplicate-account', async (request) => {
          const { phoneNo } = request.body as { phoneNo: string };
          const passwordHash = await hashPassword(PASSWORD);
          for (let i = 0; i < 2; i++) {
            await t.deps.database.db
              .insert(users)
              .values({ firstName: 'Twice', lastName: 'Over', phoneNo, passwordHash });
          }
          return { code: 200 };
        });
      },
    });

    // Midday in India: the seller's alert goes at once, not held for the quiet hours.
    t.clock.set(new Date('2026-11-30T06:30:00Z'));

    // The seller signs up with a code, and logs in.
    await verifyPhone(PHONES.seller, 'RegisterUser');
    await call('POST', '/api/public/user/create', {
      payload: {
        firstName: 'Meena',
        lastName: 'Iyer',
        phoneNo: PHONES.seller,
        gender: 'Female',
        password: encodePassword(PASSWORD),
        isAdult: true,
      },
      expect: 201,
    });
    await t.deps.database.db
      .update(users)
      .set({ plan: 'Plan C', planExpiresAt: new Date(t.clock.now().getTime() + 365 * 86_400_000) })
      .where(eq(users.phoneNo, PHONES.seller));
    await logIn(PASSWORD);
    // A wrong password, and a number without an account.
    await call('POST', '/api/auth/user/logIn', {
      payload: { phoneNo: PHONES.seller, password: encodePassword('not-my-password') },
      expect: 400,
    });
    await call('POST', '/api/auth/user/logIn', {
      payload: { phoneNo: PHONES.badLogin, password: encodePassword(PASSWORD) },
    });
    // The password forgotten and reset with a code.
    t.clock.advance(61_000);
    await verifyPhone(PHONES.seller, 'ResetPassword');
    await call('POST', '/api/public/user/forgotPassword', {
      payload: { phoneNo: PHONES.seller, password: encodePassword(NEW_PASSWORD) },
      expect: 200,
    });
    const headers = await logIn(NEW_PASSWORD);

    // The profile with an address and an e-mail; a shop with its own address and phone.
    await call('PUT', '/api/userAdmin/user/update', {
      headers,
      payload: {
        firstName: 'Meena',
        lastName: 'Iyer',
        gender: 'Female',
        email: EMAILS[0],
        address: STREETS[0],
        phoneNo: PHONES.seller,
        state: 'Maharashtra',
        city: 'Pune',
      },
      expect: 200,
    });
    const shop = await call('POST', '/api/userAdmin/business/create', {
      headers,
      payload: businessForm({
        name: 'Iyer Lamps',
        phoneNo: PHONES.shop,
        address: STREETS[1],
        state: 'Maharashtra',
        city: 'Pune',
        pinCode: '411001',
      }),
      expect: 201,
    });
    const businessId = shop.body.payload.business._id as string;
    // Approval is an administrator's call, not this journey's.
    await t.deps.database.db
      .update(businesses)
      .set({ isApproved: true })
      .where(eq(businesses.id, businessId));
    const catalog = await pickCatalog(t, 'product');
    await call('POST', '/api/userAdmin/product/create', {
      headers,
      payload: {
        name: 'Brass Lamp',
        fkCategoryId: catalog.categoryId,
        fkSubCategoriesIds: catalog.subCategoryIds,
        fkBusinessId: businessId,
      },
      expect: 201,
    });
    const [product] = await t.deps.database.db
      .update(products)
      .set({ isApproved: true })
      .where(eq(products.fkBusinessId, businessId))
      .returning({ id: products.id });

    // A push subscription: its address and keys are the browser's secrets.
    const browser = testBrowser();
    const endpoint = push.endpoint('meena-phone');
    secrets.push(endpoint, browser.keys.auth, browser.keys.p256dh);
    await call('POST', '/api/userAdmin/alerts/push/subscriptions', {
      headers,
      payload: { endpoint, keys: browser.keys },
      expect: 200,
    });

    // The live stream, its token in the address as the browser's EventSource sends it.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = new AbortController();
    const response = await fetch(
      `${address}/api/userAdmin/notification/stream?token=${encodeURIComponent(headers.authorization)}`,
      { signal: stream.signal },
    );
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let streamed = '';
    const until = async (text: string) => {
      while (!streamed.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${text}`);
        streamed += new TextDecoder().decode(value);
      }
    };
    await until(': connected');

    // The push service fails: the seller's alert is a job that fails, and says why in the log.
    push.answer(500);
    // The buyer's enquiry, with a name, phone, e-mail and an address in its words.
    await call('POST', '/api/public/productLeads/create', {
      payload: {
        fkProductId: product!.id,
        contactPerson: 'Anita Desai',
        phoneNo: PHONES.buyer,
        email: EMAILS[1],
        query: `Please deliver two to ${STREETS[2]}, Pune.`,
        reviewInviteSms: true,
      },
      expect: 201,
    });
    await until('event: notification');
    stream.abort();
    // The receipt's SMS and the seller's push alert, through the queue.
    await t.deps.jobs.idle();
    expect(await outboxOf(t, PHONES.buyer)).toHaveLength(1);
    // The page the form opens after sending: who has the enquiry.
    await call('GET', '/api/public/enquiryReceipt', {
      query: { kind: 'product', id: product!.id },
      expect: 200,
    });

    // My enquiries: a code, then the proof, then the list.
    await call('POST', '/api/myEnquiries/requestOTP', {
      payload: { phoneNo: PHONES.buyer },
      expect: 200,
    });
    await call('POST', '/api/auth/user/verifyOTP', {
      payload: { phoneNo: PHONES.buyer, otp: await lastCode(PHONES.buyer), type: 'ReviewBusiness' },
      expect: 200,
    });
    await t.deps.limiter.reset(`otp:resend:ReviewBusiness:${PHONES.buyer}`);
    const proved = await call('POST', '/api/myEnquiries/prove', {
      payload: { phoneNo: PHONES.buyer },
      expect: 200,
    });
    const proof = String(proved.body.payload.proof);
    secrets.push(proof);
    await call('POST', '/api/myEnquiries/fetchAll', { payload: { proof }, expect: 200 });

    // A review, its phone proved by a code.
    await verifyPhone(PHONES.reviewer, 'ReviewBusiness', { fkBusinessId: businessId });
    await call('POST', '/api/public/review/create', {
      payload: {
        fkBusinessId: businessId,
        rating: 4,
        text: 'Lovely lamps, and the owner packed them with care for the trip home.',
        name: 'Kavita Menon',
        phoneNo: PHONES.reviewer,
      },
      expect: 201,
    });

    // A requirement with the buyer's proof and locality.
    await call('POST', '/api/requirements/create', {
      payload: {
        need: 'Brass diyas for a housewarming',
        kind: 'product',
        quantity: '20 pieces',
        when: 'this-week',
        city: 'Pune',
        locality: STREETS[3],
        contactPerson: 'Anita Desai',
        phoneNo: PHONES.buyer,
        proof,
      },
      expect: 201,
    });

    // The seller's inbox and its CSV.
    await call('GET', '/api/userAdmin/enquiries/fetchAll', { headers, expect: 200 });
    await call('GET', '/api/userAdmin/enquiries/download', { headers, expect: 200 });
    await call('GET', '/api/userAdmin/productLeads/download', {
      headers,
      query: { id: product!.id },
      expect: 200,
    });

    // A buyer's consents, one withdrawn; a message through the contact form; a grievance and
    // its follow-up page.
    await call('POST', '/api/myEnquiries/consents', { payload: { proof }, expect: 200 });
    await call('POST', '/api/myEnquiries/consents/withdraw', {
      payload: { proof, purpose: 'reviewInviteSms' },
      expect: 200,
    });
    await call('POST', '/api/public/contactUs', {
      payload: {
        name: 'Asha Verma',
        phoneNo: PHONES.contact,
        email: EMAILS[2],
        message: `Please list my shop at ${STREETS[4]}.`,
      },
      expect: 201,
    });
    const grievance = await call('POST', '/api/grievances', {
      payload: {
        name: 'Ravi Kulkarni',
        phoneNo: PHONES.grievance,
        email: EMAILS[3],
        topic: 'erasure',
        message: `Please erase my number from every shop; I moved from ${STREETS[5]}.`,
      },
      expect: 201,
    });
    await call('GET', `/api/grievances/${grievance.body.payload._id}`, { expect: 200 });

    // Failures with a phone in their body: not JSON, refused by the rules, refused by the
    // database.
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/public/productLeads/create',
      headers: { 'content-type': 'application/json' },
      payload: `{"contactPerson":"Anita","phoneNo":"${PHONES.notJson}", oops`,
    });
    expect(notJson.statusCode).toBe(400);
    await call('POST', '/api/public/productLeads/create', {
      payload: {
        fkProductId: product!.id,
        contactPerson: 'Anita Desai',
        phoneNo: `${PHONES.refused}1`,
        email: 'not an e-mail',
      },
      expect: 400,
    });
    await call('POST', '/api/test-log/duplicate-account', {
      payload: { phoneNo: PHONES.failing },
      expect: 500,
    });
    // Addresses that carry a number: a 404 and a lookup.
    await call('GET', `/api/public/nowhere/${PHONES.buyer}`, {
      query: { phoneNo: PHONES.buyer },
      expect: 404,
    });
    await call('GET', '/api/public/user/preRegistration', {
      query: { phoneNo: `+91 ${PHONES.reviewer.slice(0, 5)} ${PHONES.reviewer.slice(5)}` },
    });

    // The buyer's copy of their data, then their phone erased everywhere.
    await call('POST', '/api/myEnquiries/myData', { payload: { proof }, expect: 200 });
    await call('POST', '/api/myEnquiries/erase', {
      payload: { proof, confirm: true },
      expect: 200,
    });

    // The seller's copy of their data, then their account deleted with a code: the erasure
    // runs through the queue once the grace period is over.
    await call('GET', '/api/userAdmin/user/myData', { headers, expect: 200 });
    await verifyPhone(PHONES.seller, 'DeleteAccount');
    await call('POST', '/api/userAdmin/user/delete', { headers, expect: 200 });
    t.clock.advance((t.deps.config.accountDeletionGraceDays + 1) * 86_400_000);
    await t.deps.jobs.idle();
    const [erased] = await t.deps.database.db
      .select({ completedAt: erasures.completedAt })
      .from(erasures)
      .where(eq(erasures.kind, 'sellerAccount'));
    expect(erased?.completedAt).not.toBeNull();
    // Every code any phone of the journey was sent.
    for (const phoneNo of Object.values(PHONES)) {
      for (const text of await outboxOf(t, phoneNo)) {
        const code = /^(\d{4}) /.exec(text)?.[1];
        if (code) codes.add(code);
      }
    }
    await t.close();
  }, 300_000);

  afterAll(async () => {
    await push?.close();
  });

  it('logged the journey, each request with its address masked', () => {
    // The scan below would pass on an empty log.
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(80);
    expect(text).toContain('"msg":"incoming request"');
    expect(text).toContain('/api/auth/user/requestOTP?phoneNo=******4660');
    expect(text).toMatch(/notification\/stream\?token=\[REDACTED\]/);
    expect(text).toContain('SMS (otp) to ******4660 not sent (SMS=console)');
    expect(text).toContain('SMS (receipt) to ******4662 not sent (SMS=console)');
    expect(text).toContain('"msg":"unhandled error"');
    expect(text).toMatch(/job lead-push \S+ failed \(attempt 1 of 8\): push failed for 1 of 1/);
    // Four codes were sent (two to the seller, one each to the buyer and the reviewer).
    expect(codes.size).toBeGreaterThanOrEqual(3);
  });

  it('holds no phone, code, token, proof, e-mail, street address or name of it', () => {
    const found = (line: string) => {
      const what: string[] = [];
      for (const [whose, phone] of Object.entries(PHONES))
        if (spellings(phone).test(line)) what.push(`the ${whose}'s phone`);
      for (const code of codes)
        if (new RegExp(`\\b${code}\\b`).test(line)) what.push(`code ${code}`);
      for (const secret of secrets) if (line.includes(secret)) what.push('a token, proof or key');
      if (/eyJ[A-Za-z0-9_-]{8,}/.test(line)) what.push('a JWT');
      for (const email of EMAILS) if (line.includes(email)) what.push(email);
      if (/[\w.+-]+@[\w-]+\.[a-z]{2,}/i.test(line)) what.push('an e-mail address');
      for (const street of STREETS) if (line.includes(street)) what.push(street);
      for (const name of NAMES) if (line.includes(name)) what.push(name);
      return what;
    };
    const leaks = lines
      .map((line, at) => ({ at, what: found(line), line }))
      .filter((leak) => leak.what.length > 0)
      .map((leak) => `line ${leak.at + 1} holds ${leak.what.join(', ')}: ${leak.line}`);
    expect(leaks).toEqual([]);
  });
});
