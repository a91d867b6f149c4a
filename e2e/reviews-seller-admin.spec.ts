import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { ACCOUNTS_JOURNEY_SELLER, DEMO_ADMIN_PHONE, DEMO_PASSWORD, logIn } from './helpers.ts';
import { REVIEW_MSG, encodeRouteId, type SellerReview } from '@haat/shared';

// The seller's and the administrator's side, at phone size: a demo seller opens the
// reviews of one business from its row, replies to a review (and edits the reply), and the reply
// shows on the public business page; a buyer reports another review (through the API), the
// administrator finds it from the dashboard's tile, hides it with a reason, and it leaves the
// public page and the business's count. The journey fails on any error the page reports. Where
// SCREENSHOT_DIR is set it photographs the seller's screen and the queue at 412×823 and 1366×900.

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
/** The demo sellers are 9000000001 … 9000000045 (apps/server/src/db/seed/demo.ts). */
const DEMO_SELLERS = Array.from(
  { length: 20 },
  (_, i) => `90000000${String(i + 1).padStart(2, '0')}`,
).filter((phoneNo) => phoneNo !== ACCOUNTS_JOURNEY_SELLER);

type Envelope<T> = { payload: T };
type PublicPage = {
  summary: { count: number };
  reviews: { _id: string; text: string | null; reply: { text: string } | null }[];
  total: number;
};

const encoded = (password: string) => Buffer.from(password).toString('base64');

async function payload<T>(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), `${response.url()} ${JSON.stringify(body)}`).toBe(true);
  return body.payload;
}

const publicReviews = async (request: APIRequestContext, businessId: string) =>
  payload<PublicPage>(
    await request.get('/api/public/review/fetchAll', {
      params: { fkBusinessId: businessId, perPage: '50' },
    }),
  );

const businessCount = async (request: APIRequestContext, businessId: string) =>
  (
    await payload<{ business: { rating: { count: number } | null } }>(
      await request.get('/api/public/business/fetch', { params: { id: businessId } }),
    )
  ).business.rating?.count ?? 0;

/**
 * A demo seller with a business whose published reviews include two with texts no other review
 * of it has: one without a reply (the seller answers it) and another (a buyer reports it).
 */
async function findSeller(request: APIRequestContext) {
  for (const phoneNo of DEMO_SELLERS) {
    const { authorization } = await payload<{ authorization: string }>(
      await request.post('/api/auth/user/logIn', {
        data: { phoneNo, password: encoded(DEMO_PASSWORD) },
      }),
    );
    const { reviews } = await payload<{ reviews: SellerReview[] }>(
      await request.get('/api/userAdmin/review/fetchAll', {
        params: { perPage: '50' },
        headers: { Authorization: authorization },
      }),
    );
    const byBusiness = new Map<string, SellerReview[]>();
    for (const review of reviews.filter((r) => r.status === 'published')) {
      byBusiness.set(review.business._id, [...(byBusiness.get(review.business._id) ?? []), review]);
    }
    for (const list of byBusiness.values()) {
      const texts = list.map((r) => r.text);
      const unique = list.filter(
        (r) => r.text && texts.indexOf(r.text) === texts.lastIndexOf(r.text),
      );
      const toAnswer = unique.find((r) => r.reply === null);
      const toReport = unique.find((r) => r !== toAnswer);
      if (toAnswer && toReport) return { phoneNo, toAnswer, toReport };
    }
  }
  throw new Error('no demo seller with two distinct published reviews on one business');
}

async function screenshots(page: Page, name: string, ready: () => Promise<void>) {
  if (!SCREENSHOT_DIR) return;
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    await page.setViewportSize(viewport);
    await ready();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${size}.png` });
  }
  await page.setViewportSize(PHONE);
}

/** Presses a choice of a segmented control: its label, which covers the hidden radio. */
async function chooseSegment(page: Page, name: string) {
  const id = await page.getByRole('radio', { name, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

test.use({ viewport: PHONE });

test('the seller replies to a review; the administrator hides a reported one', async ({
  page,
  request,
}) => {
  test.slow();
  const { phoneNo, toAnswer, toReport } = await findSeller(request);
  const business = toAnswer.business;
  const businessPage = `/business/${encodeRouteId({ _id: business._id, businessName: business.name })}`;
  const replyText = `Thank you, ${toAnswer.name}! Do visit again — team ${business.name}.`;
  const editedReply = `${replyText} The new stock is in.`;

  // The seller: My Businesses → the business's Reviews → Reply.
  await logIn(page, phoneNo);
  await page.goto('/userAdmin/businesses');
  const row = page.getByTestId('business-card').filter({ hasText: business.name });
  await screenshots(page, 'reviews-business-row', async () => {
    await row.scrollIntoViewIfNeeded();
  });
  await row.getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(new RegExp(`/userAdmin/reviews\\?business=${business._id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Reviews of your businesses' });
  const card = list.getByRole('listitem').filter({ hasText: toAnswer.text! });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Reply to ${toAnswer.name}` }).click();
  const form = card.getByRole('form', { name: `Reply to ${toAnswer.name}` });
  await form.getByRole('button', { name: 'Publish reply' }).click();
  await expect(form.getByText(REVIEW_MSG.replyRequired)).toBeVisible();
  await form.getByRole('textbox', { name: 'Your public reply' }).fill(replyText);
  await form.getByRole('button', { name: 'Publish reply' }).click();
  await expect(page.getByText(REVIEW_MSG.replyPublished)).toBeVisible();
  await expect(card.getByText(replyText)).toBeVisible();

  // One reply per review: the button now edits it.
  await card.getByRole('button', { name: `Edit reply to ${toAnswer.name}` }).click();
  const edit = card.getByRole('form', { name: `Edit reply to ${toAnswer.name}` });
  await expect(edit.getByRole('textbox', { name: 'Your public reply' })).toHaveValue(replyText);
  await edit.getByRole('textbox', { name: 'Your public reply' }).fill(editedReply);
  await edit.getByRole('button', { name: 'Save reply' }).click();
  await expect(page.getByText(REVIEW_MSG.replyUpdated)).toBeVisible();
  await expect(card.getByText(editedReply)).toBeVisible();

  // The filter by stars writes the address and narrows the list.
  await chooseSegment(page, `${toAnswer.rating}★`);
  await expect(page).toHaveURL(new RegExp(`rating=${toAnswer.rating}`));
  await expect(card).toBeVisible();
  await screenshots(page, 'reviews-seller', async () => {
    await expect(card).toBeVisible();
  });

  // The reply is public: in the business's reviews and on its page.
  const answered = (await publicReviews(request, business._id)).reviews.find(
    (r) => r._id === toAnswer._id,
  );
  expect(answered?.reply?.text).toBe(editedReply);
  await page.goto(businessPage);
  await page.locator('section#reviews').scrollIntoViewIfNeeded();
  await expect(page.getByText(editedReply)).toBeVisible();
  await expect(page.getByText(toReport.text!)).toBeVisible();

  // A buyer reports another review of the business.
  const before = await publicReviews(request, business._id);
  const countBefore = await businessCount(request, business._id);
  const report = await request.post('/api/public/review/report', {
    data: { id: toReport._id, reason: 'offensive', details: 'Abuses the staff.' },
  });
  expect(report.status()).toBe(201);

  // The administrator: the dashboard's tile → the queue → Hide with a reason.
  await page.goto('/userAdmin/signOut');
  await expect(page).toHaveURL(/\/logIn/);
  await logIn(page, DEMO_ADMIN_PHONE);
  await page.goto('/admin');
  const tile = page.getByRole('link', { name: /^Reviews to moderate: [1-9]\d*$/ });
  await expect(tile).toBeVisible();
  await screenshots(page, 'reviews-admin-dashboard', async () => {
    await expect(tile).toBeVisible();
  });
  await tile.click();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  const queue = page.getByRole('list', { name: 'Reviews to moderate' });
  const reported = queue.getByRole('listitem').filter({ hasText: toReport.text! }).first();
  await expect(reported).toBeVisible();
  await expect(reported).toContainText('Offensive or abusive language');
  await expect(reported).toContainText('Abuses the staff.');
  await expect(reported).toContainText(business.name);
  await screenshots(page, 'reviews-admin-queue', async () => {
    await reported.scrollIntoViewIfNeeded();
  });

  await reported.getByRole('button', { name: 'Hide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this review?' });
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog.getByText(REVIEW_MSG.moderationReasonRequired)).toBeVisible();
  await dialog.getByRole('textbox').fill('Abusive language about the staff');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText(REVIEW_MSG.hidden)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(queue.getByRole('listitem').filter({ hasText: toReport.text! })).toHaveCount(0);
  await chooseSegment(page, 'Hidden');
  await expect(page).toHaveURL(/\?filter=hidden/);
  await expect(
    queue
      .getByRole('listitem')
      .filter({ hasText: toReport.text! })
      .filter({ hasText: 'Abusive language about the staff' })
      .first(),
  ).toBeVisible();

  // It leaves the public page and the count drops by one.
  const after = await publicReviews(request, business._id);
  expect(after.summary.count).toBe(before.summary.count - 1);
  expect(after.reviews.some((r) => r._id === toReport._id)).toBe(false);
  expect(await businessCount(request, business._id)).toBe(countBefore - 1);
  await page.goto(businessPage);
  await page.locator('section#reviews').scrollIntoViewIfNeeded();
  await expect(page.getByText(editedReply)).toBeVisible();
  await expect(page.getByText(toReport.text!)).toHaveCount(0);
});
