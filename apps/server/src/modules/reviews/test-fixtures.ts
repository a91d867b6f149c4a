// Helpers of the review tests (never imported by the app).
import type { TestApp } from '../../test/app.ts';
import { freshIp } from '../leads/test-fixtures.ts';

let phones = 0;
/** A different reviewer's phone per call, so limits per phone stay apart. */
export const reviewerPhone = () =>
  `96${String(process.pid % 100).padStart(2, '0')}${String(++phones).padStart(6, '0')}`;

/** Asks for a review's code, as the web's review form does (the business named). */
export const requestReviewOtp = (
  t: TestApp,
  phoneNo: string,
  fkBusinessId: string,
  ip = freshIp(),
) =>
  t.call({
    method: 'GET',
    url: '/api/auth/user/requestOTP',
    query: { phoneNo, type: 'ReviewBusiness', fkBusinessId },
    remoteAddress: ip,
  });

/** The texts the dev outbox holds for a phone. */
export async function outboxOf(t: TestApp, phoneNo: string) {
  const outbox = await t.call({ method: 'GET', url: '/api/dev/outbox', query: { phoneNo } });
  return (outbox.body.payload.messages as Array<{ text: string }>).map((m) => m.text);
}

/**
 * Proves a phone with an OTP of type ReviewBusiness for a business, through the real calls and
 * the dev outbox.
 */
export async function verifyReviewPhone(t: TestApp, phoneNo: string, fkBusinessId: string) {
  const ip = freshIp();
  const sent = await requestReviewOtp(t, phoneNo, fkBusinessId, ip);
  if (sent.status !== 200)
    throw new Error(`requestOTP: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = (await outboxOf(t, phoneNo))[0]?.slice(0, 4) ?? '';
  const verified = await t.call({
    method: 'POST',
    url: '/api/auth/user/verifyOTP',
    payload: { phoneNo, otp, type: 'ReviewBusiness' },
    remoteAddress: ip,
  });
  if (verified.status !== 200)
    throw new Error(`verifyOTP: ${verified.status} ${JSON.stringify(verified.body)}`);
  // The 60 s between codes runs on Redis's own clock with TEST_REDIS_URL, which the test's clock
  // cannot move: a test that verifies the same phone again must not wait for it (the rule has
  // its own tests in modules/auth).
  await t.deps.limiter.reset(`otp:resend:ReviewBusiness:${phoneNo}`);
}

export const reviewForm = (fkBusinessId: string, overrides: Record<string, unknown> = {}) => ({
  fkBusinessId,
  rating: 5,
  text: 'Genuine products and the owner explained every option patiently.',
  name: 'Priya Nair',
  phoneNo: reviewerPhone(),
  ...overrides,
});

/** Writes a review as a visitor: verifies the phone first unless told not to. */
export async function postReview(
  t: TestApp,
  fkBusinessId: string,
  overrides: Record<string, unknown> = {},
  options: { verify?: boolean; ip?: string; headers?: Record<string, string> } = {},
) {
  const payload = reviewForm(fkBusinessId, overrides);
  if (options.verify ?? true) await verifyReviewPhone(t, payload.phoneNo as string, fkBusinessId);
  const res = await t.call({
    method: 'POST',
    url: '/api/public/review/create',
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers ?? {},
  });
  return { ...res, phoneNo: payload.phoneNo as string };
}
