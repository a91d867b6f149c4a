import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { DEMO_ADMIN_PHONE, logIn } from './helpers.ts';

// Axe-core finds no serious or critical WCAG 2.1 A/AA violation on any routed screen —
// public, account, seller and admin — nor in the modals a visitor opens most (query form,
// location picker, filters). One browser context per role; every screen is loaded once and
// checked at a phone's and at a desktop's width (the layouts differ: drawers, full-screen
// modals, card lists instead of tables). A failure lists each screen's rules, impact and
// targets. See docs/accessibility.md. Each screen is also checked for Mantine components drawn
// without their styles.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = ['serious', 'critical'];
const SIZES = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
// A seller no other journey changes: the screens show the seed as it is.
const SELLER_PHONE = '9000000002';

/** Waits for the screen's data: no request in flight and no loader or skeleton showing. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('.mantine-Skeleton-root[data-visible], [role="status"] .mantine-Loader-root'),
  ).toHaveCount(0);
}

/** Scrolls to the bottom and back, so sections that render when seen are in the document. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, 0);
  });
  await settle(page);
}

const TARGETS_SHOWN = 5;

/**
 * The serious and critical violations, one line each: rule, impact, help and the first targets
 * (the tail of each selector, which is what names the element). The whole axe answer is
 * attached to the test for the rest.
 */
async function violations(page: Page, screen: string) {
  const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = found.filter((violation) => BLOCKING.includes(violation.impact ?? ''));
  if (blocking.length) {
    await test.info().attach(`axe ${screen}`, {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  return blocking.map((violation) => {
    const targets = violation.nodes.map((node) =>
      node.target.join(' ').split(' > ').slice(-3).join(' > '),
    );
    const more = targets.length > TARGETS_SHOWN ? ` (+${targets.length - TARGETS_SHOWN} more)` : '';
    return `${violation.id} (${violation.impact}): ${violation.help} — ${targets
      .slice(0, TARGETS_SHOWN)
      .join(' | ')}${more}`;
  });
}

/**
 * Mantine's classes (m_…) on the screen that no loaded stylesheet has a rule for: a component
 * whose styles the build left out (apps/web/build/mantine-styles.ts takes only the components
 * the app uses). Every such class comes from a CSS module, so each has a rule when included.
 */
async function unstyledMantineClasses(page: Page) {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        const selector = rule instanceof CSSStyleRule ? rule.selectorText : '';
        for (const match of selector.matchAll(/\.(m_[0-9a-f]+)/g)) styled.add(match[1]!);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList))
        if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    return [...used].filter((name) => !styled.has(name));
  });
}

/**
 * Checks what the page shows at each size. Soft, so one run lists every screen that fails; the
 * viewport is restored to the desktop's for the next screen.
 */
async function audit(page: Page, screen: string) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Media-query hooks re-render after the resize; transitions (modals, drawers) end.
    await page.waitForTimeout(400);
    const name = `${screen} (${size.name})`;
    expect.soft(await violations(page, name), name).toEqual([]);
    expect
      .soft(await unstyledMantineClasses(page), `${name}: unstyled Mantine classes`)
      .toEqual([]);
  }
}

async function visit(page: Page, path: string, screen: string, options: { scroll?: boolean } = {}) {
  await page.goto(path);
  await settle(page);
  if (options.scroll) await scrollThrough(page);
  await audit(page, screen);
}

/** The path of the first link on the page whose address matches `pattern`. */
async function firstLink(page: Page, pattern: RegExp) {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  expect(href, `a link matching ${pattern} on ${page.url()}`).toBeTruthy();
  return href!;
}

async function loggedIn(browser: Browser, phoneNo: string) {
  const context = await browser.newContext({ viewport: SIZES[1] });
  const page = await context.newPage();
  await logIn(page, phoneNo);
  return page;
}

test('public and account screens, with the query form, location picker and filters', async ({
  page,
}) => {
  test.setTimeout(900_000);

  await visit(page, '/home', 'home', { scroll: true });
  const productSubCategory = await firstLink(page, /^\/subCategory\//);
  const serviceCategory = await firstLink(page, /^\/service\/category\//);

  // The location picker's dropdown over home.
  await page.getByRole('button', { name: /Change location/ }).click();
  await expect(page.getByRole('option', { name: 'All Over India' })).toBeVisible();
  await audit(page, 'location picker');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  await visit(page, '/Hyderabad?type=products', 'search results: products');
  const product = await firstLink(page, /^\/product\//);
  // The filters over the results.
  await page.getByRole('button', { name: /^Filter/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await audit(page, 'filter modal');
  await page.keyboard.press('Escape');

  await visit(page, '/Hyderabad?type=services', 'search results: services');
  const service = await firstLink(page, /^\/service\/[^/]+$/);
  await visit(page, '/all-over-india?type=products&searchQuery=sandals', 'search: a query');

  await visit(page, productSubCategory, 'product sub-category', { scroll: true });
  // Its breadcrumb leads to its category (home links to service categories only).
  await visit(page, await firstLink(page, /^\/category\//), 'product category', { scroll: true });
  await visit(page, serviceCategory, 'service category', { scroll: true });
  const serviceSubCategory = await firstLink(page, /^\/service\/subCategory\//);
  await visit(page, serviceSubCategory, 'service sub-category', { scroll: true });

  await visit(page, product, 'product detail', { scroll: true });
  // The product's business, as a visitor reaches it.
  const business = await firstLink(page, /^\/business\//);
  // The query form: a visitor is first offered to log in, then continues as a guest.
  await page.getByRole('main').getByRole('button', { name: 'Send Query' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit(page, 'query form: log in or continue');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByRole('dialog', { name: /Send Query/ })).toBeVisible();
  await audit(page, 'query form');
  await page.keyboard.press('Escape');

  await visit(page, service, 'service detail (modal over home)');
  await visit(page, business, 'business detail', { scroll: true });
  await visit(page, '/product/not-a-product', 'product not found');
  await visit(page, '/subscriptionPlans', 'subscription plans');
  await visit(page, '/contactUs', 'contact us');
  await visit(page, '/privacyPolicy', 'privacy policy');
  await visit(page, '/terms&conditions', 'terms and conditions');

  await visit(page, '/logIn', 'log in');
  await visit(page, '/signUp', 'sign up');
  await visit(page, '/forgotPassword', 'forgot password');
});

test('seller screens, as a demo seller with a plan', async ({ browser }) => {
  test.setTimeout(900_000);
  const page = await loggedIn(browser, SELLER_PHONE);

  await visit(page, '/home', 'home, logged in');
  await visit(page, '/userAdmin/businesses', 'my businesses');
  const products = await firstLink(page, /^\/userAdmin\/businesses\/[^/]+\/products$/);
  const services = await firstLink(page, /^\/userAdmin\/businesses\/[^/]+\/services$/);
  const editBusiness = await firstLink(page, /\/businesses\/edit\//);
  const businessLeads = await firstLink(page, /\/businesses\/viewLeads\//);
  await visit(page, editBusiness, 'edit business');
  await visit(page, businessLeads, 'business leads');
  await visit(page, '/userAdmin/businesses/register', 'register business');

  await visit(page, products, 'my products');
  const editProduct = await firstLink(page, /\/products\/edit\//);
  const productLeads = await firstLink(page, /\/products\/leads\//);
  await visit(page, `${products}/addProduct`, 'add product');
  await visit(page, editProduct, 'edit product');
  await visit(page, productLeads, 'product leads');

  await visit(page, services, 'my services');
  const editService = await firstLink(page, /\/services\/edit\//);
  const serviceLeads = await firstLink(page, /\/services\/leads\//);
  await visit(page, `${services}/addService`, 'add service');
  await visit(page, editService, 'edit service');
  await visit(page, serviceLeads, 'service leads');

  await visit(page, '/userAdmin/notifications', 'notifications');
  await visit(page, '/userAdmin/subscription', 'my subscription');
  await visit(page, '/subscriptionPlans', 'subscription plans, logged in');
  await visit(page, '/userAdmin/editProfile', 'edit profile');
  await visit(page, '/userAdmin/editProfile/changePassword', 'change password');
  await page.context().close();
});

test('admin screens, as the demo admin', async ({ browser }) => {
  test.setTimeout(900_000);
  const page = await loggedIn(browser, DEMO_ADMIN_PHONE);

  await visit(page, '/admin', 'admin dashboard');
  for (const type of ['business', 'product', 'service', 'profile']) {
    await visit(page, `/admin/approvals?type=${type}`, `approvals: ${type}`);
  }
  await visit(page, '/admin/plans', 'plans');
  await visit(page, '/admin/users', 'users');
  await visit(page, await firstLink(page, /^\/admin\/users\/[^/]+$/), 'a user');
  for (const tab of ['categories', 'brands', 'colors']) {
    await visit(page, `/admin/catalogue?tab=${tab}`, `catalogue: ${tab}`);
  }
  await visit(page, '/admin/banners', 'banners');
  await visit(page, '/admin/cities', 'cities');
  await visit(page, '/admin/messages', 'messages');
  await visit(page, '/admin/audit', 'audit log');
  await page.context().close();
});
