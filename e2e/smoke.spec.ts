import { expect, test } from './fixtures.ts';

test('/home opens with the header and footer and no console error', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Haat');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('an unknown path goes to /home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
});
