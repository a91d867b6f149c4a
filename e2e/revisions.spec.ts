import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { DEMO_ADMIN_PHONE, DEMO_PASSWORD, logIn } from './helpers.ts';
import { encodeRouteId, SELLER_MSG } from '@haat/shared';

// At phone size: a demo seller edits the description of an approved business;
// the public page keeps the approved text; the administrator sees the before and after in the
// approval queue and approves; the public page shows the new text. Fails on any error the page
// reports. Where SCREENSHOT_DIR is set it photographs both screens at 412×823 and 1366×900.

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
const SELLER_PHONE = '9000000003';

type Business = {
  _id: string;
  name: string;
  description: string;
  isApproved: boolean;
  isActive: boolean;
  revision?: unknown;
};

const encoded = (password: string) => Buffer.from(password).toString('base64');

async function payload<T>(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  const body = (await response.json()) as { payload: T };
  expect(response.ok(), `${response.url()} ${JSON.stringify(body)}`).toBe(true);
  return body.payload;
}

/** An approved, active business of the demo seller with no changes waiting. */
async function liveBusiness(request: APIRequestContext) {
  const { authorization } = await payload<{ authorization: string }>(
    await request.post('/api/auth/user/logIn', {
      data: { phoneNo: SELLER_PHONE, password: encoded(DEMO_PASSWORD) },
    }),
  );
  const { businesses } = await payload<{ businesses: Business[] }>(
    await request.get('/api/userAdmin/business/fetchAll', {
      params: { pageNo: '1', filter: 'Active' },
      headers: { Authorization: authorization },
    }),
  );
  const business = businesses.find((b) => b.isApproved && b.isActive && !b.revision);
  if (!business) throw new Error('the demo seller has no live business without changes waiting');
  return business;
}

const publicDescription = async (request: APIRequestContext, id: string) =>
  (
    await payload<{ business: { description: string } }>(
      await request.get('/api/public/business/fetch', { params: { id } }),
    )
  ).business.description;

async function screenshots(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/revisions-${name}-${size}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(PHONE);
}

test.use({ viewport: PHONE });

test('an edit of a live business waits for approval while the live version stays public', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const business = await liveBusiness(request);
  const before = business.description;
  const after = `${before.split(/[.!?]/)[0]}. Now with home delivery in the city (${Date.now() % 100000}).`;
  await logIn(page, SELLER_PHONE);
  await page.goto(
    `/userAdmin/businesses/edit/${encodeRouteId({ _id: business._id, businessName: business.name })}`,
  );
  await expect(page.getByTestId('revision-notice')).toContainText(
    'the live version stays on the site until they are approved',
  );
  await page.getByRole('textbox', { name: /^Description/ }).fill(after);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(SELLER_MSG.businessRevised)).toBeVisible();

  // The public page still answers the approved text.
  expect(await publicDescription(request, business._id)).toBe(before);
  await page.goto(`/business/${encodeRouteId({ _id: business._id, businessName: business.name })}`);
  await expect(page.getByText(before.slice(0, 40)).first()).toBeVisible();
  await expect(page.getByText('Now with home delivery')).toHaveCount(0);

  // The seller sees both versions on the edit page.
  await page.goto(
    `/userAdmin/businesses/edit/${encodeRouteId({ _id: business._id, businessName: business.name })}`,
  );
  const panel = page.getByTestId('revision-panel');
  await expect(panel).toContainText('Changes waiting for approval');
  await expect(panel.locator('[data-field="description"] [data-side="after"]')).toContainText(
    'Now with home delivery',
  );
  await screenshots(page, 'seller');

  // The administrator sees the before and after, and approves.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await logIn(admin, DEMO_ADMIN_PHONE);
  await admin.goto(`/admin/approvals?type=business`);
  const card = admin
    .locator('[data-testid="approval-revision"]')
    .filter({ hasText: 'Now with home delivery' });
  await expect(card).toBeVisible();
  await expect(card.locator('[data-field="description"] [data-side="before"]')).toContainText(
    before.slice(0, 30),
  );
  await screenshots(admin, 'admin');
  const item = admin.locator('.mantine-Paper-root', { has: card }).last();
  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin.getByRole('button', { name: 'Proceed' }).click();
  await expect(card).toHaveCount(0);

  await expect.poll(() => publicDescription(request, business._id)).toBe(after);
  await page.goto(`/business/${encodeRouteId({ _id: business._id, businessName: business.name })}`);
  await expect(page.getByText('Now with home delivery').first()).toBeVisible();
  await adminContext.close();
});
