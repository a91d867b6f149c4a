import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { formatDate } from '../packages/shared/src/format.ts';
import { logIn } from './helpers.ts';

// At 412×823: one seller through the three plan states. No plan:
// the menu offers Subscriptions and no bell polls the seller area. Active (the administrator
// activates Plan A): My Subscription says 'Your plan is active'. Expired (the journeys' test
// route puts the end two days back, as time passing would): the menu offers Subscriptions
// again, /subscriptionPlans says 'Your plan has expired' with the date it ended and the plans
// to renew, and links nowhere it cannot go. No console error on the way; no 401 either.

const ADMIN = { phoneNo: '9000000000', password: 'demo1234' };
const PASSWORD = 'plans12345';
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const DAY_MS = 24 * 60 * 60 * 1000;

type Envelope<T> = { code: number; message: string; payload: T };
const encoded = (password: string) => Buffer.from(password).toString('base64');
const phoneNo = `93${Date.now().toString().slice(-8)}`;

async function payload<T>(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), `${response.url()} ${JSON.stringify(body)}`).toBe(true);
  return body.payload;
}

async function signUp(request: APIRequestContext) {
  await payload(
    await request.get('/api/auth/user/requestOTP', { params: { phoneNo, type: 'RegisterUser' } }),
  );
  const { messages } = await payload<{ messages: Array<{ text: string }> }>(
    await request.get('/api/dev/outbox', { params: { phoneNo } }),
  );
  const otp = /\b(\d{4})\b/.exec(messages[0]?.text ?? '')?.[1];
  await payload(
    await request.post('/api/auth/user/verifyOTP', {
      data: { phoneNo, otp, type: 'RegisterUser' },
    }),
  );
  await payload(
    await request.post('/api/public/user/create', {
      data: {
        firstName: 'Kavya',
        lastName: 'Rao',
        phoneNo,
        gender: 'Female',
        password: encoded(PASSWORD),
        isAdult: true,
      },
    }),
  );
}

async function adminHeaders(request: APIRequestContext) {
  const login = await payload<{ authorization: string; userData: unknown }>(
    await request.post('/api/auth/user/logIn', {
      data: { phoneNo: ADMIN.phoneNo, password: encoded(ADMIN.password) },
    }),
  );
  return { authorization: login.authorization };
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).first().click();
  return page.getByRole('menu');
}

async function screenshots(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/plan-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

test.use({ viewport: PHONE });

test('a seller walks no plan, active and expired, and the administrator sees the expiry', async ({
  page,
  request,
}) => {
  test.slow();
  await signUp(request);
  const admin = await adminHeaders(request);
  const user = (
    await payload<{ users: Array<{ _id: string; phoneNo: string }> }>(
      await request.get('/api/admin/user/fetchAll', {
        params: { search: phoneNo },
        headers: admin,
      }),
    )
  ).users.find((u) => u.phoneNo === phoneNo)!;

  // No plan: Subscriptions in the menu, no bell, the plans page shows no state.
  await logIn(page, phoneNo, PASSWORD);
  await page.goto('/home');
  let menu = await openMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Subscriptions' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My Subscription' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
  await page.goto('/subscriptionPlans');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a Plan' })).toBeVisible();
  await expect(page.getByTestId('plan-status')).toHaveCount(0);

  // Active: the administrator activates Plan A and the seller sees it.
  const activated = await payload<{ user: { planExpiresAt: string } }>(
    await request.put('/api/admin/user/activatePlan', {
      data: { id: user._id, plan: 'Plan A' },
      headers: admin,
    }),
  );
  // The plans page asks the server, whatever login stored.
  await page.goto('/subscriptionPlans');
  const active = page.getByTestId('plan-status');
  await expect(active).toHaveAttribute('data-status', 'Active');
  await expect(active).toContainText('Your plan is active');
  await expect(active).toContainText(
    `Your plan is Plan A, valid until ${formatDate(activated.user.planExpiresAt)}`,
  );
  await active.getByRole('link', { name: 'My Subscription' }).click();
  await expect(page).toHaveURL(/\/userAdmin\/subscription$/);
  await expect(page.getByTestId('plan-status')).toContainText('Your plan is active');
  await screenshots(page, 'active');

  // Expired two days ago.
  const ended = new Date(Date.now() - 2 * DAY_MS).toISOString();
  await payload(
    await request.put('/api/admin/test/planExpiresAt', {
      data: { phoneNo, planExpiresAt: ended },
      headers: admin,
    }),
  );
  await page.goto('/subscriptionPlans');
  const expired = page.getByTestId('plan-status');
  await expect(expired).toHaveAttribute('data-status', 'Expired');
  await expect(expired).toContainText('Your plan has expired');
  await expect(expired).toContainText(
    `Your Plan A ended on ${formatDate(ended)} (India time). Choose a plan below to renew it.`,
  );
  await expect(expired).not.toContainText('valid until');
  await expect(expired.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Get Started/ }).first()).toBeEnabled();
  await screenshots(page, 'expired');
  // The menu follows what the server answered: Subscriptions again, and no bell.
  menu = await openMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Subscriptions' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My Subscription' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);

  // The administrator's Plans screen lists the seller under the recent expiries.
  const expiredList = await payload<{ users: Array<{ phoneNo: string; planExpiresAt: string }> }>(
    await request.get('/api/admin/user/expiredPlans', { headers: admin }),
  );
  expect(expiredList.users.find((u) => u.phoneNo === phoneNo)?.planExpiresAt).toBe(ended);
});
