import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { encodeRouteId, formatPrice } from '@haat/shared';
import { logIn } from './helpers.ts';

// The server-drawn first view (docs/page-speed.md): a public page arrives with its
// content in the HTML, readable before (and without) the app's code, and the app takes the
// page over where it is (hydration) instead of drawing it again. At phone and desktop sizes,
// since the server draws without knowing the screen.

const VIEWPORTS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1440, height: 900 },
} as const;

type Envelope<T> = { payload: T };
type Product = {
  _id: string;
  name: string;
  pricePerUnit: number | null;
  sellingPrice: number | null;
  business: { _id: string; name: string };
};

async function findProduct(request: APIRequestContext): Promise<Product> {
  const highlights = await request.get('/api/public/product/highLights', {
    params: { limit: '1' },
  });
  const { products } = ((await highlights.json()) as Envelope<{ products: { _id: string }[] }>)
    .payload;
  const fetched = await request.get('/api/public/product/fetch', {
    params: { id: products[0]!._id },
  });
  return ((await fetched.json()) as Envelope<{ product: Product }>).payload.product;
}

const productPath = (p: Product) =>
  `/product/${encodeRouteId({ _id: p._id, productName: p.name })}`;
const businessPath = (b: Product['business']) =>
  `/business/${encodeRouteId({ _id: b._id, businessName: b.name })}`;

/** Whether the page is still the document it was opened as (a client-side navigation). */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { openedDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { openedDocument?: boolean }).openedDocument === true);

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`first view (${viewport})`, () => {
    test.use({ viewport: size });

    test('public pages arrive drawn and the app takes them over without an error', async ({
      page,
      request,
    }) => {
      const product = await findProduct(request);
      // screen: the screen drawn, whose chunks (the build's page-chunks.json) the page hands
      // the loader with the entry's.
      const screenChunks = (await (await request.get('/page-chunks.json')).json()) as Record<
        string,
        string[]
      >;
      const pages = [
        { path: '/home', heading: 'Haat', screen: 'landing/home-page' },
        {
          path: '/Hyderabad?type=products&searchQuery=washing',
          heading: null,
          screen: 'search/location-page',
        },
        {
          path: productPath(product),
          heading: product.name,
          screen: 'product-detail/product-detail-page',
        },
        {
          path: businessPath(product.business),
          heading: product.business.name,
          screen: 'business-detail/business-detail-page',
        },
        { path: '/contactUs', heading: 'Contact Us', screen: 'info/contact-us-page' },
        // Its strings are the workspace's (i18n/en-workspace.ts): named beside its screen.
        {
          path: '/subscriptionPlans',
          heading: null,
          screen: 'subscriptions/subscription-plans-page',
          also: ['i18n/en-workspace'],
        },
      ];
      for (const { path, heading, screen, also = [] } of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const html = await response!.text();
        expect(html, path).toContain('<div id="root" data-first-view>');
        // As drawn: a name's & < > arrive as entities (a demo business is '… Nursery & Garden').
        const drawn = heading?.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        if (drawn) expect(html, path).toContain(`>${drawn}</h1>`);
        const named = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
        for (const name of [screen, ...also]) {
          expect(screenChunks[name]?.length, `${path}: ${name}`).toBeGreaterThan(0);
          expect(
            screenChunks[name]!.filter((chunk) => !named.includes(chunk)),
            `${path}: ${name}`,
          ).toEqual([]);
        }
        await page.waitForLoadState('networkidle');
      }

      // Taken over: a link is followed by the app, in the same document.
      await page.goto(productPath(product));
      await page.waitForLoadState('networkidle');
      await markDocument(page);
      await page
        .getByRole('main')
        .getByRole('link', { name: product.business.name })
        .first()
        .click();
      await expect(page).toHaveURL(/\/business\//);
      await expect(
        page.getByRole('heading', { level: 1, name: product.business.name }),
      ).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
    });
  });
}

test('with scripts off, a product page still shows its name, price and seller', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: VIEWPORTS.phone,
  });
  const page = await context.newPage();
  await page.goto(productPath(product));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const price = product.sellingPrice ?? product.pricePerUnit;
  if (price != null) await expect(main.getByTestId('price')).toHaveText(formatPrice(price));
  await expect(main.getByRole('link', { name: product.business.name }).first()).toBeVisible();
  await context.close();
});

test('with scripts off, the home page still searches', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: VIEWPORTS.phone,
  });
  const page = await context.newPage();
  await page.goto('/home');
  const search = page.getByRole('combobox', { name: 'Search products and services' });
  await search.fill('washing');
  await search.press('Enter');
  // No kind in the address: the page opens the kind the words ask for.
  await expect(page).toHaveURL(/\/all-over-india\?searchQuery=washing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “washing”');
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(/washing/i);
  await context.close();
});

test('a signed-in seller gets their own header and chosen city over the drawn page', async ({
  page,
}) => {
  await logIn(page, '9000000001');
  const name = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('userData') ?? '{}') as { name: string }).name,
  );
  await page.evaluate(() => window.localStorage.setItem('location', 'Hyderabad'));
  const response = await page.goto('/home');
  // The server draws for everyone: a guest, all over India.
  const html = await response!.text();
  expect(html).toContain('All Over India');
  expect(html).toContain('Guest');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Hyderabad/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Account menu' })).toContainText(name);
  await expect(page.getByText('Find local products and services in Hyderabad')).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test("a move to another screen preloads that screen's chunks, listed where the first view names its own", async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  // The drawn page named its chunks itself: the list is not fetched for it.
  expect(asked).not.toContain('/page-chunks.json');

  const lists = (await (await request.get('/page-chunks.json')).json()) as Record<string, string[]>;
  const contactChunks = lists['info/contact-us-page']!;
  expect(contactChunks.length).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const preloaded = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(contactChunks.filter((chunk) => !preloaded.includes(chunk))).toEqual([]);
});
