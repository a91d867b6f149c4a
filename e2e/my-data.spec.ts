import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { BUYER_DATA_MSG, encodeRouteId, ERASED_CONTACT_WORDS, MSG } from '@haat/shared';
import { expect, test, type Page } from './fixtures.ts';
import { findPublicProduct, logIn, noSidewaysScroll, readOtp } from './helpers.ts';

// A buyer's rights over their phone, at 412×823: a guest sends an enquiry (the privacy notice's
// line shows before Send), later proves the phone on My enquiries with a code from the dev
// outbox, downloads their data (the ZIP holds the enquiry's words), and erases the phone after
// the dialog. The seller then signs in: their inbox keeps the enquiry's words under "Erased at
// the buyer's request", with no number and nothing to call. Screenshots go to SCREENSHOT_DIR
// where it is set.

const PHONE = { width: 412, height: 823 };
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/my-data-${name}.png` });
}

test.use({ viewport: PHONE });

test('a buyer downloads their data and erases their phone; the seller keeps the words, not the buyer', async ({
  page,
  request,
}) => {
  test.slow();
  const { phoneNo: sellerPhone, shop, product } = await findPublicProduct(request);
  const buyerPhone = `7${String(Date.now()).slice(-9)}`;
  const buyerName = `Meenal ${buyerPhone.slice(-4)}`;
  const words = `Do you deliver to Aundh? Ref ${Date.now().toString(36)}`;

  // The enquiry, as a guest: the privacy notice's line is there before Send.
  await page.goto(`/product/${encodeRouteId({ _id: product._id, productName: product.name })}`);
  await page.getByRole('main').getByRole('button', { name: 'Send Query' }).click();
  await page
    .getByRole('dialog', { name: MSG.registerOrLogin })
    .getByRole('button', { name: 'Continue as guest' })
    .click();
  const form = page.getByRole('dialog', { name: /Send Query/ });
  await form.getByLabel(/^Contact person/).fill(buyerName);
  await form.getByLabel(/^Contact no\./).fill(buyerPhone);
  await form.getByLabel(/^Query/).fill(words);
  await expect(form.getByRole('link', { name: /Privacy Policy/ })).toBeVisible();
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /Enquiry sent/ })).toBeVisible();

  // Later, on My enquiries: the phone proved with a code.
  await page.goto('/myEnquiries');
  await page.getByLabel(/^Your phone number/).fill(buyerPhone);
  const sentFrom = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readOtp(request, buyerPhone, sentFrom);
  await page.getByLabel('One-time password').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('article', { name: shop.name })).toBeVisible();

  // Your data: the copy, opened here, holds the enquiry.
  const panel = page.getByRole('region', { name: 'Your data' });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, 'panel');
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^haat-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(strFromU8(files['README.txt']!)).toContain(buyerPhone);
  const enquiries = JSON.parse(strFromU8(files['enquiries.json']!)) as Record<string, unknown>[];
  expect(enquiries).toContainEqual(
    expect.objectContaining({ to: shop.name, listing: product.name, yourWords: words }),
  );

  // Erasure, after the dialog says what happens.
  await panel.getByRole('button', { name: 'Erase my phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your phone number?' });
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, 'dialog');
  await dialog.getByRole('button', { name: 'Erase my number' }).click();
  await expect(page.getByRole('status').filter({ hasText: BUYER_DATA_MSG.erased })).toBeVisible();
  await expect(page.getByLabel(/^Your phone number/)).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, 'erased');

  // The seller signs in: the words stay, the buyer does not.
  await logIn(page, sellerPhone);
  await page.goto('/userAdmin/enquiries');
  const card = page.getByTestId('enquiry').filter({ hasText: words });
  await expect(card).toBeVisible();
  await expect(card.getByText(ERASED_CONTACT_WORDS)).toBeVisible();
  await expect(card).not.toContainText(buyerName);
  await expect(card).not.toContainText(buyerPhone);
  await expect(card).not.toContainText(`${buyerPhone.slice(0, 5)} ${buyerPhone.slice(5)}`);
  await expect(card.locator('a[href^="tel:"], a[href*="wa.me"]')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await noSidewaysScroll(page);
  await shot(page, 'seller-inbox');
});
