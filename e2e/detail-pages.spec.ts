import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { discountPercent, encodeRouteId, formatPrice, MSG } from '@haat/shared';

// The detail pages: a visitor opens a product (gallery, price with discount, tabs,
// related products), goes to its business (working hours, listings), opens a service modal
// directly and from a service card, and sends a query about a product. At phone and desktop
// sizes. Where SCREENSHOT_DIR is set, the screens are also photographed for a person to look at.

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const VIEWPORTS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1366, height: 900 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

type Envelope<T> = { code: number; message: string; payload: T };
type Card = { _id: string; name: string; images: string[] };
type Product = Card & {
  pricePerUnit: number | null;
  sellingPrice: number | null;
  specifications: string[];
  disclaimer: string[];
  business: { _id: string; name: string };
  rating: { average: number; count: number } | null;
};
type Service = Card & { business: { _id: string; name: string; phoneNo: string } };

async function payload<T>(request: APIRequestContext, url: string, params: Record<string, string>) {
  const response = await request.get(url, { params });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Envelope<T>).payload;
}

/** A public product with a discount, two slides of pictures and something in its tabs. */
async function findProduct(request: APIRequestContext): Promise<Product> {
  const { products } = await payload<{ products: Card[] }>(
    request,
    '/api/public/product/highLights',
    { limit: '24' },
  );
  expect(products.length).toBeGreaterThan(0);
  let fallback: Product | null = null;
  for (const card of products) {
    const { product } = await payload<{ product: Product }>(request, '/api/public/product/fetch', {
      id: card._id,
    });
    fallback ??= product;
    if (
      product.images.length > 3 &&
      discountPercent(product.pricePerUnit, product.sellingPrice) !== null &&
      product.specifications.length &&
      product.disclaimer.length
    )
      return product;
  }
  return fallback!;
}

async function findService(request: APIRequestContext): Promise<Service> {
  const { services } = await payload<{ services: Card[] }>(
    request,
    '/api/public/service/highLights',
    { limit: '4' },
  );
  expect(services.length).toBeGreaterThan(0);
  const { service } = await payload<{ service: Service }>(request, '/api/public/service/fetch', {
    id: services[0]!._id,
  });
  return service;
}

const productPath = (p: Card) => `/product/${encodeRouteId({ _id: p._id, productName: p.name })}`;
const servicePath = (s: Card) => `/service/${encodeRouteId({ _id: s._id, serviceName: s.name })}`;
const businessPath = (b: { _id: string; name: string }) =>
  `/business/${encodeRouteId({ _id: b._id, businessName: b.name })}`;

async function screenshot(page: Page, name: string, viewport: ViewportName) {
  if (!SCREENSHOT_DIR) return;
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `${SCREENSHOT_DIR}/${name}-${viewport}.png`,
    fullPage: !name.includes('modal'),
  });
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`detail pages (${viewport})`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test('a product, its tabs and related products, then its business', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const product = await findProduct(request);
      const views = page.waitForRequest(
        (req) => req.method() === 'PUT' && req.url().endsWith('/api/public/product/views'),
      );
      await page.goto(productPath(product));

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const price = product.sellingPrice ?? product.pricePerUnit;
      if (price != null) await expect(main.getByTestId('price')).toHaveText(formatPrice(price));
      const discount = discountPercent(product.pricePerUnit, product.sellingPrice);
      if (discount !== null) {
        await expect(main.getByTestId('discount')).toHaveText(`${discount}% off`);
        await expect(main.getByTestId('mrp')).toHaveText(formatPrice(product.pricePerUnit!));
      }
      await views;
      await expect(page).toHaveTitle(`${product.name} | Haat`);

      // The stars under the name are the seller's, and say so.
      if (product.rating?.count) {
        const stars = main.getByRole('link', { name: /^Seller rated \d\.\d out of 5 by / });
        await expect(stars).toBeVisible();
        await expect(stars).toContainText(/^Seller/);
      }
      // Share does not sit alone in half a row: it takes the whole row under Call and WhatsApp.
      const sendBox = await main.getByRole('button', { name: 'Send Query' }).boundingBox();
      const shareBox = await main.getByRole('button', { name: 'Share', exact: true }).boundingBox();
      expect(Math.abs(shareBox!.width - sendBox!.width)).toBeLessThan(2);
      expect(Math.abs(shareBox!.x - sendBox!.x)).toBeLessThan(2);
      // No page scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS[viewport].width,
      );

      // The cover is the page's largest picture: loaded at once, with its size reserved.
      const cover = main.getByRole('button', { name: `Open the pictures of ${product.name}` });
      const coverImage = cover.locator('img');
      await expect(coverImage).toHaveAttribute('loading', 'eager');
      await expect(coverImage).toHaveAttribute('width', '1200');
      // The thumbnails, three to a slide: the next slide's, then one of them shown large.
      const count = product.images.length;
      const thumbs = main.getByRole('region', { name: 'Pictures' });
      await expect(
        thumbs.getByRole('button', { name: `Show picture 1 of ${count}` }),
      ).toBeVisible();
      const fourth = thumbs.getByRole('button', { name: `Show picture 4 of ${count}` });
      await expect(fourth).not.toBeInViewport();
      await expect(main.getByRole('button', { name: 'Previous pictures' })).toBeDisabled();
      await main.getByRole('button', { name: 'Next pictures' }).click();
      await expect(fourth).toBeInViewport();
      await expect(main.getByRole('button', { name: 'Previous pictures' })).toBeEnabled();
      await fourth.click();
      await expect(fourth).toHaveAttribute('aria-pressed', 'true');
      await expect(coverImage).toHaveAttribute('alt', `${product.name}, picture 4 of ${count}`);

      // The image viewer shows the large picture.
      await cover.click();
      const viewer = page.getByRole('dialog', { name: product.name });
      await expect(viewer.locator('img')).toHaveAttribute('src', /\/media\/large\//);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();

      // Specifications and Disclaimer tabs.
      const specifications = main.getByRole('tab', { name: 'Specifications' });
      await expect(specifications).toHaveAttribute('aria-selected', 'true');
      if (product.specifications[0])
        await expect(main.getByText(product.specifications[0], { exact: true })).toBeVisible();
      await main.getByRole('tab', { name: 'Disclaimer' }).click();
      await expect(main.getByRole('tab', { name: 'Disclaimer' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      if (product.disclaimer[0])
        await expect(main.getByText(product.disclaimer[0], { exact: true })).toBeVisible();

      // Related products: a row of product cards.
      const related = main.getByRole('region', { name: 'Related products' });
      await related.scrollIntoViewIfNeeded();
      await expect(related.getByRole('article').first()).toBeVisible();
      await screenshot(page, 'product', viewport);

      // The business, from the product's link.
      await main.getByRole('link', { name: product.business.name, exact: true }).click();
      await expect(page).toHaveURL(/\/business\//);
      await expect(
        main.getByRole('heading', { level: 1, name: product.business.name }),
      ).toBeVisible();
      // Share's word is whole, and on a phone the listings come right after the
      // compact heading, on the first screen, before the hours.
      const shareLabel = main.getByRole('button', { name: 'Share', exact: true });
      await expect(shareLabel).toBeVisible();
      expect(
        await shareLabel.evaluate((button) => {
          const label = button.querySelector('.mantine-Button-label') ?? button;
          return label.scrollWidth <= label.clientWidth;
        }),
      ).toBe(true);
      const listings = main.getByRole('region', { name: /^(Products|Services)$/ });
      if (viewport === 'phone') {
        const listingsBox = await listings.boundingBox();
        const hoursBox = await main.getByRole('region', { name: 'Working hours' }).boundingBox();
        expect(listingsBox!.y).toBeLessThan(VIEWPORTS.phone.height);
        expect(listingsBox!.y).toBeLessThan(hoursBox!.y);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS[viewport].width,
      );
      const hours = main.getByRole('region', { name: 'Working hours' });
      // The opening badge: 'Open now · closes 9 PM', 'Closed · opens …', 'Open 24 hours'
      // (a closed day's row of the table says 'Closed' alone).
      await expect(hours.getByText(/^(Open now · |Closed · |Open 24 hours)/)).toBeVisible();
      // Today's row is marked (unless the business is open round the clock: no table then).
      if (await hours.getByRole('row').count())
        await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
      await expect(main.getByRole('tab', { name: 'Trending' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(main.getByRole('article').first()).toBeVisible();
      await expect(main.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
        'href',
        /^tel:\+91\d{10}$/,
      );
      await main.getByRole('tab', { name: /^All products/ }).click();
      await expect(main.getByRole('list', { name: /^All products/ })).toBeVisible();
      await expect(
        main
          .getByRole('list', { name: /^All products/ })
          .getByRole('article')
          .first(),
      ).toBeVisible();
      await main.getByRole('tab', { name: 'Trending' }).click();
      await screenshot(page, 'business', viewport);
    });

    test('a service modal, directly and from a service card', async ({ page, request }) => {
      test.setTimeout(90_000);
      const service = await findService(request);

      // Directly: over the home page; closing leaves the home page.
      await page.goto(servicePath(service));
      const dialog = page.getByRole('dialog', { name: service.name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: service.business.name })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
        'href',
        `tel:+91${service.business.phoneNo}`,
      );
      await expect(dialog.getByRole('link', { name: 'Whatsapp' })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/91${service.business.phoneNo}\\?text=`),
      );
      await expect(dialog.getByRole('button', { name: 'Send Enquiry' })).toBeVisible();
      await expect(page.getByTestId('service-modal-background')).toBeAttached();
      await screenshot(page, 'service-modal', viewport);
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(dialog).toBeHidden();

      // From a service card on its business's page; closing goes back there.
      await page.goto(businessPath(service.business));
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: service.business.name }),
      ).toBeVisible();
      const card = main.getByRole('article').filter({ hasText: service.name }).first();
      await card.scrollIntoViewIfNeeded();
      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/service\//);
      await expect(page.getByRole('dialog', { name: service.name })).toBeVisible();
      // The business profile stays beneath the modal.
      await expect(
        page
          .getByTestId('service-modal-background')
          .getByRole('heading', { level: 1, name: service.business.name }),
      ).toBeAttached();
      await page
        .getByRole('dialog', { name: service.name })
        .getByRole('button', { name: 'Close', exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/business\//);
      await expect(page.getByRole('dialog', { name: service.name })).toBeHidden();
    });

    test('a visitor sends a query about a product through the form', async ({ page, request }) => {
      const product = await findProduct(request);
      await page.goto(productPath(product));
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Send Query' }).click();
      // A guest is first offered login or registration, and may go on without.
      const prompt = page.getByRole('dialog', { name: MSG.registerOrLogin });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: 'Continue as guest' }).click();
      const form = page.getByRole('dialog', { name: /Send Query/ });
      await expect(form).toBeVisible();
      await form.getByLabel(/^Contact person/).fill('Meera Iyer');
      await form.getByLabel(/^Contact no\./).fill('9812345678');
      await form.getByLabel(/^Query/).fill('Is it available in Hyderabad this week?');
      await form.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByText(MSG.interestSent)).toBeVisible();
      await expect(form).toBeHidden();
    });

    test('/contactUs shows the support contact and its form', async ({ page }) => {
      await page.goto('/contactUs');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expect(main.getByRole('link', { name: /^\+91 / })).toHaveAttribute(
        'href',
        /^tel:\+91\d{10}$/,
      );
      await main.getByRole('button', { name: 'Send message' }).click();
      await expect(main.getByText('Name is required!')).toBeVisible();
      await main.getByLabel(/^Name/).fill('Meera Iyer');
      await main.getByLabel(/^Phone/).fill('9812345678');
      await main.getByLabel(/^Message/).fill('Please list more shops in Kochi.');
      await main.getByRole('button', { name: 'Send message' }).click();
      await expect(
        page.getByText('Thank you for writing to us, we will get back to you soon.'),
      ).toBeVisible();
      await screenshot(page, 'contact-us', viewport);
    });
  });
}
