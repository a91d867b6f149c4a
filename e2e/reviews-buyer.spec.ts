import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { REVIEW_MSG, encodeRouteId } from '@haat/shared';

// The buyer's side: on a demo business a buyer without an account writes a review,
// proves the phone with the one-time password from the dev outbox, and sees the business's
// stars and count change on its page and on a card in search results. At phone size; the
// journey fails on any error the page reports. Where SCREENSHOT_DIR is set it also photographs
// the reviews and a card at 412×823 and 1366×900.

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };

type Envelope<T> = { payload: T };
type Rating = { average: number; count: number } | null;
type Product = {
  _id: string;
  name: string;
  business: { _id: string; name: string; city: string };
};

async function payload<T>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string>,
) {
  const response = await request.get(path, { params });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as Envelope<T>).payload;
}

/** A trending demo product and its business, as the home page offers them. */
async function demoProduct(request: APIRequestContext): Promise<Product> {
  const { products } = await payload<{ products: { _id: string }[] }>(
    request,
    '/api/public/product/highLights',
    { limit: '1' },
  );
  return (
    await payload<{ product: Product }>(request, '/api/public/product/fetch', {
      id: products[0]!._id,
    })
  ).product;
}

const businessRating = async (request: APIRequestContext, id: string) =>
  (await payload<{ business: { rating: Rating } }>(request, '/api/public/business/fetch', { id }))
    .business.rating;

/** The code of the newest message to the phone sent after `since` (dev outbox, newest first). */
async function readOtp(request: APIRequestContext, phoneNo: string, since: number) {
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = await payload<{ messages: { text: string; sentAt: string }[] }>(
        request,
        '/api/dev/outbox',
        { phoneNo },
      );
      const latest = messages[0];
      if (!latest || Date.parse(latest.sentAt) < since) return '';
      code = /\b(\d{4})\b/.exec(latest.text)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

async function screenshots(page: Page, name: string, target: () => Promise<void>) {
  if (!SCREENSHOT_DIR) return;
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    await page.setViewportSize(viewport);
    await target();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/reviews-${name}-${size}.png` });
  }
  await page.setViewportSize(PHONE);
}

const ratingText = (rating: { average: number; count: number }) =>
  `★ ${rating.average.toFixed(1)} (${rating.count})`;

test.use({ viewport: PHONE });

test('a buyer reviews a business with an OTP and its stars change on the page and on a card', async ({
  page,
  request,
}) => {
  test.slow();
  const product = await demoProduct(request);
  const { business } = product;
  const before = await businessRating(request, business._id);
  const businessPath = `/business/${encodeRouteId({ _id: business._id, businessName: business.name })}`;
  const phoneNo = `8${String(Date.now()).slice(-9)}`;
  const name = `Ravi ${phoneNo.slice(-4)}`;
  const text = 'Helpful staff.\nDelivered the next day, <b>as promised</b>.';

  // The business page: its stars under the name, the reviews further down.
  await page.goto(businessPath);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  const reviews = page.locator('section#reviews');
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByRole('heading', { name: 'Ratings & reviews' })).toBeVisible();
  await reviews.getByRole('button', { name: 'Write a review' }).click();

  // The form: stars required, then name and phone, then the code sent to the phone.
  const dialog = page.getByRole('dialog', { name: `Review ${business.name}` });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(REVIEW_MSG.ratingRequired)).toBeVisible();
  await dialog.getByRole('radio', { name: '1 out of 5 stars' }).check({ force: true });
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('Your phone number').fill(phoneNo);
  const sentFrom = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Verify your phone number')).toBeVisible();
  await expect(dialog.getByText(/Resend OTP in 0:5\d|Resend OTP in 1:00/)).toBeVisible();
  const code = await readOtp(request, phoneNo, sentFrom);
  await dialog.getByLabel('One-time password').first().click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(REVIEW_MSG.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new rating, as the server keeps it: one more, and the average moved by a 1-star review.
  const after = await businessRating(request, business._id);
  expect(after?.count).toBe((before?.count ?? 0) + 1);
  if (before) expect(after!.average).toBeLessThanOrEqual(before.average);

  // Newest first: the review on top, its text as written (the tags as text).
  const mine = reviews.getByRole('article', { name }).first();
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('<b>as promised</b>');
  await expect(
    reviews.getByText(`(${after!.count} ${after!.count === 1 ? 'rating' : 'ratings'})`),
  ).toBeVisible();
  // The heading's stars follow without a reload…
  const headingStars = page.getByRole('link', {
    name: `Rated ${after!.average.toFixed(1)} out of 5 by ${after!.count} buyer${after!.count === 1 ? '' : 's'}`,
  });
  await expect(headingStars.first()).toBeVisible();
  // …and a fresh visit (the page drawn by the server again) shows them too.
  await page.goto(businessPath);
  await expect(headingStars.first()).toBeVisible();
  await screenshots(page, 'business', async () => {
    await page.locator('section#reviews').scrollIntoViewIfNeeded();
    await expect(page.locator('section#reviews').getByRole('article').first()).toBeVisible();
    await page.locator('section#reviews').evaluate((node) => node.scrollIntoView());
  });

  // A card in the search results of the business's city shows the new stars and count.
  await page.goto(
    `/${encodeURIComponent(business.city)}?type=products&searchQuery=${encodeURIComponent(product.name)}`,
  );
  const card = page.getByRole('article').filter({ hasText: product.name }).first();
  await expect(card).toContainText(ratingText(after!));
  await screenshots(page, 'card', async () => {
    await card.scrollIntoViewIfNeeded();
  });
});
