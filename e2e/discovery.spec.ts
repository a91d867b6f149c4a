import { expect, test, type Page } from './fixtures.ts';

// Discovery journeys on the demo seed, at a phone's and a desktop's size: choose a
// city, search with a misspelling, filter by price and brand, sort A-Z, scroll to page two.
// Mumbai's demo shops (decision 016) sell 254 products, among them sandals of Bata (Comfit at
// ₹1,299, ₹1,199 and ₹889, Block Heel at ₹909), Sparx, VKC and Woodland (₹1,899); 'sandels' finds
// those and, by trigram, a sandwich loaf and a SanDisk drive: 11 in all.

const SIZES = [
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

const results = (page: Page) => page.getByRole('list', { name: /results/ }).getByRole('listitem');

async function chooseCity(page: Page, typed: string, city: RegExp) {
  await page.getByRole('button', { name: /Change location/ }).click();
  await page.getByPlaceholder('Search city').fill(typed);
  await page.getByRole('option', { name: city }).click();
}

for (const size of SIZES) {
  test.describe(`discovery on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('choose a city, search with a misspelling, filter by price and brand', async ({
      page,
    }) => {
      await page.goto('/home');
      await chooseCity(page, 'Mumb', /^Mumbai, Maharashtra/);
      await expect(page.getByRole('button', { name: /Change location/ })).toContainText('Mumbai');

      // 'sandels' is not a word of any listing: spelling correction finds the sandals.
      await page.getByRole('combobox', { name: 'Search products and services' }).fill('sandels');
      await page.getByRole('combobox', { name: 'Search products and services' }).press('Enter');
      await expect(page).toHaveURL(/\/Mumbai\?type=products&searchQuery=sandels$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “sandels”');
      await expect(results(page)).toHaveCount(9);
      await expect(results(page).filter({ hasText: 'Bata Comfit Sandals (UK 9)' })).toHaveCount(1);

      // Footwear → its sub-categories → their brands → Bata; price up to ₹2,000.
      await page.getByRole('button', { name: /^Filter/ }).click();
      const filters = page.getByRole('dialog', { name: 'Filters' });
      await filters.getByRole('checkbox', { name: 'Footwear', exact: true }).check();
      await filters.getByRole('tab', { name: /Sub-Category/ }).click();
      await filters.getByRole('checkbox', { name: "Men's Footwear", exact: true }).check();
      await filters.getByRole('checkbox', { name: "Women's Footwear", exact: true }).check();
      await filters.getByRole('tab', { name: /Brand/ }).click();
      await filters.getByRole('checkbox', { name: 'Bata', exact: true }).check();
      await filters.getByRole('tab', { name: /Price Range/ }).click();
      const maxThumb = filters.getByRole('slider').nth(1);
      await maxThumb.focus();
      for (let step = 0; step < 4; step += 1) await maxThumb.press('ArrowLeft');
      await expect(filters.getByText('Price from ₹0 to ₹2,000')).toBeVisible();
      // The thumbs stay a checkpoint apart: the min pushes the max ahead of it.
      const minThumb = filters.getByRole('slider').nth(0);
      await minThumb.focus();
      for (let step = 0; step < 2; step += 1) await minThumb.press('ArrowRight');
      await expect(filters.getByText('Price from ₹2,000 to ₹3,000')).toBeVisible();
      await minThumb.press('ArrowLeft');
      await maxThumb.focus();
      await maxThumb.press('ArrowLeft');
      await expect(filters.getByText('Price from ₹1,000 to ₹2,000')).toBeVisible();
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect(filters).toBeHidden();

      await expect(page).toHaveURL(/filters=/);
      const url = new URL(page.url());
      expect(JSON.parse(url.searchParams.get('filters')!)).toMatchObject({
        priceRange: { min: 1000, max: 2000 },
      });
      // 1 category + 2 sub-categories + 1 brand + the price range.
      await expect(page.getByRole('button', { name: /^Filter/ })).toContainText('Filter (5)');
      await expect(results(page)).toHaveCount(2);
      await expect(results(page).filter({ hasText: 'Bata Comfit Sandals (UK 9)' })).toHaveCount(1);
      await expect(results(page).filter({ hasText: 'Bata Comfit Sandals (UK 8)' })).toHaveCount(1);
      await expect(results(page).filter({ hasText: 'Woodland' })).toHaveCount(0);

      // Clear all in the modal and apply: the parameter goes away and all nine come back.
      await page.getByRole('button', { name: /^Filter/ }).click();
      await filters.getByRole('button', { name: 'Clear' }).click();
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect(page).not.toHaveURL(/filters=/);
      await expect(results(page)).toHaveCount(9);
    });

    test('sort A-Z and scroll to the second page', async ({ page }) => {
      const searches: URLSearchParams[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/public/product/search') searches.push(url.searchParams);
      });
      await page.goto('/Mumbai?type=products');
      await expect(page.getByText('254 results')).toBeVisible();

      await page.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'A-Z' });
      await expect(page).toHaveURL(/sort=a-z/);
      await expect(results(page).first()).toContainText(
        '9H Tempered Glass Screen Guard for Redmi Note 13',
      );
      // A new sort is a new list from page 1.
      const sorted = () => searches.filter((search) => search.get('sort') === 'a-z');
      expect(sorted()[0]?.get('pageNo')).toBe('1');
      expect(sorted()[0]?.get('perPage')).toBe('12');

      // Within 150 px of the bottom the next page loads (at once on a screen that shows the
      // whole first page).
      await page.mouse.wheel(0, 1500);
      await results(page).nth(11).scrollIntoViewIfNeeded();
      await expect.poll(() => sorted().some((search) => search.get('pageNo') === '2')).toBe(true);
      await expect.poll(() => results(page).count()).toBeGreaterThanOrEqual(24);
      const names = await results(page).locator('h3').allTextContents();
      expect(new Set(names).size).toBe(names.length);
      expect(names.slice(0, 3)).toEqual([
        '9H Tempered Glass Screen Guard for Redmi Note 13',
        '9H Tempered Glass Screen Guard for Vivo T3',
        'Aavin Standardised Milk 500 ml',
      ]);
    });
  });
}

test.describe('card rows on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('previous and next move a row of cards by one slide, and stop at its ends', async ({
    page,
  }) => {
    await page.goto('/home');
    const row = page.getByRole('region', { name: 'Top categories' });
    const previous = row.getByRole('button', { name: 'Previous' });
    const next = row.getByRole('button', { name: 'Next' });
    const firstCard = row
      .getByRole('link')
      .filter({ hasNot: page.getByText('Show More') })
      .first();
    await row.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(firstCard).toBeInViewport();

    await next.click();
    await expect(previous).toBeEnabled();
    await expect(firstCard).not.toBeInViewport();

    await previous.click();
    await expect(previous).toBeDisabled();
    await expect(firstCard).toBeInViewport();
  });

  test('the home banners turn every 5 s, and previous and next turn them by hand', async ({
    page,
  }) => {
    await page.goto('/home');
    const banners = page.getByRole('region', { name: 'Find local products and services' });
    const offer = (n: number) => banners.getByRole('img', { name: new RegExp(`^Offer ${n} of`) });
    await expect(offer(1)).toBeInViewport();
    await banners.hover();
    await page.getByRole('button', { name: 'Next' }).first().click();
    await expect(offer(2)).toBeInViewport();
    await expect(offer(1)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Previous' }).first().click();
    await expect(offer(2)).not.toBeInViewport();
    await expect(offer(1)).toBeInViewport({ ratio: 0.95 });
    // Away from the strip, it turns on its own.
    await page.mouse.move(0, 0);
    await expect(offer(2)).toBeInViewport({ ratio: 0.95, timeout: 10_000 });
  });
});
