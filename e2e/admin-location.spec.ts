import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN_PHONE, logIn } from './helpers.ts';

// The administrator corrects where a business is, from the user's page, at phone size.
// The happy-dom screen test cannot tell whether the modal is really drawn; this one looks.

const PHONE = { width: 412, height: 823 };
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

test.use({ viewport: PHONE });

test('administrator corrects a business location with the pin pad', async ({ page }) => {
  test.slow();
  await logIn(page, DEMO_ADMIN_PHONE);
  // Find a demo seller (they own businesses) by phone and open their page.
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Search' }).fill('9000000037');
  await page.getByRole('link', { name: 'Ayesha Sheikh' }).first().click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);

  const location = page.getByTestId('business-location').first();
  const before = await location.locator('.mantine-Text-root').nth(1).textContent();
  await location.getByRole('button', { name: 'Correct location' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save location' })).toBeVisible();
  // Leaving the users list cancels its query: that is no error to show the administrator.
  await expect(page.getByText('Something went wrong. Please try again.')).toHaveCount(0);
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-location-phone.png` });

  // The pin moves 25 m north with the arrow key; saving marks the place as corrected.
  const pin = dialog.getByRole('slider').first();
  await pin.focus();
  await page.keyboard.press('ArrowUp');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(page.getByText('Location corrected.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(location).toContainText('Corrected by an administrator');
  const after = await location.locator('.mantine-Text-root').nth(1).textContent();
  expect(after).not.toBe(before);
});
