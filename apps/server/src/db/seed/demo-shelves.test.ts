import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase } from '../../test/db.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { DatabaseHandle } from '../client.ts';
import { CATEGORIES } from './catalog-data.ts';
import { subCategoryPictures } from './catalog-pictures.ts';
import { iconExists } from './pictures.ts';
import { PRODUCT_SHELVES, SERVICE_SHELVES, serviceOffers, shelfItems } from './shelves.ts';

// The demo catalogue (docs/decisions/016-demo-catalogue.md): full shelves, names that do not
// repeat, prices in each sub-category's band, pictures of the listing's own sub-category, and
// trending that means something on a fresh start.

let handle: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  handle = await createSeededTestDatabase({ demo: true });
  t = await createTestApp({ database: handle });
});

afterAll(async () => {
  await t?.close();
  await handle?.close();
});

type Row = Record<string, unknown>;
const rows = async <T extends Row>(query: ReturnType<typeof sql>) =>
  (await handle.db.execute(query)).rows as T[];

/** Every listing of a kind with its sub-category and category, public or not. */
const listingsSql = (kind: 'product' | 'service') => {
  const [table, links, key] =
    kind === 'product'
      ? ['products', 'product_sub_categories', 'fk_product_id']
      : ['services', 'service_sub_categories', 'fk_service_id'];
  return sql.raw(`
    select l.id, l.name, l.images, l.price_per_unit as "mrp", l.selling_price as "selling",
           sc.sub_category as "subCategory", c.category,
           (l.is_approved and l.is_active and b.is_approved and b.is_active) as "isPublic"
      from ${table} l
      join ${links} sl on sl.${key} = l.id
      join sub_categories sc on sc.id = sl.fk_sub_category_id
      join categories c on c.id = sc.fk_category_id
      join businesses b on b.id = l.fk_business_id`);
};

type Listing = {
  id: string;
  name: string;
  images: string[];
  mrp: string | number | null;
  selling: string | number | null;
  subCategory: string;
  category: string;
  isPublic: boolean;
};

describe('the shelves (data)', () => {
  it('give every sub-category a shelf with an icon of the set, and nothing else', () => {
    for (const category of CATEGORIES) {
      const shelves = category.type === 'product' ? PRODUCT_SHELVES : SERVICE_SHELVES;
      for (const sub of category.subCategories) {
        expect(shelves[sub.name], sub.name).toBeDefined();
        expect(iconExists(shelves[sub.name]!.icon), shelves[sub.name]!.icon).toBe(true);
      }
    }
    const names = CATEGORIES.flatMap((category) => category.subCategories.map((sub) => sub.name));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(PRODUCT_SHELVES).length + Object.keys(SERVICE_SHELVES).length).toBe(
      names.length,
    );
  });

  it("keep every M.R.P. and service charge inside its sub-category's band", () => {
    for (const [name, shelf] of Object.entries(PRODUCT_SHELVES)) {
      for (const item of shelfItems(shelf)) {
        expect(item.mrp, `${name}: ${item.name}`).toBeGreaterThanOrEqual(shelf.band[0]);
        expect(item.mrp, `${name}: ${item.name}`).toBeLessThanOrEqual(shelf.band[1]);
      }
    }
    for (const [name, shelf] of Object.entries(SERVICE_SHELVES)) {
      for (const offer of serviceOffers(shelf)) {
        expect(offer.low, `${name}: ${offer.name}`).toBeGreaterThanOrEqual(shelf.band[0]);
        expect(offer.high, `${name}: ${offer.name}`).toBeLessThanOrEqual(shelf.band[1]);
        expect(offer.low).toBeLessThanOrEqual(offer.high);
      }
    }
  });

  it('price memberships and appliances sensibly', () => {
    const offer = (sub: string, name: string) =>
      serviceOffers(SERVICE_SHELVES[sub]!).find((entry) => entry.name === name)!;
    expect(offer('Gyms', 'Gym Membership (Yearly)').low).toBeGreaterThan(
      offer('Gyms', 'Gym Membership (Monthly)').high,
    );
    const fridges = shelfItems(PRODUCT_SHELVES.Refrigerators!).filter(
      (item) => item.name.includes('260 L') && item.name.includes('Double Door'),
    );
    expect(fridges.length).toBeGreaterThan(0);
    for (const fridge of fridges) {
      expect(fridge.mrp, fridge.name).toBeGreaterThanOrEqual(25000);
      expect(fridge.mrp, fridge.name).toBeLessThanOrEqual(40000);
    }
    expect(PRODUCT_SHELVES.Refrigerators!.off[1]).toBeLessThanOrEqual(25);
  });
});

describe('the demo catalogue (seeded)', () => {
  it('has at least 12 public listings in every sub-category, All Over India', async () => {
    const counts = new Map<string, number>();
    for (const kind of ['product', 'service'] as const) {
      for (const listing of await rows<Listing>(listingsSql(kind))) {
        const key = `${kind}|${listing.subCategory}`;
        counts.set(key, (counts.get(key) ?? 0) + (listing.isPublic ? 1 : 0));
      }
    }
    const thin = CATEGORIES.flatMap((category) =>
      category.subCategories
        .map((sub) => [sub.name, counts.get(`${category.type}|${sub.name}`) ?? 0] as const)
        .filter(([, n]) => n < 12),
    );
    expect(thin).toEqual([]);
    const women = await rows<{ n: number }>(
      sql`select count(*)::int as n from products p join categories c on c.id = p.fk_category_id
           where c.category = 'Women''s Fashion'`,
    );
    expect(women[0]!.n).toBeGreaterThanOrEqual(100);
  });

  it('names no two products alike', async () => {
    const duplicates = await rows(
      sql`select name, count(*)::int as n from products group by name having count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });

  it("prices each product within its sub-category's band, never above the M.R.P.", async () => {
    for (const kind of ['product', 'service'] as const) {
      for (const listing of await rows<Listing>(listingsSql(kind))) {
        const mrp = listing.mrp === null ? null : Number(listing.mrp);
        const selling = listing.selling === null ? null : Number(listing.selling);
        const shelf =
          kind === 'product'
            ? PRODUCT_SHELVES[listing.subCategory]!
            : SERVICE_SHELVES[listing.subCategory]!;
        if (mrp === null || selling === null) {
          expect(shelf.band, listing.subCategory).toEqual([0, 0]);
          continue;
        }
        const label = `${listing.subCategory}: ${listing.name} ₹${selling}/${mrp}`;
        expect(selling, label).toBeLessThanOrEqual(mrp);
        // The band bounds the M.R.P.; the selling price is the M.R.P. less the shelf's discount.
        expect(mrp, label).toBeGreaterThanOrEqual(shelf.band[0]);
        expect(mrp, label).toBeLessThanOrEqual(shelf.band[1]);
        const offPercent = 100 - (100 * selling) / mrp;
        expect(offPercent, label).toBeLessThanOrEqual(shelf.off[1] + 1);
      }
    }
  });

  it("shows pictures of the listing's own sub-category only", async () => {
    const sets = new Map(
      CATEGORIES.flatMap((category) =>
        category.subCategories.map((sub) => [
          `${category.name}|${sub.name}`,
          new Set(subCategoryPictures(category, sub).map((picture) => picture.key)),
        ]),
      ),
    );
    for (const kind of ['product', 'service'] as const) {
      for (const listing of await rows<Listing>(listingsSql(kind))) {
        const set = sets.get(`${listing.category}|${listing.subCategory}`)!;
        expect(listing.images.length).toBeGreaterThan(0);
        for (const key of listing.images)
          expect(set.has(key), `${listing.name}: ${key}`).toBe(true);
      }
    }
    // A gallery of five shows five different pictures.
    const full = await rows<{ images: string[] }>(
      sql`select images from products where cardinality(images) = 5 limit 50`,
    );
    expect(full.length).toBeGreaterThan(0);
    for (const { images } of full) expect(new Set(images).size).toBe(5);
  });

  it('ranks Top products by views of the past weeks, apart from New arrivals', async () => {
    const ids = async (sort: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/product/highLights?sort=${encodeURIComponent(sort)}&limit=8`,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().payload.products as { _id: string }[]).map((p) => p._id);
    };
    const top = await ids('trending');
    const newest = await ids('new arrivals');
    expect(top).toHaveLength(8);
    expect(newest).toHaveLength(8);
    expect(top.filter((id) => newest.includes(id)).length).toBeLessThan(4);
    const [spread] = await rows<{ days: number; listings: number }>(
      sql`select count(distinct day)::int as days, count(distinct listing_id)::int as listings
            from listing_views`,
    );
    expect(spread!.days).toBeGreaterThanOrEqual(28);
    expect(spread!.listings).toBeGreaterThan(1000);
  });
});
