import {
  expect,
  expectBrowserErrors,
  test,
  type APIRequestContext,
  type Page,
} from './fixtures.ts';
import { AUTH_MSG, MSG } from '@haat/shared';
import { ACCOUNTS_JOURNEY_SELLER } from './helpers.ts';

// The account screens against the real server (SMS=console, dev outbox).
// Journeys share one database: the new user has a number of its own, and the seller journey
// uses demo seller 9000000019 only (findDemoSeller leaves it out for the other journeys).

const DEMO_SELLER = {
  phoneNo: ACCOUNTS_JOURNEY_SELLER,
  password: 'demo1234',
  firstName: 'Lakshmi',
};

/** A 10-digit number no seed uses (seeds use 9000000000…9000000045). */
const freshPhone = (lead: string) =>
  `${lead}${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

type OutboxMessage = { text: string; sentAt: string };

async function outbox(request: APIRequestContext, phoneNo: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?phoneNo=${phoneNo}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payload: { messages: OutboxMessage[] } }).payload.messages;
}

/** The code of the newest message sent after `since` (the outbox lists newest first). */
async function readOtp(request: APIRequestContext, phoneNo: string, since: number) {
  let code = '';
  await expect
    .poll(async () => {
      const [latest] = await outbox(request, phoneNo);
      if (!latest || Date.parse(latest.sentAt) < since) return '';
      code = /\b(\d{4})\b/.exec(latest.text)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

async function enterOtp(page: Page, code: string) {
  await page.getByLabel('One-time password').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

const label = (page: Page, text: string) =>
  page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

async function logIn(page: Page, phoneNo: string, password: string) {
  await page.goto('/logIn');
  await label(page, 'Phone no.').fill(phoneNo);
  await label(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logOut(page: Page) {
  await page.goto('/userAdmin/signOut');
  await expect(page).toHaveURL(/\/logIn$/);
}

test('a new user signs up, logs out and in, resets the password, and is asked to buy a plan', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Refused on purpose: the old password after the reset (400), and the session fetch of a user
  // without a plan (401 PLAN_REQUIRED, DESIGN §3), which asks them to buy one.
  expectBrowserErrors(
    /status of 400 .*\/api\/auth\/user\/logIn\)$/,
    /status of 401 .*\/api\/auth\/user\/fetch\)$/,
  );
  const phoneNo = freshPhone('7');
  const firstPassword = 'meera-first-1';
  const secondPassword = 'meera-second-2';

  // Sign-up step 1: the spec's messages, then the details.
  await page.goto('/signUp');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(MSG.firstNameRequired)).toBeVisible();
  await expect(page.getByText(MSG.phoneRequired)).toBeVisible();
  await label(page, 'First name').fill('Meera');
  await label(page, 'Last name').fill('Pillai');
  await label(page, 'Phone no.').fill(phoneNo);
  await page.getByText('Female', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.getByRole('textbox', { name: /^Email/ }).fill('meera.pillai@example.com');
  // Without the 18-or-over tick the account is refused in the server's words.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(AUTH_MSG.adultRequired)).toBeVisible();
  await page.getByRole('checkbox', { name: 'I am 18 years old or older' }).check();
  const sentFrom = Date.now() - 1000;
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the code from the dev outbox; Resend waits for the countdown.
  await expect(page.getByText(/Resend OTP in 0:5\d|Resend OTP in 1:00/)).toBeVisible();
  await enterOtp(page, await readOtp(request, phoneNo, sentFrom));

  // Step 3: create the password; the account is created and logged in.
  await label(page, 'New Password').fill(firstPassword);
  await label(page, 'Confirm Password').fill('not-the-same');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(MSG.passwordMismatch)).toBeVisible();
  await label(page, 'Confirm Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/subscriptionPlans$/);
  await expect(page.getByText(AUTH_MSG.userCreated)).toBeVisible();

  await logOut(page);
  await logIn(page, phoneNo, firstPassword);
  await expect(page).toHaveURL(/\/home$/);
  // A logged-in user visiting /logIn goes to /home.
  await page.goto('/logIn');
  await expect(page).toHaveURL(/\/home$/);

  // Without a plan the seller area asks to buy one and goes home.
  await page.goto('/userAdmin/editProfile');
  await expect(page.getByText(MSG.planRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/subscriptionPlans$/);

  // Forgot password: phone, OTP, new password, back to login.
  await logOut(page);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await label(page, 'Phone no.').fill(phoneNo);
  const resetFrom = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await enterOtp(page, await readOtp(request, phoneNo, resetFrom));
  await label(page, 'New Password').fill(secondPassword);
  await label(page, 'Confirm Password').fill(secondPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/logIn$/);
  await expect(page.getByText(AUTH_MSG.passwordReset)).toBeVisible();

  // The old password no longer works; the new one does.
  await logIn(page, phoneNo, firstPassword);
  await expect(page.getByText(AUTH_MSG.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/logIn$/);
  await logIn(page, phoneNo, secondPassword);
  await expect(page).toHaveURL(/\/home$/);
});

test('login shows the spec messages and links to sign-up and forgot password', async ({ page }) => {
  await page.goto('/logIn');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(MSG.phoneRequired)).toBeVisible();
  await expect(page.getByText(MSG.passwordRequired)).toBeVisible();
  await label(page, 'Phone no.').fill('12345');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(MSG.phoneInvalid)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/signUp');
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
    'href',
    '/forgotPassword',
  );
});

test('a seller edits the profile with a new number verified by OTP, then changes the password', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Refused on purpose: the old password after the change (400).
  expectBrowserErrors(/status of 400 .*\/api\/auth\/user\/logIn\)$/);
  const newPassword = 'lakshmi-new-9';
  const newPhone = freshPhone('6');

  await logIn(page, DEMO_SELLER.phoneNo, DEMO_SELLER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/userAdmin/editProfile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(label(page, 'First name')).toHaveValue(DEMO_SELLER.firstName);

  // The profile's field rules.
  await label(page, 'Contact No.').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MSG.contactNoRequiredProfile)).toBeVisible();
  await label(page, 'Contact No.').fill('98765');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MSG.contactNoInvalidProfile)).toBeVisible();

  // A new number: an OTP to it first, then the save; the profile goes back to review.
  await label(page, 'Contact No.').fill(newPhone);
  await label(page, 'Address').fill('12, Gandhi Chowk, Aminabad');
  const sentFrom = Date.now() - 1000;
  await page.getByRole('button', { name: 'Save changes' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Verify your new contact number')).toBeVisible();
  await enterOtp(page, await readOtp(request, newPhone, sentFrom));
  await expect(page.getByText(AUTH_MSG.profileUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(MSG.approvalPending)).toBeVisible();
  await expect(page.getByText(MSG.approvalPendingText)).toBeVisible();
  await expect(label(page, 'Contact No.')).toHaveValue(newPhone);

  // Change password: Save only when all filled and matching; a prompt first.
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/userAdmin\/editProfile\/changePassword$/);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await label(page, 'Current password').fill(DEMO_SELLER.password);
  await label(page, 'New Password').fill(newPassword);
  await label(page, 'Re-enter new password').fill(`${newPassword}x`);
  await expect(save).toBeDisabled();
  await label(page, 'Re-enter new password').fill(newPassword);
  await expect(save).toBeEnabled();
  await save.click();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/changePassword$/);
  await save.click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText(AUTH_MSG.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/userAdmin\/editProfile$/);

  // Log in again with the new number and the new password.
  await logOut(page);
  await logIn(page, newPhone, DEMO_SELLER.password);
  await expect(page.getByText(AUTH_MSG.invalidCredentials)).toBeVisible();
  await logIn(page, newPhone, newPassword);
  await expect(page).toHaveURL(/\/home$/);
});
