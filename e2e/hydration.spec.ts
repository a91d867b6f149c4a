import { FIRST_VIEW_ATTRIBUTE } from '@haat/shared';
import { expect, expectBrowserErrors, test, type Page } from './fixtures.ts';

// "Pages that hold still": the server's HTML and the browser's first render agree
// (docs/decisions/027-first-render-agrees.md). React's production build keeps the server's
// attributes silently when they differ (a combobox's aria-controls naming an element that does
// not exist); its development build says so. This journey runs against a second server that
// serves the web app built with React's development build (E2E_DEV_WEB_DIST, started by
// playwright.config.ts; `npm run test:e2e` builds it), opens each public first view the server
// draws, and fails on any hydration message the browser logs, naming the page and the message.

const DEV_URL = process.env.E2E_DEV_URL;

/** What React's development build logs when the server's markup and the first render differ. */
const HYDRATION = /hydrat|server rendered HTML|didn't match|did not match/i;

test.skip(!DEV_URL, 'needs the development build: run through `npm run test:e2e`');
test.use({ baseURL: DEV_URL });

/**
 * Whether the page runs React's development build, the one that reports mismatches: one of the
 * scripts it loads holds the report's text (a production build holds only an error number).
 */
const developmentReact = (page: Page) =>
  page.evaluate(async () => {
    const scripts = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
      'script[src], link[rel="modulepreload"]',
    );
    const urls = Array.from(scripts, (s) => ('src' in s ? s.src : s.href));
    const texts = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
    return texts.some((text) => text.includes('A tree hydrated but some attributes'));
  });

/** The address of the first link on the page matching `selector` (waits for one to show). */
async function firstLink(page: Page, selector: string) {
  const link = page.locator(selector).first();
  // Rows further down load as they come near the screen, as a person scrolls to them: the home
  // page's sub-category rows sit below the fold since its band gained "Tell us what you need".
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(link, `a link ${selector} on ${page.url()}`).toBeAttached({ timeout: 30_000 });
  return (await link.getAttribute('href'))!;
}

const SERVICE = 'a[href^="/service/"]:not([href*="ategory/"])';

test('the first render of every public page agrees with the server-drawn HTML', async ({
  page,
}) => {
  test.setTimeout(900_000);
  // Reported here, page by page; the fixture fails on any other console error.
  expectBrowserErrors(HYDRATION);
  let current = '';
  const messages: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION.test(message.text())) {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });

  /**
   * Opens a page as the server drew it, waits until React has hydrated it and its lazy parts
   * have loaded. A drawing slower than the server waits (a busy machine) sends the bare app,
   * with nothing to hydrate; the drawing goes on and is kept, so the page is opened again.
   */
  const visit = async (name: string, path: string, drawnByServer = true) => {
    current = `${name} (${path})`;
    for (let attempt = 1; ; attempt += 1) {
      const response = await page.goto(path);
      expect(response?.ok(), `${current} answered ${response?.status()}`).toBe(true);
      const drawn = (await response!.text()).includes(`<div id="root" ${FIRST_VIEW_ATTRIBUTE}`);
      if (drawn || !drawnByServer) break;
      expect(attempt, `${current} arrives drawn by the server`).toBeLessThan(5);
      messages.splice(0);
      await page.waitForTimeout(2000);
    }
    await page.waitForLoadState('networkidle');
    const seen = messages.splice(0);
    expect.soft(seen, `hydration messages on ${current}`).toEqual([]);
  };

  // The pages' addresses, found on the way in English, then opened again in Hindi.
  const pages: Array<[string, string, boolean]> = [];
  const tour = async (name: string, path: string, drawnByServer = true) => {
    pages.push([name, path, drawnByServer]);
    await visit(name, path, drawnByServer);
  };
  await tour('home', '/home');
  expect(await developmentReact(page), "the page runs React's development build").toBe(true);
  const productSubCategory = await firstLink(page, 'a[href^="/subCategory/"]');
  const serviceCategory = await firstLink(page, 'a[href^="/service/category/"]');
  await tour('about us', '/aboutUs');
  await tour('city search: products', '/Hyderabad?type=products');
  const product = await firstLink(page, 'a[href^="/product/"]');
  await tour('city search: services', '/Hyderabad?type=services');
  const service = await firstLink(page, SERVICE);
  await tour('typed search: products', '/Hyderabad?searchQuery=sandals');
  await tour('typed search: services', '/Mumbai?type=services&searchQuery=plumber');
  await tour('product sub-category', productSubCategory);
  await tour('product category', await firstLink(page, 'a[href^="/category/"]'));
  await tour('service category', serviceCategory);
  await tour('service sub-category', await firstLink(page, 'a[href^="/service/subCategory/"]'));
  await tour('product', product);
  const business = await firstLink(page, 'a[href^="/business/"]');
  await tour('service', service);
  await tour('business', business);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const shop = new URL(canonical ?? '', page.url()).pathname;
  expect(shop).toMatch(/^\/shop\//);
  await tour('shop', shop);
  await tour('product not found', '/product/not-a-product');
  await tour('subscription plans', '/subscriptionPlans');
  await tour('contact us', '/contactUs');
  await tour('privacy policy', '/privacyPolicy');
  await tour('terms and conditions', '/terms&conditions');
  // The account pages are drawn by the browser alone (the server draws the site's public
  // screens, not these): opened all the same, nothing may be reported there either.
  await tour('log in', '/logIn', false);
  await tour('sign up', '/signUp', false);
  await tour('forgot password', '/forgotPassword', false);

  // In Hindi the app draws its own first view over the server's English one (main.tsx): nothing
  // is hydrated, and nothing may be reported either.
  await page.evaluate(() => window.localStorage.setItem('language', 'hi'));
  for (const [name, path, drawnByServer] of pages) {
    await visit(`${name} in Hindi`, path, drawnByServer);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  }
});
