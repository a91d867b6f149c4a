import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures.ts';
import { apiPayload, findDemoSeller, noSidewaysScroll, readOtp, logIn } from './helpers.ts';

// Post a requirement, at 412×823: a buyer searches Mumbai for something no listing
// has, opens "Tell us what you need" from the empty results, asks once for a bottle, proves the
// phone with a code from the dev outbox, and sees the sellers it went to. The journey's server
// offers a requirement to 2 businesses (REQUIREMENT_MAX_SELLERS=2 in e2e/start-server.mjs; the
// demo seed has three Mumbai shops selling bottles, each of its own seller). The first seller
// says Not interested in the inbox, and the requirement goes to the third; the second has it
// with its alert (a notification), accepts, sees the buyer's number, and the buyer's page says
// Responded. Where SCREENSHOT_DIR is set it photographs each step at 412×823 and 1366×900.

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function screenshots(page: Page, name: string) {
  await noSidewaysScroll(page);
  if (!SCREENSHOT_DIR) return;
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/requirement-${name}-${size}.png` });
  }
  await page.setViewportSize(PHONE);
}

/** The demo seller (login phone) who owns the public business of that name. */
const ownerOf = (request: APIRequestContext, businessName: string) =>
  findDemoSeller(request, ({ phoneNo, headers, businesses }) => {
    const business = businesses.find((b) => b.name === businessName);
    return business && { phoneNo, headers, business };
  });

/** The seller's inbox in a context of its own, showing requirement leads. */
async function sellerInbox(browser: Browser, phoneNo: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await logIn(page, phoneNo);
  await page.goto('/userAdmin/enquiries?source=requirement');
  await expect(page.getByRole('heading', { level: 1, name: 'All enquiries' })).toBeVisible();
  return { context, page, list: page.getByRole('list', { name: 'Enquiries' }) };
}

test.use({ viewport: PHONE });

test('a buyer posts a requirement from an empty search; one seller passes, the next match gets it, another accepts', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const buyerPhone = `6${String(Date.now()).slice(-9)}`;
  const buyerName = `Meera ${buyerPhone.slice(-4)}`;
  // As the inbox writes a number: +91 69534 17769.
  const shownPhone = `+91 ${buyerPhone.slice(0, 5)} ${buyerPhone.slice(5)}`;

  // The buyer searches Mumbai for what no listing has: the results offer to ask sellers.
  await page.goto('/Mumbai?searchQuery=thermosflask');
  const ask = page.getByRole('link', { name: 'Tell us what you need' }).first();
  await expect(ask).toBeVisible();
  await ask.click();
  await expect(page).toHaveURL(/\/postRequirement\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tell us what you need' }),
  ).toBeVisible();
  const need = page.getByLabel(/^What do you need\?/);
  await expect(need).toHaveValue('thermosflask');
  await need.fill('bottle');
  await page.getByText('This week', { exact: true }).click();
  await page.getByLabel(/^Your name/).fill(buyerName);
  await page.getByLabel(/^Your phone number/).fill(buyerPhone);
  await expect(
    page.getByText(
      'A few matching sellers see your need and name, and your phone number once they accept, to call you back.',
    ),
  ).toBeVisible();
  await screenshots(page, 'form');

  // Send: the phone is proved with a code first, then the requirement goes out.
  const sentFrom = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send to sellers' }).click();
  const code = await readOtp(request, buyerPhone, sentFrom);
  await page.getByLabel('One-time password').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/requirement\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Your requirement' })).toBeVisible();
  const sellers = page.getByRole('list', { name: 'Sellers it went to' }).getByRole('listitem');
  await expect(sellers).toHaveCount(2);
  const offered = (await sellers.getByRole('heading').allTextContents()).map((n) => n.trim());
  expect(offered).toHaveLength(2);
  await screenshots(page, 'sent');

  // The first seller passes on it: it leaves their inbox, and a third shop gets it.
  const [passing, accepting] = [
    await ownerOf(request, offered[0]!),
    await ownerOf(request, offered[1]!),
  ];
  const first = await sellerInbox(browser, passing.phoneNo);
  // Offered: the need and the buyer's first name, never the number or the full name.
  const firstCard = first.list.getByTestId('enquiry').filter({ hasText: 'bottle' });
  await expect(firstCard).toContainText('Meera');
  await expect(firstCard).not.toContainText(buyerName);
  await expect(firstCard).not.toContainText(shownPhone);
  await firstCard.getByRole('button', { name: 'Not interested' }).click();
  await first.page.getByRole('dialog').getByRole('button', { name: 'Not interested' }).click();
  await expect(firstCard).toHaveCount(0);
  await first.context.close();

  await page.reload();
  await expect(sellers).toHaveCount(2);
  const now = (await sellers.getByRole('heading').allTextContents()).map((n) => n.trim());
  expect(now).not.toContain(offered[0]);
  expect(now).toContain(offered[1]);
  const third = now.find((name) => name !== offered[1])!;
  const thirdOwner = await ownerOf(request, third);
  expect(thirdOwner.phoneNo).not.toBe(passing.phoneNo);
  const { enquiries } = await apiPayload<{ enquiries: { contactPerson: string }[] }>(
    await request.get('/api/userAdmin/enquiries/fetchAll', {
      params: { source: 'requirement' },
      headers: thirdOwner.headers,
    }),
  );
  expect(enquiries.map((e) => e.contactPerson)).toContain(buyerName);

  // The second seller was told (a notification, the alert's record) and accepts.
  const { notifications } = await apiPayload<{
    notifications: { notification: string; redirect: string | null }[];
  }>(await request.get('/api/userAdmin/notification/fetchAll', { headers: accepting.headers }));
  expect(notifications.some((n) => /requirement/i.test(n.notification))).toBe(true);
  const second = await sellerInbox(browser, accepting.phoneNo);
  const secondCard = second.list.getByTestId('enquiry').filter({ hasText: 'bottle' });
  await expect(secondCard).not.toContainText(shownPhone);
  await screenshots(second.page, 'offered');
  await secondCard.getByRole('button', { name: 'Accept' }).click();
  await expect(secondCard).toContainText(shownPhone);
  await expect(secondCard).toContainText(buyerName);
  await expect(secondCard.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  await screenshots(second.page, 'accepted');
  await second.context.close();

  // The buyer sees who responded, and closes it once found.
  await page.reload();
  await expect(sellers.filter({ hasText: offered[1]! })).toContainText('Responded');
  await page.getByRole('button', { name: 'I found what I needed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, close it' }).click();
  await expect(
    page.getByText('You closed this requirement. Sellers no longer get it.'),
  ).toBeVisible();
  await screenshots(page, 'closed');
});
