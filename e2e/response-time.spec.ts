import { mkdir } from 'node:fs/promises';
import { responseWithin, type PublicBusiness, type ResponseTime } from '@haat/shared';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { logIn } from './helpers.ts';

// A business whose demo enquiries were mostly acted on (the demo seed's
// demo-lead-actions.ts) says how soon it responds under its name on its shop page, in English
// and Hindi, and its listings' cards say it small; its seller finds the figure and the 90 days
// before in Insights. At 412×823 (no sideways scrolling) and 1366×900; the screens are saved
// in test-results/response-time/ for a person to look at.

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = 'test-results/response-time';
/** A demo seller (9000000001 … 9000000045, each with businesses and enquiries). */
const SELLER = '9000000003';

type Envelope<T> = { code: number; payload: T };

async function payload<T>(request: APIRequestContext, url: string, params: Record<string, string>) {
  const response = await request.get(url, { params });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).payload;
}

/** The English phrase of a figure, as the page must show it. */
function phrase(figure: NonNullable<ResponseTime>) {
  const within = responseWithin(figure.medianMinutes);
  const words =
    within.unit === 'hour'
      ? 'within an hour'
      : within.unit === 'day'
        ? 'within a day'
        : `within ${within.count} ${within.unit}`;
  return `Usually responds ${words} · ${figure.actedShare}% of enquiries`;
}

/** A public product business with a response time and an address, from the home's products. */
async function businessWithFigure(request: APIRequestContext) {
  const { products } = await payload<{ products: { _id: string }[] }>(
    request,
    '/api/public/product/highLights',
    { limit: '24' },
  );
  for (const card of products) {
    const { product } = await payload<{ product: { business: { _id: string } } }>(
      request,
      '/api/public/product/fetch',
      { id: card._id },
    );
    const { business } = await payload<{ business: PublicBusiness }>(
      request,
      '/api/public/business/fetch',
      { id: product.business._id },
    );
    if (business.responseTime && business.slug && business.productCount > 0) return business;
  }
  throw new Error('no demo business with a response time: is demo-lead-actions.ts seeded?');
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test('a shop page says how soon the business responds, and its cards say it small', async ({
  page,
  request,
}) => {
  test.slow();
  const business = await businessWithFigure(request);
  const figure = business.responseTime!;
  expect(figure.enquiries).toBeGreaterThanOrEqual(5);
  await mkdir(SHOTS, { recursive: true });

  await page.setViewportSize(PHONE);
  await page.goto(`/shop/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  const line = page.getByText(phrase(figure), { exact: true });
  await expect(line).toBeVisible();
  // Under the name, on the first screen of a phone.
  const box = await line.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/shop-phone.png` });

  // Its listings' cards: "Replies in … · N%", each card's business being this one.
  const card = page
    .getByRole('article')
    .filter({ hasText: /Replies in / })
    .first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText(`· ${figure.actedShare}%`);
  // Quiet: one line of a two-column card, at the rating's size.
  const cardLine = await card.getByText(/^Replies in /).boundingBox();
  expect(cardLine!.height).toBeLessThan(20);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/shop-cards-phone.png` });

  await page.setViewportSize(DESKTOP);
  await page.goto(`/shop/${business.slug}`);
  await expect(page.getByText(phrase(figure), { exact: true })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/shop-desktop.png` });
});

test('in Hindi on a phone', async ({ browser, request }) => {
  const business = await businessWithFigure(request);
  const context = await browser.newContext({ viewport: PHONE, locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto(`/shop/${business.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page.getByText(
      new RegExp(`^आम तौर पर .+ के अंदर जवाब देते हैं · ${business.responseTime!.actedShare}% पूछताछ पर$`),
    ),
  ).toBeVisible();
  await noSidewaysScroll(page);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/shop-hindi-phone.png` });
  await context.close();
});

test('the seller finds the figure and the 90 days before in Insights', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await logIn(page, SELLER);
  await page.goto('/userAdmin/insights');
  const section = page.locator('section').filter({
    has: page.getByRole('heading', { name: 'Response time' }),
  });
  await expect(section).toBeVisible();
  await expect(
    section.getByText(/^Usually responds within .+ · \d+% of enquiries$/).first(),
  ).toBeVisible();
  await expect(section.getByText(/acted on in the last 90 days$/).first()).toBeVisible();
  await expect(section.getByText(/^The 90 days before: /).first()).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await noSidewaysScroll(page);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/insights-phone.png` });
});
