// Logs and addresses (docs/security.md): what the production log holds after a whole journey of the
// real server process (sign-up with a one-time password, login, a profile picture's upload link,
// searches and lookups that carry phone numbers in their addresses, the live stream's token): no
// phone number, no code, no working link, no token. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePassword } from '@haat/shared';
import { users } from '../../db/schema/index.ts';
import { SMS_OUTBOX_FILE } from '../../lib/sms/index.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { createFaultDatabase, type FaultDatabase } from '../faults/fault-database.ts';
import { startServer, type ServerProcess } from '../faults/server-process.ts';

/** The test databases are PGlite, or PostgreSQL when TEST_DATABASE_URL is set (.ci/run's pass). */
const drivers = [process.env.TEST_DATABASE_URL ? ('pg' as const) : ('pglite' as const)];

const PASSWORD = 'seller1234';
/** Numbers of this run, none of which may appear in the log. */
const NEW_PHONE = '7391824650';
const SELLER_PHONE = '7391824651';
const LOOKED_UP_PHONE = '9182736450';
const SEARCHED_PHONE = '9988776655';

describe.each(drivers)('the production log of a whole journey (%s)', (driver) => {
  let database: FaultDatabase;
  let server: ServerProcess;
  let log = '';
  const secrets: string[] = [NEW_PHONE, SELLER_PHONE, LOOKED_UP_PHONE, SEARCHED_PHONE];

  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const response = await fetch(`${server.url}${path}`, {
      ...rest,
      ...(json === undefined
        ? {}
        : {
            method: rest.method ?? 'POST',
            body: JSON.stringify(json),
            headers: { 'content-type': 'application/json', ...rest.headers },
          }),
    });
    const text = await response.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body };
  };

  beforeAll(async () => {
    database = await createFaultDatabase(driver);
    const passwordHash = await hashPassword(PASSWORD);
    await database.inspect((db) =>
      db.insert(users).values({
        firstName: 'Log',
        lastName: 'Test',
        phoneNo: SELLER_PHONE,
        passwordHash,
        plan: 'Plan C',
        planExpiresAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      }),
    );
    // Production, logging every request, sending no SMS (the codes go to DATA_DIR).
    server = await startServer({
      env: { ...database.env, SEED_DEMO: '0', LOG_LEVEL: 'info' },
      keepWholeLog: true,
    });

    // Sign-up: the code comes from the outbox file, never from the log.
    expect(
      (await call(`/api/auth/user/requestOTP?phoneNo=${NEW_PHONE}&type=RegisterUser`)).status,
    ).toBe(200);
    const outbox = readFileSync(join(database.env.DATA_DIR!, SMS_OUTBOX_FILE), 'utf8');
    const otp = new RegExp(`${NEW_PHONE}: (\\d{4}) is your Haat OTP`).exec(outbox)?.[1];
    expect(otp, outbox).toBeTruthy();
    secrets.push(`${otp} is your Haat OTP`);
    expect(
      (
        await call('/api/auth/user/verifyOTP', {
          json: { phoneNo: NEW_PHONE, otp, type: 'RegisterUser' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('/api/public/user/create', {
          json: {
            firstName: 'Meena',
            lastName: 'Iyer',
            phoneNo: NEW_PHONE,
            gender: 'Female',
            password: encodePassword(PASSWORD),
            isAdult: true,
          },
        })
      ).status,
    ).toBe(201);

    // A seller logs in and changes their picture: the answer carries a signed upload link.
    const login = await call('/api/auth/user/logIn', {
      json: { phoneNo: SELLER_PHONE, password: encodePassword(PASSWORD) },
    });
    expect(login.status).toBe(200);
    const token = String(login.body.payload.authorization).replace(/^Bearer\s+/i, '');
    secrets.push(token);
    const headers = { authorization: `Bearer ${token}` };
    const profile = await call('/api/userAdmin/user/update', {
      method: 'PUT',
      headers,
      json: {
        firstName: 'Log',
        lastName: 'Test',
        gender: 'Male',
        logo: 'shop.jpg',
        email: '',
        address: '1 MG Road',
        phoneNo: SELLER_PHONE,
        state: 'Maharashtra',
        city: 'Pune',
      },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const link = new URL(profile.body.payload.logoPreSignedUrl, server.url);
    const signature = link.searchParams.get('signature');
    expect(signature).toBeTruthy();
    secrets.push(signature!);
    // The upload itself (not an image, so refused): its address is logged as it arrives.
    await call(`${link.pathname}${link.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: 'not a picture',
    });

    // Lookups and searches that carry numbers in their addresses, in several spellings.
    await call(`/api/auth/user/preRegistration?phoneNo=${LOOKED_UP_PHONE}`);
    await call(`/api/auth/user/requestOTP?phoneNo=${LOOKED_UP_PHONE}&type=ForgetPassword`);
    await call(`/api/public/product/search?search=${SEARCHED_PHONE}&city=Pune`);
    await call(`/api/public/product/search?search=tiffin%20%2B91%2099887-76655&city=Pune`);
    await call(`/api/auth/user/requestOTP?phoneNo=${NEW_PHONE}x&type=RegisterUser`);
    // The live stream with its token in the address.
    const stream = new AbortController();
    await fetch(`${server.url}/api/userAdmin/notification/stream?token=${token}`, {
      signal: stream.signal,
    }).catch(() => undefined);
    stream.abort();

    await server.stop();
    log = server.output();
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await database?.remove();
  });

  it('logged the journey', () => {
    // The scan below would pass on an empty log: the requests must be there, masked.
    expect(log).toContain('/api/auth/user/requestOTP?phoneNo=******4650');
    expect(log).toContain('/api/public/product/search?search=******6655');
    expect(log).toMatch(/signature=\[REDACTED\]/);
    expect(log).toContain('not sent (SMS=console)');
  });

  it('holds no phone number, code, upload signature or token', () => {
    for (const secret of secrets) expect(log).not.toContain(secret);
    // Nor the number searched in another spelling (`+91 99887-76655`).
    expect(log).not.toMatch(/99887.?76655/);
  });
});
