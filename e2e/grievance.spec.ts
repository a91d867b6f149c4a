import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { DEMO_ADMIN_PHONE, logIn, noSidewaysScroll } from './helpers.ts';

// A grievance about one's data, at phone size: a visitor opens it from /privacyPolicy, files it
// and lands on its own link with the date it will be answered by; the administrator finds it in
// the console's Grievances and answers it; the visitor's link then shows the answer. The journey
// fails on any error the page reports. Screens are photographed into SCREENSHOT_DIR where set.

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

test.use({ viewport: PHONE });

async function shoot(page: Parameters<typeof noSidewaysScroll>[0], name: string) {
  await noSidewaysScroll(page);
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

test('a visitor files a grievance, the administrator answers it, the visitor reads the answer', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const message = `My number is still on a seller's list after I asked (${stamp}).`;
  const answer = `We removed your number from every list (${stamp}).`;

  await page.goto('/privacyPolicy');
  await page.getByRole('link', { name: 'Raise a grievance about your data' }).click();
  await expect(page).toHaveURL(/\/grievance$/);
  await expect(page.getByRole('heading', { name: 'Raise a grievance', level: 1 })).toBeVisible();

  // Sent empty: every missing field is named, and nothing is sent.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(
    page.getByText('Give a phone number or an e-mail address, so that we can answer you.'),
  ).toBeVisible();
  await shoot(page, 'grievance-form-412');

  await page.getByLabel(/^Your name/).fill('Asha Rao');
  await page.getByLabel(/^E-mail/).fill(`asha.${stamp}@example.in`);
  await page.getByLabel(/^About/).selectOption({ label: 'Erasing my data' });
  await page.getByLabel(/^What happened\?/).fill(message);
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(page).toHaveURL(/\/grievance\/[0-9a-f-]{36}$/);
  const link = page.url();
  await expect(page.getByText('Waiting for an answer')).toBeVisible();
  await expect(page.getByText(/^We will answer by /)).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await shoot(page, 'grievance-filed-412');

  // The administrator, in a browser of their own, answers it from the console.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await logIn(admin, DEMO_ADMIN_PHONE);
  await admin.goto('/admin/grievances');
  await expect(admin.getByRole('heading', { name: 'Grievances', level: 1 })).toBeVisible();
  const card = admin.getByRole('listitem').filter({ hasText: message });
  await expect(card).toBeVisible();
  await expect(card.getByText('Waiting for an answer')).toBeVisible();
  await shoot(admin, 'admin-grievances-412');
  await card.getByLabel('Answer').fill(answer);
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText('Answer sent.')).toBeVisible();
  await expect(card.getByText('Answered', { exact: true })).toBeVisible();
  await admin.setViewportSize(DESKTOP);
  await shoot(admin, 'admin-grievances-1366');
  await adminContext.close();

  // The visitor's own link shows the answer.
  await page.goto(link);
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our answer' })).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await shoot(page, 'grievance-answered-412');
  await page.setViewportSize(DESKTOP);
  await shoot(page, 'grievance-answered-1366');
});
