import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { ACCOUNTS_JOURNEY_SELLER, DEMO_PASSWORD, logIn } from './helpers.ts';

// At phone size: a demo seller opens their shop page from My Businesses, searches
// inside it, then opens the QR poster, whose printed code is decoded to the shop page's address;
// the poster in Hindi, and the print view. Fails on any error the page reports. Where
// SCREENSHOT_DIR is set it photographs the shop page, the poster and its print view at 412×823
// and 1366×900.

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
const DEMO_SELLERS = Array.from(
  { length: 20 },
  (_, i) => `90000000${String(i + 1).padStart(2, '0')}`,
).filter((phoneNo) => phoneNo !== ACCOUNTS_JOURNEY_SELLER);

type SellerBusiness = {
  _id: string;
  name: string;
  slug: string | null;
  isApproved: boolean;
  isActive: boolean;
  businessType: 'product' | 'service';
  productCount: number;
};

async function payload<T>(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  const body = (await response.json()) as { payload: T };
  expect(response.ok(), `${response.url()} ${JSON.stringify(body)}`).toBe(true);
  return body.payload;
}

/** A demo seller with a public product business of a few products, and one product's name. */
async function findShop(request: APIRequestContext) {
  for (const phoneNo of DEMO_SELLERS) {
    const { authorization } = await payload<{ authorization: string }>(
      await request.post('/api/auth/user/logIn', {
        data: { phoneNo, password: Buffer.from(DEMO_PASSWORD).toString('base64') },
      }),
    );
    const { businesses } = await payload<{ businesses: SellerBusiness[] }>(
      await request.get('/api/userAdmin/business/fetchAll', {
        params: { pageNo: '1', perPage: '10', filter: 'All' },
        headers: { authorization },
      }),
    );
    const business = businesses.find(
      (b) =>
        b.slug && b.isApproved && b.isActive && b.businessType === 'product' && b.productCount >= 3,
    );
    if (!business?.slug) continue;
    const { products } = await payload<{ products: { name: string }[] }>(
      await request.get('/api/public/product/businessAll', {
        params: { id: business._id, perPage: '12', pageNo: '1' },
      }),
    );
    const last = products.at(-1);
    if (!last) continue;
    return { phoneNo, business: { ...business, slug: business.slug }, product: last.name };
  }
  throw new Error('no demo seller with a public product business');
}

async function screenshots(page: Page, name: string, ready: () => Promise<void>) {
  if (!SCREENSHOT_DIR) return;
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    await page.setViewportSize(viewport);
    await ready();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** Presses a choice of a segmented control: its label, which covers the hidden radio. */
async function chooseSegment(page: Page, name: string) {
  const id = await page.getByRole('radio', { name, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

/** The text a QR code on the page holds, read from a picture of it. */
async function readQr(page: Page): Promise<string | null> {
  const png = await page.getByTestId('shop-poster-qr').screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

test.use({ viewport: PHONE });

test('a seller opens their shop page, searches inside it and prints its QR poster', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const { phoneNo, business, product } = await findShop(request);
  const shopUrl = `${baseURL}/shop/${business.slug}`;
  const words = product.split(/\s+/).slice(0, 2).join(' ');

  // My Businesses: the business's shop address, and the way to its page.
  await logIn(page, phoneNo);
  await page.goto('/userAdmin/businesses');
  const card = page.getByTestId('business-card').filter({ hasText: business.name });
  const panel = card.getByTestId('shop-address');
  await expect(panel.getByRole('link', { name: shopUrl })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Share' })).toBeVisible();
  await panel.getByRole('link', { name: 'Open' }).click();

  // The shop page: the business, its contact, and search inside it.
  await expect(page).toHaveURL(`/shop/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+91/);
  await expect(page.getByRole('button', { name: 'Send Query' })).toBeVisible();
  const search = page.getByRole('searchbox', {
    name: `Search the products and services of ${business.name}`,
  });
  await search.fill(words);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/shop/${business.slug}\\?search=`));
  const results = page.getByRole('list', { name: /^Results for “/ });
  await expect(results.getByText(product, { exact: true }).first()).toBeVisible();
  await screenshots(page, 'shop-page-search', async () => {
    await results.scrollIntoViewIfNeeded();
  });

  // The page as a visitor's link opens it: drawn by the server with its share preview.
  const drawn = await request.get(`/shop/${business.slug}`);
  expect(drawn.status()).toBe(200);
  const html = await drawn.text();
  expect(html).toContain(`<link rel="canonical" href="`);
  expect(html).toContain(`/shop/${business.slug}" />`);
  expect(html).toContain('"@type":"LocalBusiness"');
  await page.goto(`/shop/${business.slug}`);
  await screenshots(page, 'shop-page', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  // The QR poster: the name, the code of the shop address, the line to scan, in English.
  await page.goto('/userAdmin/businesses');
  await card.getByTestId('shop-address').getByRole('link', { name: 'Print QR poster' }).click();
  const poster = page.getByTestId('shop-poster');
  await expect(poster.getByRole('heading', { name: business.name })).toBeVisible();
  await expect(poster.getByText('Scan to see our products and send an enquiry')).toBeVisible();
  await expect(page.getByTestId('shop-poster-qr').locator('svg')).toBeVisible();
  expect(await readQr(page)).toBe(shopUrl);
  await screenshots(page, 'shop-poster', async () => {
    await poster.scrollIntoViewIfNeeded();
  });

  // In Hindi, on A5.
  await chooseSegment(page, 'हिन्दी');
  await expect(poster.getByText('स्कैन करें, हमारे उत्पाद देखें और पूछताछ भेजें')).toBeVisible();
  await expect(poster).toHaveAttribute('lang', 'hi');
  await chooseSegment(page, 'A5');
  expect(await readQr(page)).toBe(shopUrl);

  // Printed: only the poster, without the seller area's header and the controls.
  await page.emulateMedia({ media: 'print' });
  await expect(poster).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  expect(await readQr(page)).toBe(shopUrl);
  await screenshots(page, 'shop-poster-print', async () => {});
  await page.emulateMedia({ media: 'screen' });
});
