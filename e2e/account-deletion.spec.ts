import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { formatDate } from '../packages/shared/src/format.ts';
import {
  DEMO_ADMIN_PHONE,
  DEMO_PASSWORD,
  apiPayload,
  logIn,
  noSidewaysScroll,
  readOtp,
} from './helpers.ts';

// At 412×823: a seller on Edit Profile downloads their data (the ZIP opened here, their profile
// in it), asks to delete their account with the code sent to their phone, lands signed out on
// the login page that says until which date signing in cancels it, signs in and is told the
// account will not be deleted.

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = process.env.SCREENSHOT_DIR;
const PASSWORD = 'deletion12345';
const encoded = (password: string) => Buffer.from(password).toString('base64');
const phoneNo = `94${Date.now().toString().slice(-8)}`;

/** A new seller through the API, with a plan an administrator activates (the seller area needs one). */
async function newSeller(request: APIRequestContext) {
  const since = Date.now();
  await apiPayload(
    await request.get('/api/auth/user/requestOTP', { params: { phoneNo, type: 'RegisterUser' } }),
  );
  const otp = await readOtp(request, phoneNo, since);
  await apiPayload(
    await request.post('/api/auth/user/verifyOTP', {
      data: { phoneNo, otp, type: 'RegisterUser' },
    }),
  );
  await apiPayload(
    await request.post('/api/public/user/create', {
      data: {
        firstName: 'Deepa',
        lastName: 'Iyer',
        phoneNo,
        gender: 'Female',
        password: encoded(PASSWORD),
        isAdult: true,
      },
    }),
  );
  const admin = await apiPayload<{ authorization: string }>(
    await request.post('/api/auth/user/logIn', {
      data: { phoneNo: DEMO_ADMIN_PHONE, password: encoded(DEMO_PASSWORD) },
    }),
  );
  const headers = { authorization: admin.authorization };
  const { users } = await apiPayload<{ users: Array<{ _id: string; phoneNo: string }> }>(
    await request.get('/api/admin/user/fetchAll', { params: { search: phoneNo }, headers }),
  );
  const user = users.find((u) => u.phoneNo === phoneNo)!;
  await apiPayload(
    await request.put('/api/admin/user/activatePlan', {
      data: { id: user._id, plan: 'Plan A' },
      headers,
    }),
  );
}

async function shot(page: Page, name: string) {
  await noSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-deletion-${name}.png` });
}

test.use({ viewport: PHONE });

test('a seller downloads their data, asks to delete the account, and signing in cancels it', async ({
  page,
  request,
}) => {
  test.slow();
  await newSeller(request);
  await logIn(page, phoneNo, PASSWORD);
  await page.goto('/userAdmin/editProfile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'profile');
  await page.setViewportSize(DESKTOP);
  await noSidewaysScroll(page);
  await page.setViewportSize(PHONE);

  // The copy: a ZIP with a README and the profile, never the password's hash.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^haat-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(strFromU8(files['README.txt']!)).toContain('Change it: Edit Profile');
  const [profile] = JSON.parse(strFromU8(files['profile.json']!)) as Array<Record<string, unknown>>;
  expect(profile).toMatchObject({ phoneNo, firstName: 'Deepa', lastName: 'Iyer' });
  expect(Object.keys(profile!)).not.toContain('passwordHash');

  // The deletion: what happens, the code to the account's phone, then signed out.
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Your account waits 14 days');
  await shot(page, 'dialog');
  const since = Date.now();
  await dialog.getByRole('button', { name: /^Send code to/ }).click();
  const code = await readOtp(request, phoneNo, since);
  await expect(dialog.getByText('Enter the code to confirm')).toBeVisible();
  await page.keyboard.type(code);
  await shot(page, 'code');
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/logIn$/);
  const notice = page.getByRole('status').filter({ hasText: 'Your account will be deleted' });
  const due = formatDate(new Date(Date.now() + 14 * 24 * 3600_000));
  await expect(notice).toContainText(`It will be deleted on ${due}`);
  await shot(page, 'scheduled');
  // Signed out: this browser holds no token.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signing in cancels it, and says so.
  await logIn(page, phoneNo, PASSWORD);
  await expect(page.getByText('Welcome back. Your account will not be deleted')).toBeVisible();
  await shot(page, 'cancelled');
});
