import { TZDate } from '@date-fns/tz';
import argon2 from 'argon2';
import { addDays, startOfDay } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_MSG,
  AUTH_MSG,
  encodePassword,
  MSG,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  TIME_ZONE,
} from '@haat/shared';
import { otpCodes, phoneVerifications, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { OTP_CODES_PER_DAY, OTP_VERIFY_TRIES_PER_DAY } from './otp.ts';
import { LOGIN_TRIES_PER_PHONE_AND_IP, LOGIN_TRIES_PER_PHONE_HOUR } from './service.ts';

let t: TestApp;
// Warnings the app logs while handling a request (the test app's log level is silent).
const warnings: Array<{ fields: unknown; message: unknown }> = [];
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) =>
      app.addHook('onRequest', async (req) => {
        req.log.warn = ((fields: unknown, message?: unknown) => {
          warnings.push({ fields, message });
        }) as typeof req.log.warn;
      }),
  });
});
afterAll(() => t.close());

let phoneCounter = 7000000000;
const newPhone = () => String(++phoneCounter);
const MINUTE = 60_000;

const requestOtp = (phoneNo: string, type = 'RegisterUser', remoteAddress?: string) =>
  t.call({
    method: 'GET',
    url: '/api/auth/user/requestOTP',
    query: { phoneNo, type },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const verifyOtp = (phoneNo: string, otp: string, type = 'RegisterUser') =>
  t.call({ method: 'POST', url: '/api/auth/user/verifyOTP', payload: { phoneNo, otp, type } });
const lastCode = async (phoneNo: string) => {
  const res = await t.call({ method: 'GET', url: '/api/dev/outbox', query: { phoneNo } });
  const text: string = res.body.payload.messages[0]?.text ?? '';
  return text.slice(0, 4);
};
const wrongCode = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');
const createUser = (phoneNo: string, password = 'kite-river-42') =>
  t.call({
    method: 'POST',
    url: '/api/public/user/create',
    payload: {
      firstName: 'Asha',
      lastName: 'Verma',
      phoneNo,
      gender: 'Female',
      password: encodePassword(password),
      isAdult: true,
    },
  });
const logIn = (phoneNo: string, password: string, remoteAddress?: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/user/logIn',
    payload: { phoneNo, password: encodePassword(password) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const withToken = (token: string) => ({ authorization: token });

/** Signs a user up through the real calls and answers the phone number. */
async function signUp(password = 'kite-river-42') {
  const phoneNo = newPhone();
  expect((await requestOtp(phoneNo)).status).toBe(200);
  expect((await verifyOtp(phoneNo, await lastCode(phoneNo))).status).toBe(200);
  expect((await createUser(phoneNo, password)).status).toBe(201);
  return phoneNo;
}
async function giveActivePlan(phoneNo: string) {
  const expires = new Date(t.clock.now().getTime() + 30 * 24 * 60 * MINUTE);
  await t.deps.database.db
    .update(users)
    .set({ plan: 'Plan A', planExpiresAt: expires })
    .where(eq(users.phoneNo, phoneNo));
}

describe('validation in the spec words', () => {
  it('log in: phone and password rules', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/user/logIn', payload: { password: 'eA==' } }))
        .body.message,
    ).toBe(MSG.phoneRequired);
    const short = await t.call({
      method: 'POST',
      url: '/api/auth/user/logIn',
      payload: { phoneNo: '12345', password: 'eA==' },
    });
    expect(short).toMatchObject({
      status: 400,
      body: { message: MSG.phoneInvalid, error: 'VALIDATION' },
    });
    const noPassword = await t.call({
      method: 'POST',
      url: '/api/auth/user/logIn',
      payload: { phoneNo: '9876543210', password: '' },
    });
    expect(noPassword.body.message).toBe(MSG.passwordRequired);
  });

  it('OTP: required and 4 digits', async () => {
    expect((await verifyOtp('9876543210', '')).body.message).toBe(MSG.otpRequired);
    expect((await verifyOtp('9876543210', '12a4')).body.message).toBe(MSG.otpInvalid);
  });

  it('sign-up: names required, password at least 8 characters', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/public/user/create',
      payload: {
        firstName: ' ',
        lastName: 'V',
        phoneNo: '9876543210',
        password: encodePassword('kite-river-42'),
      },
    });
    expect(res.body.message).toBe(MSG.firstNameRequired);
    const short = await createUser('9876543210', 'short');
    expect(short).toMatchObject({ status: 400, body: { message: PASSWORD_TOO_SHORT } });
  });
});

describe('sign-up with OTP', () => {
  it('creates the account, logs in, and the session fetch asks for a plan', async () => {
    const phoneNo = newPhone();
    expect(
      (await t.call({ method: 'GET', url: '/api/public/user/preRegistration', query: { phoneNo } }))
        .status,
    ).toBe(200);
    await signUpExisting(phoneNo);
    const again = await t.call({
      method: 'GET',
      url: '/api/public/user/preRegistration',
      query: { phoneNo },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: AUTH_MSG.phoneRegistered, error: 'CONFLICT' },
    });

    const login = await logIn(phoneNo, 'kite-river-42');
    expect(login.status).toBe(200);
    expect(login.body.payload.userData).toMatchObject({
      name: 'Asha Verma',
      plan: 'Plan 0',
      phoneNo,
    });
    const fetch = await t.call({
      method: 'GET',
      url: '/api/auth/user/fetch',
      headers: withToken(login.body.payload.authorization),
    });
    expect(fetch).toMatchObject({
      status: 401,
      body: { error: 'PLAN_REQUIRED', message: MSG.planRequired },
    });

    await giveActivePlan(phoneNo);
    const withPlan = await t.call({
      method: 'GET',
      url: '/api/auth/user/fetch',
      headers: withToken(login.body.payload.authorization),
    });
    expect(withPlan.status).toBe(200);
    expect(withPlan.body.payload.user).toMatchObject({
      phoneNo,
      plan: 'Plan A',
      isApproved: false,
    });
    expect(withPlan.body.payload.user).not.toHaveProperty('passwordHash');
  });

  async function signUpExisting(phoneNo: string) {
    await requestOtp(phoneNo);
    await verifyOtp(phoneNo, await lastCode(phoneNo));
    expect((await createUser(phoneNo)).status).toBe(201);
  }

  it('refuses create without a verified phone and changes nothing', async () => {
    const phoneNo = newPhone();
    const res = await createUser(phoneNo);
    expect(res).toMatchObject({ status: 400, body: { message: AUTH_MSG.phoneNotVerified } });
    const rows = await t.deps.database.db.select().from(users).where(eq(users.phoneNo, phoneNo));
    expect(rows).toHaveLength(0);
  });

  it('refuses create without the 18-or-over confirmation, then creates the account with it', async () => {
    const phoneNo = newPhone();
    await requestOtp(phoneNo);
    await verifyOtp(phoneNo, await lastCode(phoneNo));
    const body = {
      firstName: 'Asha',
      lastName: 'Verma',
      phoneNo,
      gender: 'Female',
      password: encodePassword('kite-river-42'),
    };
    const refused = { status: 400, body: { message: AUTH_MSG.adultRequired, error: 'VALIDATION' } };
    for (const isAdult of [undefined, false, 'true', 1]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/public/user/create',
        payload: { ...body, isAdult },
      });
      expect(res).toMatchObject(refused);
      expect(res.body.messageKey).toBe('authMsg.adultRequired');
    }
    const rows = await t.deps.database.db.select().from(users).where(eq(users.phoneNo, phoneNo));
    expect(rows).toHaveLength(0);
    // The refusal came before the phone's verification was spent: the same verification serves.
    expect((await createUser(phoneNo)).status).toBe(201);
  });

  it('a verification is spent by one create and expires after ten minutes', async () => {
    const phoneNo = newPhone();
    await requestOtp(phoneNo);
    await verifyOtp(phoneNo, await lastCode(phoneNo));
    t.clock.advance(11 * MINUTE);
    expect((await createUser(phoneNo)).body.message).toBe(AUTH_MSG.phoneNotVerified);
  });
});

describe('OTP rules', () => {
  it('the sixth try fails even with the right code', async () => {
    const phoneNo = newPhone();
    await requestOtp(phoneNo);
    const code = await lastCode(phoneNo);
    for (let i = 0; i < 5; i++) {
      expect((await verifyOtp(phoneNo, wrongCode(code))).status).toBe(400);
    }
    const sixth = await verifyOtp(phoneNo, code);
    expect(sixth).toMatchObject({ status: 400, body: { message: AUTH_MSG.otpTooManyAttempts } });
  });

  it('a used code cannot be replayed', async () => {
    const phoneNo = newPhone();
    await requestOtp(phoneNo);
    const code = await lastCode(phoneNo);
    expect((await verifyOtp(phoneNo, code)).status).toBe(200);
    expect(await verifyOtp(phoneNo, code)).toMatchObject({
      status: 400,
      body: { message: MSG.otpInvalid },
    });
  });

  it('a code expires after five minutes', async () => {
    const phoneNo = newPhone();
    await requestOtp(phoneNo);
    const code = await lastCode(phoneNo);
    t.clock.advance(5 * MINUTE + 1000);
    expect(await verifyOtp(phoneNo, code)).toMatchObject({
      status: 400,
      body: { message: AUTH_MSG.otpExpired },
    });
  });

  it('a resend within 60 seconds is refused with Retry-After', async () => {
    const phoneNo = newPhone();
    expect((await requestOtp(phoneNo)).status).toBe(200);
    const again = await requestOtp(phoneNo);
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(again.body.error).toBe('RATE_LIMITED');
  });

  it('a reset code for an unknown number answers like a known one', async () => {
    const known = await signUp();
    const unknown = newPhone();
    const a = await requestOtp(known, 'ResetPassword');
    const b = await requestOtp(unknown, 'ResetPassword');
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    const outbox = await t.call({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { phoneNo: unknown },
    });
    expect(outbox.body.payload.messages).toHaveLength(0);
  });
});

describe('log in and sessions', () => {
  it('answers an unknown phone and a wrong password alike', async () => {
    const phoneNo = await signUp();
    const wrong = await logIn(phoneNo, 'wrong-password');
    const unknown = await logIn(newPhone(), 'wrong-password');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe(AUTH_MSG.invalidCredentials);
  });

  // Missing, forged, expired and revoked tokens on every guard: test/security/jwt.test.ts and
  // test/security/authorization-matrix.test.ts.

  it('logOut revokes that token', async () => {
    const phoneNo = await signUp();
    await giveActivePlan(phoneNo);
    const token = (await logIn(phoneNo, 'kite-river-42')).body.payload.authorization;
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/userAdmin/user/fetch',
          headers: withToken(`Bearer ${token}`),
        })
      ).status,
    ).toBe(200);
    expect(
      // The JSON content type with no body, as many clients send it.
      (
        await t.call({
          method: 'PUT',
          url: '/api/auth/user/logOut',
          headers: { ...withToken(token), 'content-type': 'application/json' },
          payload: '',
        })
      ).status,
    ).toBe(200);
    const after = await t.call({
      method: 'GET',
      url: '/api/userAdmin/user/fetch',
      headers: withToken(token),
    });
    expect(after.body.error).toBe('TOKEN_EXPIRED');
  });

  it('a session expires with its token', async () => {
    const phoneNo = await signUp();
    await giveActivePlan(phoneNo);
    const token = (await logIn(phoneNo, 'kite-river-42')).body.payload.authorization;
    t.clock.advance(t.deps.config.sessionDays * 24 * 60 * MINUTE + MINUTE);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/user/fetch', headers: withToken(token) })).body
        .error,
    ).toBe('TOKEN_EXPIRED');
  });

  it('a password change ends every other session and keeps this one', async () => {
    const phoneNo = await signUp();
    await giveActivePlan(phoneNo);
    const other = (await logIn(phoneNo, 'kite-river-42')).body.payload.authorization;
    const current = (await logIn(phoneNo, 'kite-river-42')).body.payload.authorization;
    const wrong = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/user/changePassword',
      headers: withToken(current),
      payload: {
        password: encodePassword('not-it-at-all'),
        newPassword: encodePassword('brandnew123'),
      },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: AUTH_MSG.currentPasswordWrong } });
    const res = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/user/changePassword',
      headers: withToken(current),
      payload: {
        password: encodePassword('kite-river-42'),
        newPassword: encodePassword('brandnew123'),
      },
    });
    expect(res.status).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/user/fetch', headers: withToken(other) })).body
        .error,
    ).toBe('TOKEN_EXPIRED');
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/user/fetch', headers: withToken(current) }))
        .status,
    ).toBe(200);
    expect((await logIn(phoneNo, 'brandnew123')).status).toBe(200);
  });

  it('forgot password needs a ResetPassword OTP and ends every session', async () => {
    const phoneNo = await signUp();
    await giveActivePlan(phoneNo);
    const token = (await logIn(phoneNo, 'kite-river-42')).body.payload.authorization;
    const reset = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/public/user/forgotPassword',
        payload: { phoneNo, password: encodePassword(password) },
      });
    expect(await reset('newsecret123')).toMatchObject({
      status: 400,
      body: { message: AUTH_MSG.phoneNotVerified },
    });
    expect((await logIn(phoneNo, 'kite-river-42')).status).toBe(200);

    t.clock.advance(61_000);
    await requestOtp(phoneNo, 'ResetPassword');
    expect((await verifyOtp(phoneNo, await lastCode(phoneNo), 'ResetPassword')).status).toBe(200);
    expect((await reset('newsecret123')).status).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/user/fetch', headers: withToken(token) })).body
        .error,
    ).toBe('TOKEN_EXPIRED');
    expect((await logIn(phoneNo, 'newsecret123')).status).toBe(200);
    expect((await logIn(phoneNo, 'kite-river-42')).status).toBe(400);
  });

  it('login attempts are limited per phone and address', async () => {
    const phoneNo = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await logIn(phoneNo, 'wrong-password')).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('login throttles', () => {
  const isRateLimited = (res: { status: number; body: any; headers: Record<string, unknown> }) => {
    expect(res).toMatchObject({
      status: 429,
      body: { message: API_MSG.rateLimited, error: 'RATE_LIMITED' },
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it("a stranger's guesses do not lock the owner out at another address", async () => {
    const phoneNo = await signUp();
    const stranger = '203.0.113.7';
    const owner = '198.51.100.20';
    for (let i = 0; i < LOGIN_TRIES_PER_PHONE_AND_IP; i++) {
      expect(await logIn(phoneNo, `guess-${i}`, stranger)).toMatchObject({
        status: 400,
        body: { message: AUTH_MSG.invalidCredentials },
      });
    }
    // The owner mistypes a few times, then logs in; the success clears the owner's count.
    for (let i = 0; i < LOGIN_TRIES_PER_PHONE_AND_IP - 1; i++) {
      expect((await logIn(phoneNo, `typo-${i}`, owner)).status).toBe(400);
    }
    expect((await logIn(phoneNo, 'kite-river-42', owner)).status).toBe(200);
    for (let i = 0; i < LOGIN_TRIES_PER_PHONE_AND_IP; i++) {
      expect((await logIn(phoneNo, `typo-${i}`, owner)).status).toBe(400);
    }
    isRateLimited(await logIn(phoneNo, 'typo-again', owner));
    // The stranger stays held back, even with the right password.
    isRateLimited(await logIn(phoneNo, 'kite-river-42', stranger));
  });

  it('an IPv6 client is one address per /64, whatever interface id it sends from', async () => {
    // A phone on IPv6 is given a /64; counting each address alone gave it 2^64 tries.
    const phoneNo = await signUp();
    for (let i = 0; i < LOGIN_TRIES_PER_PHONE_AND_IP; i++) {
      const from = `2001:db8:7:1:${(i + 1).toString(16)}::${i + 1}`;
      expect((await logIn(phoneNo, `guess-${i}`, from)).status).toBe(400);
    }
    isRateLimited(await logIn(phoneNo, 'guess-again', '2001:db8:7:1:ffff:ffff:ffff:fffe'));
    // Another /64 is another client.
    expect((await logIn(phoneNo, 'guess-elsewhere', '2001:db8:7:2::1')).status).toBe(400);
  });

  it("a carrier's shared address serves many people logging in and asking for codes", async () => {
    // Many Indian mobile users share one public IPv4 address behind carrier-grade NAT;
    // 50 logins per 15 minutes and 30 codes an hour per address locked a busy one out.
    const carrier = '100.64.12.34';
    const people = Array.from({ length: 60 }, () => newPhone());
    for (const phoneNo of people) {
      expect((await logIn(phoneNo, 'not-my-password', carrier)).status).toBe(400);
    }
    for (const phoneNo of people.slice(0, 40)) {
      expect((await requestOtp(phoneNo, 'RegisterUser', carrier)).status).toBe(200);
    }
  }, 120_000);

  it('guesses spread over many addresses stop at the phone-wide limit, which is logged', async () => {
    const phoneNo = await signUp();
    const addresses = LOGIN_TRIES_PER_PHONE_HOUR / LOGIN_TRIES_PER_PHONE_AND_IP;
    warnings.length = 0;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < LOGIN_TRIES_PER_PHONE_AND_IP; i++) {
        expect((await logIn(phoneNo, `spread-guess-${a}-${i}`, `192.0.2.${a + 1}`)).status).toBe(
          400,
        );
      }
    }
    const next = await logIn(phoneNo, 'spread-guess-next', '192.0.2.200');
    isRateLimited(next);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // The price of stopping them: the owner waits too, wherever they are.
    isRateLimited(await logIn(phoneNo, 'kite-river-42', '198.51.100.21'));

    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toEqual({
      fields: {
        phoneNo: `******${phoneNo.slice(-4)}`,
        ip: '192.0.2.200',
        retryAfterSeconds: Number(next.headers['retry-after']),
      },
      message: 'login: phone-wide attempt limit reached',
    });
    expect(JSON.stringify(warnings)).not.toMatch(/spread-guess|kite-river/);
  }, 120_000);
});

describe('password rules', () => {
  const COMMON = ['12345678', 'password', 'qwerty123', 'Password'];
  const verifiedPhone = async (type = 'RegisterUser') => {
    const phoneNo = newPhone();
    expect((await requestOtp(phoneNo, type)).status).toBe(200);
    expect((await verifyOtp(phoneNo, await lastCode(phoneNo), type)).status).toBe(200);
    return phoneNo;
  };
  const tooCommon = { status: 400, body: { message: AUTH_MSG.passwordTooCommon } };
  const tooLong = { status: 400, body: { message: PASSWORD_TOO_LONG } };
  // 128 characters, not on any list.
  const longest = 'kite-river-42-'.repeat(10).slice(0, 128);

  it('refuses a common password on create and keeps the verification for another', async () => {
    const phoneNo = await verifiedPhone();
    for (const password of COMMON)
      expect(await createUser(phoneNo, password)).toMatchObject(tooCommon);
    expect(await t.deps.database.db.select().from(users).where(eq(users.phoneNo, phoneNo))).toEqual(
      [],
    );
    expect((await createUser(phoneNo, 'kite-river-42')).status).toBe(201);
  });

  it('refuses a common password on reset and on change', async () => {
    const phoneNo = await signUp();
    await giveActivePlan(phoneNo);
    await requestOtp(phoneNo, 'ResetPassword');
    expect((await verifyOtp(phoneNo, await lastCode(phoneNo), 'ResetPassword')).status).toBe(200);
    const reset = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/public/user/forgotPassword',
        payload: { phoneNo, password: encodePassword(password) },
      });
    for (const password of COMMON) expect(await reset(password)).toMatchObject(tooCommon);
    expect((await logIn(phoneNo, 'kite-river-42')).status).toBe(200);

    const token = (await logIn(phoneNo, 'kite-river-42')).body.payload.authorization;
    const change = (newPassword: string) =>
      t.call({
        method: 'PUT',
        url: '/api/userAdmin/user/changePassword',
        headers: withToken(token),
        payload: {
          password: encodePassword('kite-river-42'),
          newPassword: encodePassword(newPassword),
        },
      });
    for (const password of COMMON) expect(await change(password)).toMatchObject(tooCommon);
    expect((await logIn(phoneNo, 'kite-river-42')).status).toBe(200);
    expect((await reset('lantern-moss-7')).status).toBe(200);
  });

  it('caps a password at 128 characters, and login refuses a huge one before hashing', async () => {
    const phoneNo = await verifiedPhone();
    expect(await createUser(phoneNo, `${longest}x`)).toMatchObject(tooLong);
    expect((await createUser(phoneNo, longest)).status).toBe(201);
    expect((await logIn(phoneNo, longest)).status).toBe(200);

    const reset = await t.call({
      method: 'POST',
      url: '/api/public/user/forgotPassword',
      payload: { phoneNo, password: encodePassword(`${longest}x`) },
    });
    expect(reset).toMatchObject(tooLong);
    const token = (await logIn(phoneNo, longest)).body.payload.authorization;
    await giveActivePlan(phoneNo);
    const change = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/user/changePassword',
      headers: withToken(token),
      payload: { password: encodePassword(longest), newPassword: encodePassword(`${longest}x`) },
    });
    expect(change).toMatchObject(tooLong);

    const verify = vi.spyOn(argon2, 'verify');
    try {
      const started = performance.now();
      const huge = await logIn(phoneNo, 'x'.repeat(100_000));
      expect(huge).toMatchObject(tooLong);
      expect(verify).not.toHaveBeenCalled();
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('OTP daily caps', () => {
  // Nine in the morning, India time, the day after the clock's present day: a day to fill.
  const nextMorning = () =>
    new Date(
      startOfDay(addDays(new TZDate(t.clock.now().getTime(), TIME_ZONE), 1)).getTime() +
        9 * 60 * MINUTE,
    );
  const SECONDS_TO_MIDNIGHT = 15 * 3600;
  // The 60-second resend and five-an-hour limits have their own tests. Redis counts them in real
  // time, which the manual clock does not move, so they are cleared between codes instead.
  const clearShortThrottles = async (phoneNo: string, type: string) => {
    t.clock.advance(61_000);
    await t.deps.limiter.reset(`otp:resend:${type}:${phoneNo}`);
    await t.deps.limiter.reset(`otp:hour:${phoneNo}`);
  };
  const dailyLimit = (res: { status: number; body: any; headers: Record<string, unknown> }) => {
    expect(res).toMatchObject({
      status: 429,
      body: { message: AUTH_MSG.otpDailyLimit, error: 'RATE_LIMITED' },
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(SECONDS_TO_MIDNIGHT - 3600);
    expect(retryAfter).toBeLessThanOrEqual(SECONDS_TO_MIDNIGHT);
  };
  const codesOf = (phoneNo: string) =>
    t.deps.database.db.select().from(otpCodes).where(eq(otpCodes.phoneNo, phoneNo));

  it('reset codes stop at the daily cap, alike for a known and an unknown number, until tomorrow', async () => {
    const known = await signUp();
    const unknown = newPhone();
    t.clock.set(nextMorning());
    const address = '198.51.100.77';
    for (let i = 0; i < OTP_CODES_PER_DAY; i++) {
      for (const phoneNo of [known, unknown]) {
        expect((await requestOtp(phoneNo, 'ResetPassword', address)).status).toBe(200);
        await clearShortThrottles(phoneNo, 'ResetPassword');
      }
    }
    const refusedKnown = await requestOtp(known, 'ResetPassword', address);
    const refusedUnknown = await requestOtp(unknown, 'ResetPassword', address);
    dailyLimit(refusedKnown);
    expect(refusedUnknown.status).toBe(refusedKnown.status);
    expect(refusedUnknown.body).toEqual(refusedKnown.body);
    const resetCodes = (await codesOf(known)).filter((row) => row.type === 'ResetPassword');
    expect(resetCodes).toHaveLength(OTP_CODES_PER_DAY);
    expect(await codesOf(unknown)).toEqual([]);

    // The cap is per type: a sign-up code for the same number is still sent today.
    expect((await requestOtp(unknown, 'RegisterUser', address)).status).toBe(200);

    t.clock.set(nextMorning());
    await clearShortThrottles(known, 'ResetPassword');
    expect((await requestOtp(known, 'ResetPassword', address)).status).toBe(200);
    expect((await codesOf(known)).filter((row) => row.type === 'ResetPassword')).toHaveLength(
      OTP_CODES_PER_DAY + 1,
    );
  });

  it('verification tries stop at the daily cap, even with the right code, until tomorrow', async () => {
    const phoneNo = newPhone();
    t.clock.set(nextMorning());
    const address = '198.51.100.78';
    let tries = 0;
    while (tries < OTP_VERIFY_TRIES_PER_DAY) {
      expect((await requestOtp(phoneNo, 'RegisterUser', address)).status).toBe(200);
      const code = await lastCode(phoneNo);
      for (let i = 0; i < 5 && tries < OTP_VERIFY_TRIES_PER_DAY; i++, tries++) {
        expect((await verifyOtp(phoneNo, wrongCode(code))).status).toBe(400);
      }
      await clearShortThrottles(phoneNo, 'RegisterUser');
    }
    expect((await requestOtp(phoneNo, 'RegisterUser', address)).status).toBe(200);
    dailyLimit(await verifyOtp(phoneNo, await lastCode(phoneNo)));
    const verified = () =>
      t.deps.database.db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.phoneNo, phoneNo));
    expect(await verified()).toEqual([]);

    t.clock.set(nextMorning());
    await clearShortThrottles(phoneNo, 'RegisterUser');
    expect((await requestOtp(phoneNo, 'RegisterUser', address)).status).toBe(200);
    expect((await verifyOtp(phoneNo, await lastCode(phoneNo))).status).toBe(200);
    expect(await verified()).toHaveLength(1);
  });
});

describe('profile', () => {
  const profile = (phoneNo: string) => ({
    firstName: 'Ravi',
    lastName: 'Kumar',
    gender: 'Male',
    address: '12 MG Road',
    phoneNo,
    state: 'Karnataka',
    city: 'Bengaluru',
  });

  it('an update goes back to review; a new number needs an OTP first', async () => {
    const phoneNo = await signUp();
    await giveActivePlan(phoneNo);
    await t.deps.database.db
      .update(users)
      .set({ isApproved: true })
      .where(eq(users.phoneNo, phoneNo));
    const token = (await logIn(phoneNo, 'kite-river-42')).body.payload.authorization;

    const missing = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/user/update',
      headers: withToken(token),
      payload: { ...profile(phoneNo), phoneNo: '' },
    });
    expect(missing.body.message).toBe(MSG.contactNoRequiredProfile);
    const bad = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/user/update',
      headers: withToken(token),
      payload: { ...profile(phoneNo), phoneNo: '123' },
    });
    expect(bad.body.message).toBe(MSG.contactNoInvalidProfile);

    const saved = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/user/update',
      headers: withToken(token),
      payload: profile(phoneNo),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.payload.user).toMatchObject({
      firstName: 'Ravi',
      city: 'Bengaluru',
      isApproved: false,
      rejectionMessage: null,
    });

    const other = newPhone();
    const unverified = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/user/update',
      headers: withToken(token),
      payload: profile(other),
    });
    expect(unverified).toMatchObject({
      status: 409,
      body: { message: AUTH_MSG.newPhoneNotVerified },
    });
    await requestOtp(other);
    await verifyOtp(other, await lastCode(other));
    const moved = await t.call({
      method: 'PUT',
      url: '/api/userAdmin/user/update',
      headers: withToken(token),
      payload: profile(other),
    });
    expect(moved.body.payload.user.phoneNo).toBe(other);
  });
});
