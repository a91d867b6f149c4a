import { mkdir } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { DEMO_ADMIN_PHONE, logIn } from './helpers.ts';

// "Pages that hold still": no page of the site — public, seller and admin, in English
// and in Hindi — can scroll sideways, on a phone (412 px) or a desktop (1366 px). Each page is
// measured once its data has loaded and after a scroll to the bottom (rows that render when seen
// are in): the document and the body are no wider than the screen, and the window cannot be
// scrolled sideways. A failure names the page, the width, the language and the widest element
// that reaches past the screen's right edge without a clipping box around it (tag, classes,
// text, right edge), which is what to fix. A few pages are saved at both sizes
// (test-results/pages-hold-still/, not committed) to be looked at.

const SIZES = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;
const LANGUAGES = ['en', 'hi'] as const;
type Language = (typeof LANGUAGES)[number];
// A seller no other journey changes (as in accessibility.spec.ts).
const SELLER_PHONE = '9000000002';
const SHOTS = 'test-results/pages-hold-still';
/** The pages saved as pictures (in English). */
const PICTURED = new Set(['home', 'product', 'product category', 'business', 'shop']);

/** Requests in flight per page, live event streams aside (they stay open by design). */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page) {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits for the screen's data: no request in flight for a short quiet spell (Playwright's
 * 'networkidle' waits 500 ms of silence each time, which over some 250 measurements was minutes
 * of this journey), no animation running, and no loader or skeleton showing.
 */
async function settle(page: Page) {
  const open = inFlight.get(page)!;
  const startedAt = Date.now();
  let quietSince = startedAt;
  while (Date.now() - quietSince < 150) {
    if (open.size > 0) quietSince = Date.now();
    // A request that never ends would otherwise hold the journey silently until its timeout.
    if (Date.now() - startedAt > 20_000) {
      const urls = [...open].map((request) => (request as { url(): string }).url());
      throw new Error(`requests still open after 20 s: ${urls.join(', ')}`);
    }
    await page.waitForTimeout(25);
  }
  // Transitions (a modal opening, a drawer closing) and media-query re-renders end.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A cancelled animation (its element left) rejects `finished`: it has ended all the same.
    // An endless one (a spinner's, a skeleton's pulse) never finishes: the check below catches
    // a loader still showing, so only animations that end are waited for.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  await expect(
    page.locator('.mantine-Skeleton-root[data-visible], [role="status"] .mantine-Loader-root'),
  ).toHaveCount(0);
}

/** Scrolls down a screen at a time to the bottom, so rows that render when seen are in. */
async function scrollToBottom(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await settle(page);
}

type Measure = {
  viewport: number;
  documentWidth: number;
  bodyWidth: number;
  scrolledX: number;
  offenders: string[];
};

/**
 * What a person could scroll to: the document's and the body's widths against the screen's
 * (without its scrollbar), how far the window moves when asked to go far right, and the elements
 * whose right edge passes the screen with no clipping box (overflow other than visible) on
 * their way to the page, widest first.
 */
function measure(): Measure {
  const viewport = document.documentElement.clientWidth;
  /** Whether a box between the element and the page clips it (its containing blocks). */
  const clipped = (element: Element) => {
    const position = getComputedStyle(element).position;
    if (position === 'fixed') return true; // placed on the screen: never scrolls the page
    let needsPositioned = position === 'absolute';
    for (
      let node = element.parentElement;
      node && node !== document.body && node !== document.documentElement;
      node = node.parentElement
    ) {
      const style = getComputedStyle(node);
      const containsAbsolute =
        style.position !== 'static' ||
        style.transform !== 'none' ||
        style.filter !== 'none' ||
        /paint|layout|strict|content/.test(style.contain);
      if (needsPositioned && !containsAbsolute) continue;
      if (style.overflowX !== 'visible') return true;
      if (style.position === 'fixed') return true;
      needsPositioned = style.position === 'absolute';
    }
    return false;
  };
  const describe = (element: Element, right: number) => {
    const classes = typeof element.className === 'string' ? element.className.trim() : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}> "${text}" right edge ${Math.round(right)} px`;
  };
  const found: Array<{ right: number; element: Element }> = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const rect = element.getBoundingClientRect();
    const right = rect.right + window.scrollX;
    if (right > viewport + 0.5 && !clipped(element)) found.push({ right, element });
  }
  found.sort((a, b) => b.right - a.right);
  const before = window.scrollX;
  window.scrollTo(100_000, window.scrollY);
  const scrolledX = window.scrollX;
  window.scrollTo(before, window.scrollY);
  return {
    viewport,
    documentWidth: document.documentElement.scrollWidth,
    bodyWidth: document.body.scrollWidth,
    scrolledX,
    offenders: found.slice(0, 3).map(({ element, right }) => describe(element, right)),
  };
}

/**
 * Measures the page at each size (soft, so one run lists every page that fails), then restores
 * the phone's size for the next page.
 */
async function check(page: Page, name: string, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  for (const size of SIZES) {
    const current = page.viewportSize();
    if (current?.width !== size.width || current.height !== size.height) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await settle(page);
    }
    // Rows that render when seen stay once rendered: one scroll, on the first size, brings them
    // all in.
    if (size === SIZES[0]) await scrollToBottom(page);
    const result = await page.evaluate(measure);
    const where = `${name} at ${size.width} px (${language})`;
    const wide =
      result.documentWidth > result.viewport ||
      result.bodyWidth > result.viewport ||
      result.scrolledX > 0;
    const report = wide
      ? `${where}: the document is ${result.documentWidth} px, the body ${result.bodyWidth} px, the screen ${result.viewport} px; it scrolls ${result.scrolledX} px sideways; past the edge: ${result.offenders.join(' | ') || 'no element found'}`
      : '';
    expect.soft(report, where).toBe('');
    if (language === 'en' && PICTURED.has(name)) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${SHOTS}/${name.replace(/\W+/g, '-')}-${size.name}.png` });
    }
  }
  await page.setViewportSize(SIZES[0]);
}

async function visit(page: Page, path: string, name: string, language: Language) {
  await page.goto(path);
  await settle(page);
  await check(page, name, language);
}

/** The path of the first link on the page whose address matches `pattern`. */
async function firstLink(page: Page, pattern: RegExp) {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const paths = hrefs.map((href) => {
    const url = new URL(href);
    return url.origin === new URL(page.url()).origin ? `${url.pathname}${url.search}` : '';
  });
  const path = paths.find((candidate) => pattern.test(candidate));
  expect(path, `a link matching ${pattern} on ${page.url()}`).toBeTruthy();
  return path!;
}

/**
 * A browser context at a phone's size, logged in when a phone is given (the login form is read
 * in English), then switched to the language as the switch does (lib/language.ts: remembered in
 * local storage), so every page it opens is in that language.
 */
async function opened(browser: Browser, language: Language, phoneNo?: string) {
  const context = await browser.newContext({ viewport: SIZES[0] });
  const page = await context.newPage();
  trackRequests(page);
  if (phoneNo) await logIn(page, phoneNo);
  else await page.goto('/home');
  await page.evaluate((chosen) => window.localStorage.setItem('language', chosen), language);
  return page;
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

for (const language of LANGUAGES) {
  test(`public pages hold still (${language})`, async ({ browser }) => {
    test.setTimeout(900_000);
    const page = await opened(browser, language);

    await visit(page, '/home', 'home', language);
    const productSubCategory = await firstLink(page, /^\/subCategory\//);
    const serviceCategory = await firstLink(page, /^\/service\/category\//);
    await visit(page, '/aboutUs', 'about us', language);
    await visit(page, '/Hyderabad?type=products', 'city search: products', language);
    const product = await firstLink(page, /^\/product\//);
    await visit(page, '/Hyderabad?type=services', 'city search: services', language);
    const service = await firstLink(page, /^\/service\/[^/]+$/);
    await visit(page, '/Hyderabad?searchQuery=sandals', 'typed search: products', language);
    await visit(
      page,
      '/Mumbai?type=services&searchQuery=plumber',
      'typed search: services',
      language,
    );

    await visit(page, productSubCategory, 'product sub-category', language);
    await visit(page, await firstLink(page, /^\/category\//), 'product category', language);
    await visit(page, serviceCategory, 'service category', language);
    const serviceSubCategory = await firstLink(page, /^\/service\/subCategory\//);
    await visit(page, serviceSubCategory, 'service sub-category', language);

    await visit(page, product, 'product', language);
    const business = await firstLink(page, /^\/business\//);
    await visit(page, service, 'service (over home)', language);
    await visit(page, business, 'business', language);
    await visit(page, '/product/not-a-product', 'product not found', language);
    await visit(page, '/subscriptionPlans', 'subscription plans', language);
    await visit(page, '/contactUs', 'contact us', language);
    await visit(page, '/privacyPolicy', 'privacy policy', language);
    await visit(page, '/terms&conditions', 'terms and conditions', language);
    await visit(page, '/logIn', 'log in', language);
    await visit(page, '/signUp', 'sign up', language);
    await visit(page, '/forgotPassword', 'forgot password', language);
    await page.context().close();
  });

  test(`seller pages hold still (${language})`, async ({ browser }) => {
    test.setTimeout(900_000);
    const page = await opened(browser, language, SELLER_PHONE);

    await visit(page, '/userAdmin/businesses', 'my businesses', language);
    const shop = await firstLink(page, /^\/shop\//);
    const products = await firstLink(page, /^\/userAdmin\/businesses\/[^/]+\/products$/);
    const services = await firstLink(page, /^\/userAdmin\/businesses\/[^/]+\/services$/);
    const editBusiness = await firstLink(page, /\/businesses\/edit\//);
    const businessLeads = await firstLink(page, /\/businesses\/viewLeads\//);
    await visit(page, shop, 'shop', language);
    await visit(page, '/home', 'home, logged in', language);
    await visit(page, editBusiness, 'edit business', language);
    await visit(page, businessLeads, 'business leads', language);
    await visit(page, '/userAdmin/businesses/register', 'register business', language);
    await visit(
      page,
      businessLeads.replace('/viewLeads/', '/') + '/poster',
      'shop poster',
      language,
    );

    await visit(page, products, 'my products', language);
    const editProduct = await firstLink(page, /\/products\/edit\//);
    const productLeads = await firstLink(page, /\/products\/leads\//);
    // The catalogue import, opened from the products' menu.
    const hindi = language === 'hi';
    await page.getByRole('button', { name: hindi ? 'आयात / निर्यात' : 'Import / Export' }).click();
    const importProducts = hindi ? 'उत्पाद आयात करें' : 'Import products';
    await page.getByRole('menuitem', { name: importProducts }).click();
    await expect(page.getByRole('dialog', { name: importProducts })).toBeVisible();
    await check(page, 'catalogue import', language);
    await page.keyboard.press('Escape');
    await visit(page, `${products}/addProduct`, 'add product', language);
    await visit(page, editProduct, 'edit product', language);
    await visit(page, productLeads, 'product leads', language);

    await visit(page, services, 'my services', language);
    const editService = await firstLink(page, /\/services\/edit\//);
    const serviceLeads = await firstLink(page, /\/services\/leads\//);
    await visit(page, `${services}/addService`, 'add service', language);
    await visit(page, editService, 'edit service', language);
    await visit(page, serviceLeads, 'service leads', language);

    await visit(page, '/userAdmin/enquiries', 'enquiries', language);
    await visit(page, '/userAdmin/notifications', 'notifications', language);
    await visit(page, '/userAdmin/reviews', 'reviews', language);
    await visit(page, '/userAdmin/insights', 'insights', language);
    await visit(page, '/userAdmin/subscription', 'my subscription', language);
    await visit(page, '/subscriptionPlans', 'subscription plans, logged in', language);
    await visit(page, '/userAdmin/editProfile', 'edit profile', language);
    await visit(page, '/userAdmin/editProfile/changePassword', 'change password', language);
    await page.context().close();
  });

  test(`admin pages hold still (${language})`, async ({ browser }) => {
    test.setTimeout(900_000);
    const page = await opened(browser, language, DEMO_ADMIN_PHONE);

    await visit(page, '/admin', 'admin dashboard', language);
    for (const type of ['business', 'product', 'service', 'profile']) {
      await visit(page, `/admin/approvals?type=${type}`, `approvals: ${type}`, language);
    }
    await visit(page, '/admin/plans', 'plans', language);
    await visit(page, '/admin/users', 'users', language);
    await visit(page, await firstLink(page, /^\/admin\/users\/[^/]+$/), 'a user', language);
    for (const tab of ['categories', 'brands', 'colors']) {
      await visit(page, `/admin/catalogue?tab=${tab}`, `catalogue: ${tab}`, language);
    }
    await visit(page, '/admin/banners', 'banners', language);
    await visit(page, '/admin/cities', 'cities', language);
    await visit(page, '/admin/messages', 'messages', language);
    await visit(page, '/admin/reviews', 'admin reviews', language);
    await visit(page, '/admin/audit', 'audit log', language);
    await page.context().close();
  });
}
