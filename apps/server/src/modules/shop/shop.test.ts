import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MSG, SHOP_MSG, encodeRouteId } from '@haat/shared';
import { businessSlugs, businesses } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import {
  createSellerTestApp,
  createBusiness,
  signUpSeller,
  type Seller,
} from '../../test/sellers.ts';
import { businessForm } from '../../test/sellers.ts';
import { as, decide, makeAdmin } from '../admin/test-fixtures.ts';
import { makeBusiness, makeCategory, makeProduct } from '../discovery/test-fixtures.ts';
import { assignMissingShopSlugs } from './service.ts';

const PUBLIC_URL = 'https://haat.example.in';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Haat</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>
`;

let t: TestApp;
let seller: Seller;
let other: Seller;
let admin: Seller;

beforeAll(async () => {
  const webDist = await mkdtemp(join(tmpdir(), 'haat-web-'));
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  t = await createSellerTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL } });
  seller = await signUpSeller(t);
  other = await signUpSeller(t);
  admin = await makeAdmin(t);
});
afterAll(() => t?.close());

const db = () => t.deps.database.db;
/** Approves a business as an administrator does: on the version the queue shows. */
const approve = async (id: string) => {
  const res = await decide(t, admin).approve('business', id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const slugOf = async (id: string) =>
  (await db().select({ slug: businesses.slug }).from(businesses).where(eq(businesses.id, id)))[0]
    ?.slug;
const fetchShop = (slug: string) =>
  t.call({ method: 'GET', url: `/api/public/shop/fetch?slug=${encodeURIComponent(slug)}` });
const page = (url: string) => t.call({ method: 'GET', url });
/** Past the kept public answers and pages' life: a test's own database writes do not clear them. */
const later = () => t.clock.advance(10 * 60 * 1000);
const rename = (id: string, overrides: Record<string, unknown>) =>
  t.call({
    method: 'PUT',
    url: '/api/userAdmin/business/update',
    headers: seller.headers,
    payload: { id, ...businessForm({ name: 'Kumar Sweets', city: 'Pune', ...overrides }) },
  });

describe('shop addresses (issue 24 §3)', () => {
  let kumar: string;

  it('an approved business gets the address of its name and city; a second of the same gets -2', async () => {
    kumar = await createBusiness(t, seller, {
      name: 'Kumar Sweets',
      city: 'Pune',
      state: 'Maharashtra',
    });
    // Under review, a business holds no address: it comes with approval.
    expect(await slugOf(kumar)).toBeNull();
    await approve(kumar);
    expect(await slugOf(kumar)).toBe('kumar-sweets-pune');
    const twin = await createBusiness(t, other, {
      name: 'Kumar  Sweets!',
      city: 'Pune',
      state: 'Maharashtra',
    });
    await approve(twin);
    expect(await slugOf(twin)).toBe('kumar-sweets-pune-2');
    const res = await t.call({
      method: 'GET',
      url: `/api/userAdmin/business/fetch?id=${kumar}`,
      headers: seller.headers,
    });
    expect(res.body.payload.business.slug).toBe('kumar-sweets-pune');
  });

  it('a Hindi name is spelt in Latin letters', async () => {
    const hindi = await createBusiness(t, seller, {
      name: 'कुमार स्वीट्स',
      city: 'Pune',
      state: 'Maharashtra',
    });
    await approve(hindi);
    expect(await slugOf(hindi)).toBe('kumar-svits-pune');
  });

  it('no shop page until the business is approved and public', async () => {
    const pending = await createBusiness(t, await signUpSeller(t), {
      name: 'Sharma Pickles',
      city: 'Pune',
      state: 'Maharashtra',
    });
    expect(await slugOf(pending)).toBeNull();
    const res = await fetchShop('sharma-pickles-pune');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(PUBLIC_MSG.businessNotFound);
    const html = await page('/shop/sharma-pickles-pune');
    expect(html.status).toBe(200);
    expect(html.body).toContain('<title>Haat</title>');
    expect(html.body).not.toContain('og:title');
  });

  it('an approved business answers at its address, drawn with its preview', async () => {
    later();
    const res = await fetchShop('kumar-sweets-pune');
    expect(res.status).toBe(200);
    expect(res.body.payload.business).toMatchObject({
      _id: kumar,
      name: 'Kumar Sweets',
      slug: 'kumar-sweets-pune',
    });
    const html = (await page('/shop/kumar-sweets-pune')).body as string;
    expect(html).toContain('<title>Kumar Sweets, Pune | Haat</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/shop/kumar-sweets-pune" />`);
    expect(html).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/shop/kumar-sweets-pune" />`,
    );
    expect(html).toContain('<meta property="og:type" content="business.business" />');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Kumar Sweets',
      url: `${PUBLIC_URL}/shop/kumar-sweets-pune`,
      telephone: '+919876501234',
    });
  });

  it('the business page at /business/{id} names the shop address as its canonical one', async () => {
    const html = (
      await page(`/business/${encodeRouteId({ _id: kumar, businessName: 'Kumar Sweets' })}`)
    ).body as string;
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/shop/kumar-sweets-pune" />`);
    const sitemap = (await page('/sitemap.xml')).body as string;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/shop/kumar-sweets-pune</loc>`);
  });

  it('an edit that keeps the name keeps the address', async () => {
    const res = await rename(kumar, { description: 'Sweets and namkeen since 1985.' });
    expect(res.status).toBe(200);
    expect(await slugOf(kumar)).toBe('kumar-sweets-pune');
  });

  it('a rename gives a new address once approved; the old one answers 301 to it, its search kept', async () => {
    const res = await rename(kumar, { name: 'Kumar Mithai Bhandar' });
    expect(res.status).toBe(200);
    // An edit of a live business waits for review: the live name keeps its address.
    expect(await slugOf(kumar)).toBe('kumar-sweets-pune');
    await approve(kumar);
    expect(await slugOf(kumar)).toBe('kumar-mithai-bhandar-pune');
    later();
    const moved = await page('/shop/kumar-sweets-pune?search=barfi');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/shop/kumar-mithai-bhandar-pune?search=barfi');
    const shop = await fetchShop('kumar-sweets-pune');
    expect(shop.body.payload.business.slug).toBe('kumar-mithai-bhandar-pune');
    const now = await page('/shop/kumar-mithai-bhandar-pune');
    expect(now.status).toBe(200);
    expect(now.body).toContain('<title>Kumar Mithai Bhandar, Pune | Haat</title>');
  });

  it('an old address stays its business’s: another business of that name gets a new number', async () => {
    const third = await createBusiness(t, other, {
      name: 'Kumar Sweets',
      city: 'Pune',
      state: 'Maharashtra',
    });
    await approve(third);
    expect(await slugOf(third)).toBe('kumar-sweets-pune-3');
    // Renamed back, the business takes its own old address again.
    await rename(kumar, { name: 'Kumar Sweets' });
    await approve(kumar);
    expect(await slugOf(kumar)).toBe('kumar-sweets-pune');
    const rows = await db()
      .select({ slug: businessSlugs.slug })
      .from(businessSlugs)
      .where(eq(businessSlugs.fkBusinessId, kumar));
    expect(rows.map((row) => row.slug).sort()).toEqual([
      'kumar-mithai-bhandar-pune',
      'kumar-sweets-pune',
    ]);
  });

  it('unknown, malformed, hidden and deleted addresses are not found', async () => {
    later();
    expect((await fetchShop('kumar-sweets-pune')).status).toBe(200);
    for (const slug of ['no-such-shop', 'Kumar-Sweets-Pune', 'kumar sweets', '..%2Fadmin']) {
      const res = await fetchShop(slug);
      expect(res.status, slug).toBe(404);
      expect(res.body.message, slug).toBe(PUBLIC_MSG.businessNotFound);
    }
    expect((await fetchShop('')).status).toBe(400);
    await db().update(businesses).set({ isActive: false }).where(eq(businesses.id, kumar));
    later();
    expect((await fetchShop('kumar-sweets-pune')).status).toBe(404);
    expect((await fetchShop('kumar-mithai-bhandar-pune')).status).toBe(404);
    const html = await page('/shop/kumar-mithai-bhandar-pune');
    expect(html.status).toBe(200);
    expect(html.body).not.toContain('og:title');
    await db().update(businesses).set({ isActive: true }).where(eq(businesses.id, kumar));
    later();
  });

  it('search inside the shop finds its own listings only', async () => {
    const database = db();
    const cat = await makeCategory(database, 'product', 'Shop Test Sweets', ['Barfi']);
    const mine = await makeBusiness(database, { name: 'Barfi House', city: 'Pune' });
    const theirs = await makeBusiness(database, { name: 'Other Barfi', city: 'Pune' });
    for (const [business, name] of [
      [mine, 'Kaju Barfi'],
      [mine, 'Motichoor Laddoo'],
      [theirs, 'Kesar Barfi'],
    ] as const) {
      await makeProduct(database, {
        fkBusinessId: business,
        fkCategoryId: cat.categoryId,
        subCategoryIds: [cat.sub.Barfi!],
        name,
        pricePerUnit: 500,
        sellingPrice: 450,
        createdAt: t.clock.now(),
      });
    }
    const search = (words: string) =>
      t.call({
        method: 'GET',
        url: `/api/public/product/businessAll?id=${mine}&search=${encodeURIComponent(words)}`,
      });
    const found = await search('laddoo');
    expect(found.status).toBe(200);
    expect(found.body.payload.products.map((p: { name: string }) => p.name)).toEqual([
      'Motichoor Laddoo',
    ]);
    expect(found.body.payload.total).toBe(1);
    const barfi = await search('barfi');
    expect(barfi.body.payload.products.map((p: { name: string }) => p.name)).toContain(
      'Kaju Barfi',
    );
    expect(barfi.body.payload.products.map((p: { name: string }) => p.name)).not.toContain(
      'Kesar Barfi',
    );
    expect((await search('sofa')).body.payload.total).toBe(0);
    const all = await t.call({ method: 'GET', url: `/api/public/product/businessAll?id=${mine}` });
    expect(all.body.payload.total).toBe(2);
  });

  it("the shop's search is the main search's engine: 'cemnt' and 'सीमेंट' find its cement, never another shop's (issue 35)", async () => {
    const database = db();
    const cat = await makeCategory(database, 'product', 'Shop Test Building', [
      'Shop Cement',
      'Shop Paints',
    ]);
    const mine = await makeBusiness(database, { name: 'Shree Hardware', city: 'Pune' });
    const theirs = await makeBusiness(database, { name: 'Other Hardware', city: 'Pune' });
    for (const [business, name, sub] of [
      [mine, 'UltraTech Cement 50 kg', 'Shop Cement'],
      [mine, 'Asian Paints Ace 10 L', 'Shop Paints'],
      [theirs, 'ACC Cement 50 kg', 'Shop Cement'],
    ] as const) {
      await makeProduct(database, {
        fkBusinessId: business,
        fkCategoryId: cat.categoryId,
        subCategoryIds: [cat.sub[sub]!],
        name,
        createdAt: t.clock.now(),
      });
    }
    const names = async (words: string) => {
      const res = await t.call({
        method: 'GET',
        url: `/api/public/product/businessAll?id=${mine}&search=${encodeURIComponent(words)}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.payload.products.map((p: { name: string }) => p.name);
    };
    // A misspelling corrected, the Hindi word read as its English, a place in the words left out
    // (the shop is in one place), and the word as typed: each finds this shop's cement only.
    for (const words of ['cemnt', 'सीमेंट', 'cement in pune', 'cement']) {
      expect(await names(words), words).toEqual(['UltraTech Cement 50 kg']);
    }
    // Two words that are never together widen to any of them, as the main search does.
    expect(await names('cement sofa')).toEqual(['UltraTech Cement 50 kg']);
  });

  it('businesses written without an address get one at start-up, oldest first keeping the plain one', async () => {
    const database = db();
    const older = await makeBusiness(database, {
      name: 'Gupta General Store',
      city: 'Indore',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const newer = await makeBusiness(database, {
      name: 'Gupta General Store',
      city: 'Indore',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const pending = await makeBusiness(database, {
      name: 'Gupta Pending Store',
      city: 'Indore',
      isApproved: false,
    });
    expect(await slugOf(older)).toBeNull();
    const before = await database.select({ id: businesses.id }).from(businesses);
    expect(await assignMissingShopSlugs(database)).toBeGreaterThanOrEqual(2);
    expect(await slugOf(older)).toBe('gupta-general-store-indore');
    expect(await slugOf(newer)).toBe('gupta-general-store-indore-2');
    // Every business kept, each approved live one with an address, none under review.
    expect(await slugOf(pending)).toBeNull();
    const after = await database
      .select({
        id: businesses.id,
        slug: businesses.slug,
        isApproved: businesses.isApproved,
        deletedAt: businesses.deletedAt,
      })
      .from(businesses);
    expect(after.length).toBe(before.length);
    expect(after.filter((row) => row.isApproved && !row.deletedAt).every((row) => row.slug)).toBe(
      true,
    );
    expect(await assignMissingShopSlugs(database)).toBe(0);
  });
});

describe('shop addresses cannot be squatted (issue 34 item 5)', () => {
  const slugRows = async (id: string) =>
    (
      await db()
        .select({ slug: businessSlugs.slug })
        .from(businessSlugs)
        .where(eq(businessSlugs.fkBusinessId, id))
    )
      .map((row) => row.slug)
      .sort();
  /** Approves a business as an administrator does: the version the queue shows. */
  const approveShown = async (id: string) => {
    const queue = await as(t, admin).get('/api/admin/approvals', {
      type: 'business',
      perPage: '100',
    });
    const item = queue.body.payload.items.find((entry: { _id: string }) => entry._id === id);
    expect(item, `business ${id} waits for review`).toBeTruthy();
    const res = await as(t, admin).put('/api/admin/approvals/approve', {
      type: 'business',
      id,
      version: item.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  let owner: Seller;
  beforeAll(async () => {
    owner = await signUpSeller(t);
  });
  const renameAs = (who: Seller, id: string, name: string) =>
    t.call({
      method: 'PUT',
      url: '/api/userAdmin/business/update',
      headers: who.headers,
      payload: { id, ...businessForm({ name, city: 'Nashik', state: 'Maharashtra' }) },
    });

  it('a business never approved holds no address, whatever it is renamed to', async () => {
    const squatter = await signUpSeller(t);
    const squat = await createBusiness(t, squatter, {
      name: 'Tata Motors',
      city: 'Nashik',
      state: 'Maharashtra',
    });
    for (const name of ['Reliance Fresh', 'Haldiram Sweets', 'Tata Motors']) {
      expect((await renameAs(squatter, squat, name)).status).toBe(200);
    }
    expect(await slugOf(squat)).toBeNull();
    expect(await slugRows(squat)).toEqual([]);
    const mine = await t.call({
      method: 'GET',
      url: `/api/userAdmin/business/fetch?id=${squat}`,
      headers: squatter.headers,
    });
    expect(mine.body.payload.business.slug).toBeNull();

    // The real Haldiram Sweets comes later and is approved first: the plain address is its.
    const real = await createBusiness(t, owner, {
      name: 'Haldiram Sweets',
      city: 'Nashik',
      state: 'Maharashtra',
    });
    await approveShown(real);
    expect(await slugOf(real)).toBe('haldiram-sweets-nashik');
    // Approved at last, the squatter gets the address of its name then, and no other.
    await approveShown(squat);
    expect(await slugOf(squat)).toBe('tata-motors-nashik');
    expect(await slugRows(squat)).toEqual(['tata-motors-nashik']);
  });

  it('an approved business keeps at most 5 old addresses, the oldest dropped', async () => {
    const id = await createBusiness(t, owner, {
      name: 'Capped Name 0',
      city: 'Nashik',
      state: 'Maharashtra',
    });
    await approveShown(id);
    for (let n = 1; n <= 7; n += 1) {
      expect((await renameAs(owner, id, `Capped Name ${n}`)).status).toBe(200);
      await approveShown(id);
    }
    expect(await slugOf(id)).toBe('capped-name-7-nashik');
    expect(await slugRows(id)).toEqual(
      [2, 3, 4, 5, 6, 7].map((n) => `capped-name-${n}-nashik`).sort(),
    );
    later();
    expect((await page('/shop/capped-name-2-nashik')).status).toBe(301);
    expect((await fetchShop('capped-name-1-nashik')).status).toBe(404);
    expect((await fetchShop('capped-name-0-nashik')).status).toBe(404);
  });

  it('a deleted business frees every address it held', async () => {
    const id = await createBusiness(t, owner, {
      name: 'Gone Soon',
      city: 'Nashik',
      state: 'Maharashtra',
    });
    await approveShown(id);
    await renameAs(owner, id, 'Gone Soon Again');
    await approveShown(id);
    expect(await slugRows(id)).toEqual(['gone-soon-again-nashik', 'gone-soon-nashik']);
    const res = await t.call({
      method: 'DELETE',
      url: `/api/userAdmin/business/delete?id=${id}`,
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    expect(await slugRows(id)).toEqual([]);
    expect(await slugOf(id)).toBeNull();
    later();
    expect((await fetchShop('gone-soon-nashik')).status).toBe(404);
    // The name is free again for the next business that is approved with it.
    const next = await createBusiness(t, seller, {
      name: 'Gone Soon',
      city: 'Nashik',
      state: 'Maharashtra',
    });
    await approveShown(next);
    expect(await slugOf(next)).toBe('gone-soon-nashik');
  });
});

describe("a seller's own domain (spec userData domain, issue 24 §3)", () => {
  let shop: string;

  beforeAll(async () => {
    shop = await createBusiness(t, seller, {
      name: 'Domain Dairy',
      city: 'Nashik',
      state: 'Maharashtra',
    });
    await approve(shop);
  });

  const onHost = (host: string, url = '/') => t.call({ method: 'GET', url, headers: { host } });

  it('only an administrator records a verified domain, in the spec’s shape', async () => {
    const body = { id: shop, domain: 'WWW.DomainDairy.in' };
    expect((await as(t, seller).put('/api/admin/business/domain', body)).status).toBe(403);
    const bad = await as(t, admin).put('/api/admin/business/domain', {
      id: shop,
      domain: 'not a domain',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SHOP_MSG.domainInvalid);
    expect((await onHost('www.domaindairy.in')).status).not.toBe(302);
    const res = await as(t, admin).put('/api/admin/business/domain', body);
    expect(res.status).toBe(200);
    expect(res.body.payload.business.domain).toBe('www.domaindairy.in');
    const audit = await as(t, admin).get('/api/admin/audit/fetchAll', { entityId: shop });
    expect(JSON.stringify(audit.body.payload)).toContain('business.domain');
  });

  it('a request on the verified domain goes to the shop page on this site', async () => {
    const res = await onHost('www.domaindairy.in:443', '/anything?x=1');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/shop/domain-dairy-nashik`);
    // The API on that host is not redirected, nor is any other host.
    expect((await onHost('www.domaindairy.in', '/api/health')).status).toBe(200);
    expect((await onHost('evil.example.com', '/home')).status).not.toBe(302);
    // A forged X-Forwarded-Host from an untrusted peer changes nothing (TRUST_PROXY unset).
    const forged = await t.call({
      method: 'GET',
      url: '/home',
      headers: { host: 'haat.example.in', 'x-forwarded-host': 'www.domaindairy.in' },
    });
    expect(forged.status).not.toBe(302);
  });

  it('the TLS terminator may ask for a certificate for a verified domain only', async () => {
    const ask = (domain: string) =>
      t.call({
        method: 'GET',
        url: `/api/public/shop/domain?domain=${encodeURIComponent(domain)}`,
      });
    expect((await ask('www.domaindairy.in')).status).toBe(200);
    expect((await ask('other.example.in')).status).toBe(404);
    expect((await ask('bad host')).status).toBe(400);
  });

  it('a domain belongs to one business; a hidden business’s domain leads nowhere', async () => {
    const twin = await createBusiness(t, other, {
      name: 'Twin Dairy',
      city: 'Nashik',
      state: 'Maharashtra',
    });
    const taken = await as(t, admin).put('/api/admin/business/domain', {
      id: twin,
      domain: 'www.domaindairy.in',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SHOP_MSG.domainTaken);
    const own = await as(t, admin).put('/api/admin/business/domain', {
      id: twin,
      domain: 'haat.example.in',
    });
    expect(own.status).toBe(409);
    await db().update(businesses).set({ isActive: false }).where(eq(businesses.id, shop));
    t.clock.advance(2 * 60 * 1000);
    expect((await onHost('www.domaindairy.in')).status).not.toBe(302);
    await db().update(businesses).set({ isActive: true }).where(eq(businesses.id, shop));
    const cleared = await as(t, admin).put('/api/admin/business/domain', {
      id: shop,
      domain: null,
    });
    expect(cleared.status).toBe(200);
    expect((await onHost('www.domaindairy.in')).status).not.toBe(302);
  });
});
