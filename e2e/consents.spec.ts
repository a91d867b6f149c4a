import { MSG, encodeRouteId } from '@haat/shared';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { findPublicProduct, noSidewaysScroll, readOtp } from './helpers.ts';

// A buyer's consent at 412×823: the enquiry form asks for the follow-up SMS with its own
// unticked box; the buyer ticks it, proves the phone on My enquiries, finds it under "What you
// agreed to" with its date and notice version, and stops it with one tap. Screens are
// photographed into SCREENSHOT_DIR where set.

const PHONE = { width: 412, height: 823 };
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

test.use({ viewport: PHONE });

test('the buyer ticks the follow-up SMS on the enquiry form and stops it on My enquiries', async ({
  page,
  request,
}) => {
  test.slow();
  const { product } = await findPublicProduct(request);
  const buyerPhone = `6${String(Date.now()).slice(-9)}`;

  await page.goto(`/product/${encodeRouteId({ _id: product._id, productName: product.name })}`);
  await page.getByRole('main').getByRole('button', { name: 'Send Query' }).click();
  await page
    .getByRole('dialog', { name: MSG.registerOrLogin })
    .getByRole('button', { name: 'Continue as guest' })
    .click();
  const form = page.getByRole('dialog', { name: /Send Query/ });
  await form.getByLabel(/^Contact person/).fill(`Ravi ${buyerPhone.slice(-4)}`);
  await form.getByLabel(/^Contact no\./).fill(buyerPhone);
  const box = form.getByRole('checkbox', {
    name: 'Text me once after the seller replies, to ask how it went',
  });
  await expect(box).not.toBeChecked();
  await box.check();
  if (SCREENSHOT_DIR) {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/enquiry-form-box-412.png` });
  }
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  const receipt = page.getByRole('dialog', { name: /Enquiry sent/ });
  await expect(receipt.getByText(MSG.interestSent)).toBeVisible();

  await receipt.getByRole('link', { name: 'See replies in My enquiries' }).click();
  await page.getByLabel(/^Your phone number/).fill(buyerPhone);
  const sentFrom = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readOtp(request, buyerPhone, sentFrom);
  await page.getByLabel('One-time password').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  const panel = page.getByRole('region', { name: 'What you agreed to' });
  const purpose = 'One SMS after a seller replies, asking how it went';
  await expect(panel.getByText(purpose)).toBeVisible();
  await expect(panel.getByText(/^Since .* · privacy notice version \d+$/)).toBeVisible();
  await noSidewaysScroll(page);
  if (SCREENSHOT_DIR) {
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/my-enquiries-consents-412.png` });
  }

  await panel.getByRole('button', { name: `Stop: ${purpose}` }).click();
  await expect(page.getByText('Done. We will not send you that any more.')).toBeVisible();
  await expect(panel.getByText('Nothing at the moment.')).toBeVisible();
  // Read again from the server: withdrawn for good.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'What you agreed to' }).getByText('Nothing at the moment.'),
  ).toBeVisible();
});
