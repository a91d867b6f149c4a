import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';
import { MSG_HI } from '@haat/shared';
import { logIn } from './helpers.ts';

// The Hindi interface. A visitor switches to हिन्दी, searches with a Hinglish word,
// opens a product and sends a query, every screen in Hindi; the choice survives a reload. The
// home page at a phone's size is saved in each language (test-results/, not committed).

const PHONE = { width: 412, height: 823 };
const SHOTS = 'test-results/hindi';

async function switchToHindi(page: Page) {
  await page.getByRole('banner').getByText('हिन्दी', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}

test('switch to Hindi, search, open a product and send a query, all in Hindi', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The demo seed has clothes; 'kapde' finds them through the synonym table.
  const found = await request.get('/api/public/product/search', { params: { search: 'kapde' } });
  expect(((await found.json()) as { payload: { total: number } }).payload.total).toBeGreaterThan(0);

  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeVisible();
  await switchToHindi(page);
  const nav = page.getByRole('navigation', { name: 'मुख्य मेनू' });
  await expect(nav.getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'विक्रेता बनें' })).toBeVisible();
  await expect(page.getByText('Become a Seller')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('hi');

  // Remembered across a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(nav.getByRole('link', { name: 'होम' })).toBeVisible();

  // Search: Hindi screen, Hinglish word.
  const search = page.getByRole('combobox', { name: 'उत्पाद और सेवाएँ खोजें' });
  await search.fill('kapde');
  await search.press('Enter');
  await expect(page).toHaveURL(/searchQuery=kapde/);
  await expect(page.getByText('“kapde” के परिणाम').first()).toBeVisible();
  const results = page.getByRole('list', { name: /परिणाम/ }).getByRole('listitem');
  await expect(results.first()).toBeVisible();

  // Open a product: its page is in Hindi, its content as the seller wrote it.
  await results.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText('विक्रेता', { exact: true }).first()).toBeVisible();

  // Send a query as a guest.
  await main.getByRole('button', { name: 'सवाल भेजें' }).click();
  const prompt = page.getByRole('dialog', { name: MSG_HI.registerOrLogin });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'मेहमान के रूप में जारी रखें' }).click();
  const form = page.getByRole('dialog', { name: /सवाल भेजें/ });
  await expect(form).toBeVisible();
  // A Hindi validation message first.
  await form.getByRole('button', { name: 'भेजें', exact: true }).click();
  await expect(form.getByText(MSG_HI.contactPersonRequired)).toBeVisible();
  await form.getByLabel(/^संपर्क व्यक्ति/).fill('सीमा वर्मा');
  await form.getByLabel(/^संपर्क नंबर/).fill('9812345678');
  await form.getByLabel(/^सवाल/).fill('क्या यह इस हफ़्ते मिल जाएगा?');
  await form.getByRole('button', { name: 'भेजें', exact: true }).click();
  await expect(page.getByText(MSG_HI.interestSent)).toBeVisible();
  await expect(form).toBeHidden();
});

for (const [language, locale, tagline] of [
  ['en', 'en-IN', 'Your local market, online'],
  ['hi', 'hi-IN', 'आपका स्थानीय बाज़ार, अब ऑनलाइन'],
] as const) {
  test(`the home page on a phone in ${language}, following the browser's language`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, locale });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: 'Haat' })).toBeVisible();
    await expect(page.getByText(tagline, { exact: true })).toBeVisible();
    // Let the rows and banners settle before the picture.
    await page.waitForLoadState('networkidle');
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/home-${language}-phone.png`, fullPage: false });
    await context.close();
  });
}

// The catalogue's names have a Hindi form, shown on Hindi pages.
test('in Hindi the home strip and a category page name the catalogue in Hindi', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const answer = await request.get('/api/public/category/trending', {
    params: { categoryType: 'service' },
  });
  const { trendingCategories } = (
    (await answer.json()) as {
      payload: { trendingCategories: { category: string; categoryHi: string | null }[] };
    }
  ).payload;
  const first = trendingCategories[0]!;
  expect(first.categoryHi).toBeTruthy();

  const context = await browser.newContext({ viewport: PHONE, locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const tile = page.getByRole('link', { name: first.categoryHi!, exact: true });
  await expect(tile).toBeVisible();
  await expect(page.getByRole('link', { name: first.category, exact: true })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/home-hi-catalogue-phone.png` });

  await tile.click();
  await expect(page).toHaveURL(/\/service\/category\//);
  await expect(page.getByRole('heading', { level: 1, name: first.categoryHi! })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/category-hi-phone.png` });
  await context.close();
});

test("a seller's notifications in Hindi: the server's messages by their keys (issue 35)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  // A demo seller: the seed writes their latest enquiries as notifications, key and values.
  await logIn(page, '9000000003');
  await page.evaluate(() => window.localStorage.setItem('language', 'hi'));
  await page.goto('/userAdmin/notifications');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const list = page.getByRole('list', { name: 'सूचनाएँ' });
  await expect(list.getByText(/के लिए .+ की नई पूछताछ।$/).first()).toBeVisible();
  await expect(list.getByText(/^New (query|enquiry) from /)).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/notifications-hi-phone.png` });
});
