import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_SIZES, decodeRouteId, encodeRouteId, mediaSrcSet } from '@haat/shared';
import { uuidv7 } from 'uuidv7';
import type { DatabaseHandle } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { refreshBusinessRating } from '../reviews/service.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createSeededTestDatabase } from '../../test/db.ts';
import {
  brandId,
  daysAgo,
  makeBusiness,
  makeCategory,
  makeHiddenListings,
  makeProduct,
  makeService,
} from '../discovery/test-fixtures.ts';

const PUBLIC_URL = 'https://haat.example.in';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Haat: find local businesses."
    />
    <title>Haat</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>
`;

let t: TestApp;
let bare: TestApp;
let database: DatabaseHandle;
let webDist: string;
let cat: Awaited<ReturnType<typeof makeCategory>>;
let serviceCat: Awaited<ReturnType<typeof makeCategory>>;
let shop: string;
let product: string;
let service: string;
let hidden: Record<string, string>;
const NAME = 'Steel "Almirah" <script>alert(1)</script> & Co';

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'haat-web-'));
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  // A robots.txt in the build must not collide with the server's own.
  await writeFile(join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  database = await createSeededTestDatabase({ demo: false });
  t = await createTestApp({ database, env: { WEB_DIST: webDist, PUBLIC_URL } });
  bare = await createTestApp({ database });
  const db = database.db;
  const now = t.clock.now();
  cat = await makeCategory(db, 'product', 'Steel Furniture', ['Almirahs']);
  serviceCat = await makeCategory(db, 'service', 'Test Repairs', ['Locksmiths']);
  shop = await makeBusiness(db, {
    name: 'Pune Steel House',
    description: 'Steel furniture since 1990.',
    workingHours: {
      isOpen24Hours: false,
      timings: [
        { day: 'Monday', from: '09:00', to: '20:00', isClosed: false },
        { day: 'Sunday', from: '09:00', to: '20:00', isClosed: true },
      ],
    },
  });
  product = await makeProduct(db, {
    fkBusinessId: shop,
    fkCategoryId: cat.categoryId,
    subCategoryIds: [cat.sub.Almirahs!],
    fkBrandId: await brandId(db, 'Godrej Interio'),
    name: NAME,
    sku: 'SF-1',
    pricePerUnit: 12000,
    sellingPrice: 8999.5,
    createdAt: daysAgo(now, 1),
    images: ['seed/demo/almirah-1.webp', 'https://cdn.example.com/almirah-2.webp'],
    description: 'Four doors, a locker and a mirror. Powder coated steel.',
  });
  const serviceShop = await makeBusiness(db, { name: 'Pune Key Makers', businessType: 'service' });
  service = await makeService(db, {
    fkBusinessId: serviceShop,
    fkCategoryId: serviceCat.categoryId,
    subCategoryIds: [serviceCat.sub.Locksmiths!],
    name: 'Door Lock Repair',
    pricePerUnit: 500,
    sellingPrice: 400,
    createdAt: daysAgo(now, 1),
  });
  ({ hidden } = await makeHiddenListings(db, 'product', {
    fkCategoryId: cat.categoryId,
    subCategoryIds: [cat.sub.Almirahs!],
    fkBusinessId: shop,
    now,
    name: 'Hidden almirah',
  }));
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await database?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const page = (path: string, app = t) => app.call({ method: 'GET', url: path });
const productPath = (id: string, name = NAME) =>
  `/product/${encodeRouteId({ _id: id, productName: name })}`;
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

describe('share previews', () => {
  it('a product page carries title, description, canonical, Open Graph and Product JSON-LD', async () => {
    const res = await page(productPath(product));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body as string;
    const canonical = `${PUBLIC_URL}${productPath(product)}`;
    // Everything escaped: the name's markup never reaches the page as markup.
    expect(html).not.toContain('<script>alert(1)</script>');
    const escapedName = 'Steel &quot;Almirah&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co';
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escapedName} | Haat</title>`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(
      '₹8,999.5 at Pune Steel House, Pune. Four doors, a locker and a mirror. Powder coated steel.',
    );
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(`${escapedName} | Haat`);
    expect(attr(html, /<meta property="og:description" content="([^"]*)"/)).toContain(
      'Pune Steel House',
    );
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${PUBLIC_URL}/media/large/seed/demo/almirah-1.webp`,
    );
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe('product');
    // The cover picture downloads beside the app's code, in the srcset and sizes the page uses.
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(attr(html, /<link rel="preload" as="image" [^>]*imagesrcset="([^"]*)"/)).toBe(
      mediaSrcSet('seed/demo/almirah-1.webp'),
    );
    expect(attr(html, /<link rel="preload" as="image" [^>]*imagesizes="([^"]*)"/)).toBe(
      COVER_SIZES.product,
    );
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');

    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: NAME,
      sku: 'SF-1',
      brand: { '@type': 'Brand', name: 'Godrej Interio' },
      image: [
        `${PUBLIC_URL}/media/large/seed/demo/almirah-1.webp`,
        'https://cdn.example.com/almirah-2.webp',
      ],
      url: canonical,
      offers: {
        '@type': 'Offer',
        price: '8999.50',
        priceCurrency: 'INR',
        seller: {
          '@type': 'LocalBusiness',
          name: 'Pune Steel House',
          telephone: expect.stringMatching(/^\+91\d{10}$/),
        },
      },
    });
  });

  it('the canonical URL names the current name, whatever the link carried', async () => {
    const res = await page(productPath(product, 'old name'));
    expect(attr(res.body, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `${PUBLIC_URL}${productPath(product)}`,
    );
    // A bare id works too.
    expect(
      attr((await page(`/product/${product}`)).body, /<link rel="canonical" href="([^"]*)"/),
    ).toBe(`${PUBLIC_URL}${productPath(product)}`);
  });

  it('service, business, category and sub-category pages', async () => {
    const svc = (
      await page(`/service/${encodeRouteId({ _id: service, serviceName: 'Door Lock Repair' })}`)
    ).body as string;
    expect(svc).toContain('<title>Door Lock Repair | Haat</title>');
    expect(jsonLdOf(svc)[0]).toMatchObject({
      '@type': 'Service',
      provider: { '@type': 'LocalBusiness', name: 'Pune Key Makers' },
      offers: { price: '400.00', priceCurrency: 'INR' },
    });

    const biz = (
      await page(`/business/${encodeRouteId({ _id: shop, businessName: 'Pune Steel House' })}`)
    ).body as string;
    expect(biz).toContain('<title>Pune Steel House, Pune | Haat</title>');
    expect(jsonLdOf(biz)[0]).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Pune Steel House',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Pune',
        postalCode: '411001',
        addressCountry: 'IN',
      },
      openingHoursSpecification: [{ dayOfWeek: 'Monday', opens: '09:00', closes: '20:00' }],
    });

    const category = (
      await page(`/category/${encodeRouteId({ _id: cat.categoryId, category: 'Steel Furniture' })}`)
    ).body as string;
    expect(category).toContain('<title>Steel Furniture | Haat</title>');
    expect(attr(category, /<meta name="description" content="([^"]*)"/)).toContain('Almirahs');
    const serviceCategory = await page(
      `/service/category/${encodeRouteId({ _id: serviceCat.categoryId, category: 'Test Repairs' })}`,
    );
    expect(attr(serviceCategory.body, /<link rel="canonical" href="([^"]*)"/)).toMatch(
      `${PUBLIC_URL}/service/category/`,
    );
    const sub = (
      await page(
        `/subCategory/${encodeRouteId({ _id: cat.sub.Almirahs!, subCategory: 'Almirahs' })}`,
      )
    ).body as string;
    expect(sub).toContain('<title>Almirahs | Haat</title>');
    const serviceSub = await page(
      `/service/subCategory/${encodeRouteId({ _id: serviceCat.sub.Locksmiths!, subCategory: 'Locksmiths' })}`,
    );
    expect(serviceSub.body).toContain('<title>Locksmiths | Haat</title>');
  });

  it('AggregateRating and a few Review items only once the business has published reviews (issue 22)', async () => {
    const db = database.db;
    const now = t.clock.now();
    const rated = await makeBusiness(db, { name: 'Rated Steel Mart' });
    const item = await makeProduct(db, {
      fkBusinessId: rated,
      fkCategoryId: cat.categoryId,
      subCategoryIds: [cat.sub.Almirahs!],
      name: 'Rated almirah',
      pricePerUnit: 9000,
      sellingPrice: 8000,
      createdAt: daysAgo(now, 1),
    });
    const bizPath = `/business/${encodeRouteId({ _id: rated, businessName: 'Rated Steel Mart' })}`;
    const before = jsonLdOf((await page(bizPath)).body as string)[0];
    expect(before).not.toHaveProperty('aggregateRating');
    expect(before).not.toHaveProperty('review');
    const plainProduct = jsonLdOf((await page(productPath(item, 'Rated almirah'))).body as string);
    expect(plainProduct[0].offers.seller).not.toHaveProperty('aggregateRating');

    const written = [
      { rating: 5, text: 'Sturdy </script><b>almirah</b>, delivered on time.', helpfulCount: 4 },
      { rating: 4, text: null, helpfulCount: 2 },
      { rating: 4, text: 'Good price.', helpfulCount: 1 },
      {
        rating: 1,
        text: 'Hidden by the administrator.',
        helpfulCount: 9,
        status: 'hidden' as const,
      },
      { rating: 2, text: 'Late.', helpfulCount: 0 },
    ];
    for (const [i, review] of written.entries()) {
      await db.insert(reviews).values({
        id: uuidv7(),
        fkBusinessId: rated,
        phoneNo: `98765000${i}${i}`,
        name: `Buyer ${i}`,
        ...review,
      });
    }
    await refreshBusinessRating(db, rated);
    // Written straight into the table: past the kept pages' life (a review's write clears them).
    t.clock.advance(10 * 60 * 1000);

    const html = (await page(bizPath)).body as string;
    expect(html).not.toContain('</script><b>');
    const ld = jsonLdOf(html)[0];
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.8,
      ratingCount: 4,
      reviewCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
    // The three most helpful published ones; the hidden one is never quoted.
    expect(ld.review).toHaveLength(3);
    expect(ld.review.map((r: { author: { name: string } }) => r.author.name)).toEqual([
      'Buyer 0',
      'Buyer 1',
      'Buyer 2',
    ]);
    expect(ld.review[0]).toMatchObject({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
      reviewBody: 'Sturdy </script><b>almirah</b>, delivered on time.',
    });
    expect(ld.review[1]).not.toHaveProperty('reviewBody');

    // A product's stars are its seller's: on the offer's seller, not on the product.
    const productLd = jsonLdOf((await page(productPath(item, 'Rated almirah'))).body as string)[0];
    expect(productLd).not.toHaveProperty('aggregateRating');
    expect(productLd.offers.seller.aggregateRating).toMatchObject({
      ratingValue: 3.8,
      ratingCount: 4,
    });
  });

  it('an unknown, malformed or hidden id falls through to the plain index.html', async () => {
    for (const path of [
      productPath('01900000-0000-7000-8000-000000000000'),
      '/product/not-a-route-id',
      ...Object.values(hidden).map((id) => productPath(id)),
      `/business/${encodeRouteId({ _id: '01900000-0000-7000-8000-000000000000', businessName: 'x' })}`,
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toContain('<title>Haat</title>');
      expect(res.body, path).not.toContain('og:title');
    }
  });

  it('without a built web app the page answers as before', async () => {
    const res = await page(productPath(product), bare);
    expect(res.status).toBe(404);
    expect(res.body).toContain('The web app is not built');
  });
});

describe('sitemap and robots', () => {
  it('sitemap.xml lists public pages only', async () => {
    const res = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body as string;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs).toContain(`${PUBLIC_URL}/home`);
    expect(locs).toContain(`${PUBLIC_URL}${productPath(product)}`);
    expect(locs).toContain(
      `${PUBLIC_URL}/service/${encodeRouteId({ _id: service, serviceName: 'Door Lock Repair' })}`,
    );
    expect(locs).toContain(
      `${PUBLIC_URL}/business/${encodeRouteId({ _id: shop, businessName: 'Pune Steel House' })}`,
    );
    expect(locs).toContain(
      `${PUBLIC_URL}/category/${encodeRouteId({ _id: cat.categoryId, category: 'Steel Furniture' })}`,
    );
    expect(locs).toContain(
      `${PUBLIC_URL}/service/subCategory/${encodeRouteId({ _id: serviceCat.sub.Locksmiths!, subCategory: 'Locksmiths' })}`,
    );
    const listed = new Set(locs.map((loc) => decodeRouteId(loc.split('/').pop()!)?._id));
    expect(listed.has(product)).toBe(true);
    for (const id of Object.values(hidden)) expect(listed.has(id)).toBe(false);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
  });

  it('robots.txt keeps crawlers out of the seller and admin areas and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /userAdmin');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
  });
});
