import { encodeRouteId, type InsightsAnswer } from '@haat/shared';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { logIn } from './helpers.ts';

// At 412×823: a buyer opens a seller's product and taps WhatsApp; the seller opens
// Insights and finds the view and the tap counted in the totals and the product among the top
// listings. Fails on any console error. SCREENSHOT_DIR photographs the screen at phone and
// desktop sizes.

const SELLER = '9000000003';
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

type Envelope<T> = { code: number; payload: T };
type SellerProduct = { _id: string; name: string; isActive: boolean; isApproved: boolean };

async function insights(request: APIRequestContext, token: string) {
  const response = await request.get('/api/userAdmin/insights/fetch', {
    headers: { Authorization: token },
    params: { days: 7 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Envelope<InsightsAnswer>).payload;
}

test.use({ viewport: PHONE });

test('a buyer views a product and taps WhatsApp; the seller sees both in Insights', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await logIn(page, SELLER);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const listed = await request.get('/api/userAdmin/product/fetchAll', {
    headers: { Authorization: token! },
    params: { pageNo: 1, perPage: 10, filter: 'Active' },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const { products } = ((await listed.json()) as Envelope<{ products: SellerProduct[] }>).payload;
  const product = products.find((p) => p.isActive && p.isApproved);
  expect(product).toBeTruthy();
  const before = await insights(request, token!);

  // The buyer: a phone of their own (a visitor counts once a day), WhatsApp answered here.
  const buyerContext = await browser.newContext({
    viewport: PHONE,
    userAgent: `Haat insights journey ${Date.now()}`,
  });
  await buyerContext.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
  );
  const buyer = await buyerContext.newPage();
  const viewed = buyer.waitForResponse(
    (r) => r.url().includes('/api/public/product/views') && r.status() === 200,
  );
  await buyer.goto(`/product/${encodeRouteId({ _id: product!._id, productName: product!.name })}`);
  await expect(buyer.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await viewed;
  const tapped = buyer.waitForResponse(
    (r) => r.url().includes('/api/public/product/taps') && r.request().method() === 'POST',
  );
  const whatsApp = buyerContext.waitForEvent('page');
  await buyer.getByRole('link', { name: 'Whatsapp', exact: true }).click();
  expect((await tapped).status()).toBe(200);
  await (await whatsApp).close();
  await buyerContext.close();

  // The seller opens Insights (the menu entry is covered by the screen's unit test).
  await page.goto('/userAdmin/insights');
  // SegmentedControl keeps its radios visually hidden: a person presses the visible label.
  await page.getByText('Last 7 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(page).toHaveURL(/days=7/);
  const views = page.getByTestId('total-views');
  const taps = page.getByTestId('total-whatsapp');
  await expect(
    views.getByText(String(before.totals.views.value + 1), { exact: true }),
  ).toBeVisible();
  await expect(
    taps.getByText(String(before.totals.whatsapp.value + 1), { exact: true }),
  ).toBeVisible();
  const top = page.getByRole('link', { name: product!.name });
  await expect(top.first()).toBeVisible();
  await expect(page.getByTestId('insights-chart').locator('canvas')).toBeVisible();

  if (SCREENSHOT_DIR) {
    for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/insights-${size}.png`, fullPage: true });
    }
    await page.setViewportSize(PHONE);
  }
});
