import { expect, type Page } from '@playwright/test';

// Shared by the journeys: the demo seed's accounts and logging in through the login form.

/** Every demo account's password (apps/server/src/db/seed/demo.ts). */
export const DEMO_PASSWORD = 'demo1234';
/** The demo administrator; the demo sellers are 9000000001 … 9000000045, each with a plan. */
export const DEMO_ADMIN_PHONE = '9000000000';

const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Logs in on /logIn and waits until the form has sent the user on. */
export async function logIn(page: Page, phoneNo: string, password = DEMO_PASSWORD) {
  await page.goto('/logIn');
  await page.getByLabel(startingWith('Phone no.')).fill(phoneNo);
  await page.getByLabel(startingWith('Password')).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/logIn/);
}
