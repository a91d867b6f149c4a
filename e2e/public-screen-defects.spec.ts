import { appTookOver, expect, test, type Page } from './fixtures.ts';

// Public-screen defects 1–3, as a visitor on a phone meets them: a city changed on a
// city's search page, what is typed and tapped before the app's code has arrived, and an
// address that names no city.

const PHONE = { width: 412, height: 823 } as const;
const SHOTS = 'test-results/public-screen-defects';

const picker = (page: Page) => page.getByRole('button', { name: /Change location/ });
const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search products and services' });
const storedCity = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('location') ?? 'All Over India');

async function chooseCity(page: Page, typed: string, city: RegExp) {
  await picker(page).click();
  await page.getByPlaceholder('Search city').fill(typed);
  await page.getByRole('option', { name: city }).click();
}

test.use({ viewport: PHONE });

test('a city chosen on a city search page moves the search there, and stays chosen', async ({
  page,
}) => {
  await page.goto('/home');
  await chooseCity(page, 'Pune', /^Pune, Maharashtra/);
  await searchBox(page).fill('fan');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/Pune\?type=products&searchQuery=fan$/);

  await picker(page).click();
  await page.getByRole('option', { name: 'All Over India' }).click();
  await expect(page).toHaveURL(/\/all-over-india\?type=products&searchQuery=fan$/);
  // The old city's page used to check its own city and choose it again.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/all-over-india\?/);
  expect(await storedCity(page)).toBe('All Over India');
  await expect(picker(page)).toContainText('All Over India');

  await chooseCity(page, 'Mum', /^Mumbai, Maharashtra/);
  await expect(page).toHaveURL(/\/Mumbai\?type=products&searchQuery=fan$/);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/Mumbai\?/);
  expect(await storedCity(page)).toBe('Mumbai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “fan”');
  await page.screenshot({ path: `${SHOTS}/city-changed-on-search-page.png` });
});

test('text typed and a tap on the city made before the app arrives are kept', async ({
  browser,
}) => {
  // A fresh page whose goto does not wait for the app: the visitor acts before it is there.
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // A slow phone: the app's code arrives 1.5 s late.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  await searchBox(page).pressSequentially('fan');
  await picker(page).click();
  // Both happened on the drawn page, before the app had it.
  expect(await page.locator('#root[data-first-view]').count()).toBe(1);

  await appTookOver(page);
  await expect(page.getByPlaceholder('Search city')).toBeVisible();
  await expect(searchBox(page)).toHaveValue('fan');
  await page.screenshot({ path: `${SHOTS}/typed-and-tapped-before-the-app.png` });
  await page.waitForLoadState('networkidle');
  await expect(searchBox(page)).toHaveValue('fan');

  await page.getByPlaceholder('Search city').fill('Pune');
  await page.getByRole('option', { name: /^Pune, Maharashtra/ }).click();
  await expect(picker(page)).toContainText('Pune');
  await expect(searchBox(page)).toHaveValue('fan');
  await page.screenshot({ path: `${SHOTS}/typed-kept-city-chosen.png` });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/Pune\?type=products&searchQuery=fan$/);
  await context.close();
});

test('an address that names no city is sent home by the server', async ({ page, request }) => {
  const unknown = await request.get('/no-such-city?type=products', { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe('/home');
  // Another spelling of a city goes to the city's own.
  const misspelt = await request.get('/mumbai?type=products', { maxRedirects: 0 });
  expect(misspelt.status()).toBe(302);
  expect(misspelt.headers().location).toBe('/Mumbai?type=products');
  const city = await request.get('/Mumbai?type=products', { maxRedirects: 0 });
  expect(city.status()).toBe(200);
  expect(await city.text()).toContain('<div id="root" data-first-view>');

  await page.goto('/no-such-city');
  await expect(page).toHaveURL(/\/home$/);
  await page.waitForLoadState('networkidle');
});
