import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures.ts';
import { formatPhone } from '../packages/shared/src/format.ts';

// Plans and approvals end to end: a new user signs up and asks for Plan A on
// /subscriptionPlans; the administrator activates it in the console; the seller registers a
// business and a product (through the API: the seller screens have their own journey in
// seller.spec.ts); the administrator approves both; a visitor finds the product by search.

const ADMIN = { phoneNo: '9000000000', password: 'demo1234' };
const PASSWORD = 'newseller123';
// Where SCREENSHOT_DIR is set, the journey also photographs the console and the plans page.
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1440, height: 900 },
];

type Envelope<T> = { code: number; message: string; payload: T };

const encoded = (password: string) => Buffer.from(password).toString('base64');
const run = Date.now().toString(36).slice(-5);

async function payload<T>(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), `${response.url()} ${JSON.stringify(body)}`).toBe(true);
  return body.payload;
}

/** Sign-up through the account calls: OTP from the dev outbox, verify, create. */
async function signUp(request: APIRequestContext, phoneNo: string) {
  await payload(
    await request.get('/api/auth/user/requestOTP', { params: { phoneNo, type: 'RegisterUser' } }),
  );
  const { messages } = await payload<{ messages: Array<{ text: string }> }>(
    await request.get('/api/dev/outbox', { params: { phoneNo } }),
  );
  const otp = /\b(\d{4})\b/.exec(messages[0]?.text ?? '')?.[1];
  expect(otp, 'an OTP in the dev outbox').toBeTruthy();
  await payload(
    await request.post('/api/auth/user/verifyOTP', {
      data: { phoneNo, otp, type: 'RegisterUser' },
    }),
  );
  await payload(
    await request.post('/api/public/user/create', {
      data: {
        firstName: 'Meena',
        lastName: 'Iyer',
        phoneNo,
        gender: 'Female',
        password: encoded(PASSWORD),
        isAdult: true,
      },
    }),
  );
}

async function logInOnScreen(page: Page, phoneNo: string, password: string) {
  await page.getByRole('textbox', { name: 'Phone no.' }).fill(phoneNo);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function apiHeaders(request: APIRequestContext, phoneNo: string, password: string) {
  const { authorization } = await payload<{ authorization: string }>(
    await request.post('/api/auth/user/logIn', { data: { phoneNo, password: encoded(password) } }),
  );
  return { Authorization: `Bearer ${authorization.replace(/^Bearer\s+/i, '')}` };
}

async function screenshots(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/${name}-${viewport.name}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(VIEWPORTS[1]!);
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/logIn\?redirectTo=%2Fadmin/);
  await logInOnScreen(page, ADMIN.phoneNo, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}

/** Approves the one pending item of `type` that `search` finds. */
async function approve(page: Page, type: string, search: string) {
  await page.goto(`/admin/approvals?type=${type}`);
  await page.getByPlaceholder('Search by name or owner phone').fill(search);
  const item = page.getByTestId('approval-item').filter({ hasText: search });
  await expect(item).toHaveCount(1);
  await expect(page.getByTestId('approval-item')).toHaveCount(1);
  await item.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Approved.')).toBeVisible();
  await expect(page.getByTestId('approval-item')).toHaveCount(0);
}

test('a new seller buys Plan A, gets it activated, and their approved product is found', async ({
  page,
  browser,
  request,
}) => {
  // The longest journey (two people, two browser contexts): up to 40 s on a loaded machine.
  test.slow();
  const phoneNo = `7${String(Date.now()).slice(-9)}`;
  const businessName = `Meena Handlooms ${run}`;
  const productName = `Kanchipuram Silk Saree ${run}`;

  // A new user signs up and logs in on the screen; without a plan the header offers Subscriptions.
  await signUp(request, phoneNo);
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
    );
  await page.goto('/subscriptionPlans');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a Plan' })).toBeVisible();
  await expect(page.getByTestId('plan-Plan A')).toContainText('₹449');
  await screenshots(page, 'subscription-plans');

  // Logged out, Get Started leads to /logIn first, and back to the plans after it.
  await page.getByTestId('plan-Plan A').getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/logIn$/);
  await logInOnScreen(page, phoneNo, PASSWORD);
  await expect(page).toHaveURL(/\/subscriptionPlans$/);

  // Get Started: the request is recorded and WhatsApp opens with the plan and the phone.
  const popup = page.waitForEvent('popup');
  await page.getByTestId('plan-Plan A').getByRole('button', { name: 'Get Started' }).click();
  const whatsApp = await popup;
  await expect.poll(() => whatsApp.url()).toContain('https://wa.me/91');
  const message = decodeURIComponent(new URL(whatsApp.url()).searchParams.get('text') ?? '');
  expect(message).toContain('Plan A');
  expect(message).toContain(phoneNo);

  // Back on the tab: the message, and home.
  await page.bringToFront();
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
  await expect(
    page.getByText('We have received your request for subscription, We will contact you soon!!'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await whatsApp.close();

  // The administrator activates Plan A from the request.
  const admin = await adminPage(browser);
  await screenshots(admin, 'admin-dashboard');
  await admin.getByRole('link', { name: 'Plans' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  // The console shows phone numbers grouped for reading ('72648 91349').
  const row = admin.getByRole('row').filter({ hasText: formatPhone(phoneNo) });
  await expect(row).toContainText('Plan A');
  await row.getByRole('button', { name: 'Activate Plan A' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Proceed' }).click();
  await expect(admin.getByText('Plan activated.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The seller now has a plan: My Subscription shows it as active.
  await page.goto('/userAdmin/subscription');
  await expect(page.getByTestId('plan-status')).toContainText('Your plan is active');
  await expect(page.getByText('Plan A', { exact: true })).toBeVisible();

  // The seller registers a business and a product.
  const headers = await apiHeaders(request, phoneNo, PASSWORD);
  const { business } = await payload<{ business: { _id: string } }>(
    await request.post('/api/userAdmin/business/create', {
      headers,
      data: {
        name: businessName,
        businessType: 'product',
        images: [],
        tags: ['saree', 'silk'],
        description: 'Hand-woven silk sarees from Kanchipuram.',
        phoneNo,
        address: '14 Gandhi Road',
        state: 'Tamil Nadu',
        city: 'Chennai',
        pinCode: '600017',
      },
    }),
  );
  const { categories } = await payload<{
    categories: Array<{ _id: string; subCategories: Array<{ _id: string }> }>;
  }>(
    await request.get('/api/userAdmin/category/fetchAll', {
      headers,
      params: { categoryType: 'product' },
    }),
  );
  const category = categories.find((c) => c.subCategories.length > 0)!;
  const { product } = await payload<{ product: { _id: string } }>(
    await request.post('/api/userAdmin/product/create', {
      headers,
      data: {
        name: productName,
        images: [],
        fkCategoryId: category._id,
        fkSubCategoriesIds: [category.subCategories[0]!._id],
        fkColorIds: [],
        pricePerUnit: 8999,
        sellingPrice: 7499,
        tags: ['saree'],
        description: 'Pure silk with zari border.',
        specifications: [],
        disclaimer: [],
        fkBusinessId: business._id,
      },
    }),
  );
  const search = () =>
    request.get('/api/public/product/search', { params: { search: productName } });
  const before = await payload<{ searchResults: Array<{ _id: string }> }>(await search());
  expect(before.searchResults.map((p) => p._id)).not.toContain(product._id);

  // The administrator approves both.
  await admin.goto(`/admin/approvals?type=business`);
  await screenshots(admin, 'admin-approvals');
  await approve(admin, 'business', businessName);
  await approve(admin, 'product', productName);

  // A visitor finds the product.
  const after = await payload<{ searchResults: Array<{ _id: string; name: string }> }>(
    await search(),
  );
  expect(after.searchResults.map((p) => p.name)).toContain(productName);

  // Every action is in the audit log.
  await admin.goto('/admin/audit');
  await expect(admin.getByText('activatePlan').first()).toBeVisible();
  await expect(admin.getByText('approve').first()).toBeVisible();
});
