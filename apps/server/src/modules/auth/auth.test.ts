import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG, encodePassword, MSG, PASSWORD_TOO_SHORT } from '@haat/shared';
import { users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let phoneCounter = 7000000000;
const newPhone = () => String(++phoneCounter);
const MINUTE = 60_000;

const requestOtp = (phoneNo: string, type = 'RegisterUser') =>
  t.call({ method: 'GET', url: '/api/auth/user/requestOTP', query: { phoneNo, type } });
const verifyOtp = (phoneNo: string, otp: string, type = 'RegisterUser') =>
  t.call({ method: 'POST', url: '/api/auth/user/verifyOTP', payload: { phoneNo, otp, type } });
const lastCode = async (phoneNo: string) => {
  const res = await t.call({ method: 'GET', url: '/api/dev/outbox', query: { phoneNo } });
  const text: string = res.body.payload.messages[0]?.text ?? '';
  return text.slice(0, 4);
};
const wrongCode = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');
const createUser = (phoneNo: string, password = 'secret123') =>
  t.call({
    method: 'POST',
    url: '/api/public/user/create',
    payload: {
      firstName: 'Asha',
      lastName: 'Verma',
      phoneNo,
      gender: 'Female',
      password: encodePassword(password),
    },
  });
const logIn = (phoneNo: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/user/logIn',
    payload: { phoneNo, password: encodePassword(password) },
  });
const withToken = (token: string) => ({ authorization: token });

/** Signs a user up through the real calls and answers the phone number. */
async function signUp(password = 'secret123') {
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
        password: encodePassword('secret123'),
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

    const login = await logIn(phoneNo, 'secret123');
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
    const token = (await logIn(phoneNo, 'secret123')).body.payload.authorization;
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
      (await t.call({ method: 'PUT', url: '/api/auth/user/logOut', headers: withToken(token) }))
        .status,
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
    const token = (await logIn(phoneNo, 'secret123')).body.payload.authorization;
    t.clock.advance(t.deps.config.sessionDays * 24 * 60 * MINUTE + MINUTE);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/user/fetch', headers: withToken(token) })).body
        .error,
    ).toBe('TOKEN_EXPIRED');
  });

  it('a password change ends every other session and keeps this one', async () => {
    const phoneNo = await signUp();
    await giveActivePlan(phoneNo);
    const other = (await logIn(phoneNo, 'secret123')).body.payload.authorization;
    const current = (await logIn(phoneNo, 'secret123')).body.payload.authorization;
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
        password: encodePassword('secret123'),
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
    const token = (await logIn(phoneNo, 'secret123')).body.payload.authorization;
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
    expect((await logIn(phoneNo, 'secret123')).status).toBe(200);

    t.clock.advance(61_000);
    await requestOtp(phoneNo, 'ResetPassword');
    expect((await verifyOtp(phoneNo, await lastCode(phoneNo), 'ResetPassword')).status).toBe(200);
    expect((await reset('newsecret123')).status).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/user/fetch', headers: withToken(token) })).body
        .error,
    ).toBe('TOKEN_EXPIRED');
    expect((await logIn(phoneNo, 'newsecret123')).status).toBe(200);
    expect((await logIn(phoneNo, 'secret123')).status).toBe(400);
  });

  it('login attempts are limited per phone', async () => {
    const phoneNo = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await logIn(phoneNo, 'wrong-password')).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
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
    const token = (await logIn(phoneNo, 'secret123')).body.payload.authorization;

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
