import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_TOTAL_CAP } from '@haat/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  businesses,
  categories,
  productSubCategories,
  products,
  services,
  users,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';
import { makeBusiness, makeCategory, makeProduct, makeService } from './test-fixtures.ts';

// The search rows (migration 0016, docs/decisions/024-search-rows.md) are what every public
// list reads. Whatever writes a listing, its business or its owner, the lists must show the
// change at once: these tests write the tables directly, as any code path or an administrator's
// SQL would, and read the lists through the API (PGlite, and PostgreSQL with TEST_DATABASE_URL).

let t: TestApp;
let database: DatabaseHandle;
let catalog: Awaited<ReturnType<typeof makeCategory>>;
let services_: Awaited<ReturnType<typeof makeCategory>>;
const now = new Date('2026-11-20T10:00:00Z');

const get = (url: string, query: Record<string, string>) =>
  t.call({ method: 'GET', url, query: { perPage: '48', ...query } });

/** The ids a product search answers, in order. */
async function found(query: Record<string, string>): Promise<string[]> {
  const res = await get('/api/public/product/search', query);
  expect(res.status).toBe(200);
  return (res.body.payload.searchResults as { _id: string }[]).map((card) => card._id);
}

async function subCategoryPage(fkSubCategoryId: string): Promise<string[]> {
  const res = await get('/api/public/product/subCategoryAll', { fkSubCategoryId });
  expect(res.status).toBe(200);
  return (res.body.payload.products as { _id: string }[]).map((card) => card._id);
}

/** The rows kept equal the rows the rule computes: nothing missing, nothing extra or stale. */
async function rowsAgreeWithTheRule() {
  for (const kind of ['product', 'service']) {
    const drift = await database.db.execute(
      sql.raw(`select count(*)::int as n from (
        (select * from ${kind}_search_rows except select * from ${kind}_search_source)
        union all
        (select * from ${kind}_search_source except select * from ${kind}_search_rows)) d`),
    );
    expect((drift.rows[0] as { n: number }).n, `${kind} rows drifted`).toBe(0);
    // The kept totals (migration 0018) are the rows counted under each key.
    const totals = await database.db.execute(
      sql.raw(`select count(*)::int as n from (
        (select city, scope, total from ${kind}_search_totals where total <> 0
         except select k.city, k.scope, count(*)::int from ${kind}_search_rows r
          cross join lateral search_total_keys(r.city, r.fk_category_id, r.sub_category_ids) k
          group by 1, 2)
        union all
        (select k.city, k.scope, count(*)::int from ${kind}_search_rows r
          cross join lateral search_total_keys(r.city, r.fk_category_id, r.sub_category_ids) k
          group by 1, 2
         except select city, scope, total from ${kind}_search_totals)) d`),
    );
    expect((totals.rows[0] as { n: number }).n, `${kind} totals drifted`).toBe(0);
  }
}

const product = (name: string, fkBusinessId: string, minutes = 0) =>
  makeProduct(database.db, {
    fkBusinessId,
    fkCategoryId: catalog.categoryId,
    subCategoryIds: [catalog.sub.Kettles!],
    name,
    pricePerUnit: 1000,
    sellingPrice: 900,
    createdAt: new Date(now.getTime() - minutes * 60_000),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({
    database,
    env: { PUBLIC_ANSWER_CACHE_MS: '0', PUBLIC_READ_MEMO: 'false' },
  });
  catalog = await makeCategory(database.db, 'product', 'Kitchen Rows', ['Kettles', 'Toasters']);
  services_ = await makeCategory(database.db, 'service', 'Repairs Rows', ['Kettle Repair']);
});

afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('search rows follow every write', () => {
  it('a listing appears when approved and leaves when deactivated, deleted or renamed away', async () => {
    const shop = await makeBusiness(database.db, { name: 'Rows Kitchen' });
    const pending = await makeProduct(database.db, {
      fkBusinessId: shop,
      fkCategoryId: catalog.categoryId,
      subCategoryIds: [catalog.sub.Kettles!],
      name: 'Copper Samovar Kettle',
      isApproved: false,
      createdAt: now,
    });
    expect(await found({ search: 'samovar' })).toEqual([]);
    await database.db.update(products).set({ isApproved: true }).where(eq(products.id, pending));
    expect(await found({ search: 'samovar' })).toEqual([pending]);

    await database.db
      .update(products)
      .set({ name: 'Copper Teapot' })
      .where(eq(products.id, pending));
    expect(await found({ search: 'samovar' })).toEqual([]);
    expect(await found({ search: 'teapot' })).toEqual([pending]);

    await database.db.update(products).set({ isActive: false }).where(eq(products.id, pending));
    expect(await found({ search: 'teapot' })).toEqual([]);
    await database.db.update(products).set({ isActive: true }).where(eq(products.id, pending));
    expect(await found({ search: 'teapot' })).toEqual([pending]);
    await database.db.update(products).set({ deletedAt: now }).where(eq(products.id, pending));
    expect(await found({ search: 'teapot' })).toEqual([]);
    await rowsAgreeWithTheRule();
  });

  it("a business's visibility, city and owner reach all its listings", async () => {
    const owner = await makeBusiness(database.db, { name: 'Rows Owner Shop', city: 'Pune' });
    const ids = [
      await product('Brass Lota Kettle', owner),
      await product('Brass Lota Toaster', owner),
    ];
    expect((await found({ search: 'lota' })).sort()).toEqual([...ids].sort());

    await database.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, owner));
    expect(await found({ search: 'lota' })).toEqual([]);
    await database.db.update(businesses).set({ isActive: true }).where(eq(businesses.id, owner));
    expect(await found({ search: 'lota', city: 'Mumbai' })).toEqual([]);

    await database.db.update(businesses).set({ city: 'Mumbai' }).where(eq(businesses.id, owner));
    expect((await found({ search: 'lota', city: 'Mumbai' })).sort()).toEqual([...ids].sort());
    expect(await found({ search: 'lota', city: 'Pune' })).toEqual([]);

    const [ownerRow] = await database.db
      .select({ fkUserId: businesses.fkUserId })
      .from(businesses)
      .where(eq(businesses.id, owner));
    const fkUserId = ownerRow!.fkUserId;
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, fkUserId));
    expect(await found({ search: 'lota' })).toEqual([]);
    await database.db.update(users).set({ isActive: true }).where(eq(users.id, fkUserId));
    expect(await found({ search: 'lota' })).toHaveLength(2);
    await rowsAgreeWithTheRule();
  });

  it('a new rating reorders Top Rated at once', async () => {
    const plain = await makeBusiness(database.db, {
      name: 'Rows Plain',
      ratingAverage: 3,
      ratingCount: 1,
    });
    const starred = await makeBusiness(database.db, { name: 'Rows Starred' });
    const older = await product('Ghee Kettle Older', starred, 60);
    const newer = await product('Ghee Kettle Newer', plain, 0);
    expect(await found({ search: 'ghee', sort: 'top rated' })).toEqual([newer, older]);
    await database.db
      .update(businesses)
      .set({ ratingAverage: 4.5, ratingCount: 2 })
      .where(eq(businesses.id, starred));
    expect(await found({ search: 'ghee', sort: 'top rated' })).toEqual([older, newer]);
    // '4★ & above' reads the same kept rating.
    expect(await found({ search: 'ghee', filters: JSON.stringify({ minRating: 4 }) })).toEqual([
      older,
    ]);
    await rowsAgreeWithTheRule();
  });

  it('sub-category links, prices and category renames reach the lists', async () => {
    const shop = await makeBusiness(database.db, { name: 'Rows Links' });
    const id = await product('Pop Up Bread Roaster', shop);
    expect(await subCategoryPage(catalog.sub.Toasters!)).not.toContain(id);
    await database.db
      .insert(productSubCategories)
      .values({ fkProductId: id, fkSubCategoryId: catalog.sub.Toasters! });
    expect(await subCategoryPage(catalog.sub.Toasters!)).toContain(id);
    await database.db
      .delete(productSubCategories)
      .where(eq(productSubCategories.fkSubCategoryId, catalog.sub.Toasters!));
    expect(await subCategoryPage(catalog.sub.Toasters!)).not.toContain(id);

    const cheap = JSON.stringify({ priceRange: { min: 0, max: 500 } });
    expect(await found({ search: 'roaster', filters: cheap })).toEqual([]);
    await database.db
      .update(products)
      .set({ pricePerUnit: 450, sellingPrice: 400 })
      .where(eq(products.id, id));
    expect(await found({ search: 'roaster', filters: cheap })).toEqual([id]);

    // The document holds the category's name: a rename is searchable at once.
    await database.db
      .update(categories)
      .set({ category: 'Breakfast Gadgets' })
      .where(eq(categories.id, catalog.categoryId));
    expect(await found({ search: 'breakfast gadgets' })).toContain(id);
    await rowsAgreeWithTheRule();
  });

  it("a large list's kept total follows every write, in India and in a city", async () => {
    const shelf = await makeCategory(database.db, 'product', 'Totals Rows', ['Lanterns']);
    const lanterns = shelf.sub.Lanterns!;
    const [big, small] = [
      await makeBusiness(database.db, { name: 'Rows Lantern Hall', city: 'Nagpur' }),
      await makeBusiness(database.db, { name: 'Rows Lantern Stall', city: 'Indore' }),
    ];
    const many = LISTING_TOTAL_CAP + 3;
    await database.db.execute(sql`
      with made as (
        insert into products (id, fk_business_id, fk_category_id, name, images, description,
                              price_per_unit, selling_price, is_approved, is_active, created_at,
                              updated_at)
        select gen_random_uuid(), case when n <= 3 then ${small}::uuid else ${big}::uuid end,
               ${shelf.categoryId}, 'lantern ' || n, array['test/product.webp'],
               'A product for tests.', 1000, 900, true, true, now(), now()
          from generate_series(1, ${many}) n
        returning id)
      insert into product_sub_categories (fk_product_id, fk_sub_category_id)
      select id, ${lanterns} from made`);
    const total = async (query: Record<string, string>) => {
      const res = await get('/api/public/product/subCategoryAll', {
        fkSubCategoryId: lanterns,
        ...query,
      });
      expect(res.status).toBe(200);
      return [res.body.payload.total, res.body.payload.totalCapped];
    };
    expect(await total({})).toEqual([many, undefined]);
    expect(await total({ sort: 'a-z', city: 'Nagpur' })).toEqual([many - 3, undefined]);
    const inCategory = await get('/api/public/product/search', {
      filters: JSON.stringify({ categories: [shelf.categoryId] }),
    });
    expect(inCategory.body.payload.total).toBe(many);
    // A price range is not kept: past the cap the list says "1,000+".
    expect(
      await total({ filters: JSON.stringify({ priceRange: { min: 500, max: 2000 } }) }),
    ).toEqual([LISTING_TOTAL_CAP, true]);

    // The small shop closes: 3 fewer in India, none in its city.
    await database.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, small));
    expect(await total({})).toEqual([many - 3, undefined]);
    expect(await total({ city: 'Indore' })).toEqual([0, undefined]);
    // A listing unlinked from the sub-category leaves its total, not its category's.
    const [one] = (
      await database.db.execute(sql`select fk_product_id as id from product_sub_categories
         where fk_sub_category_id = ${lanterns} and fk_product_id in (
           select id from products where fk_business_id = ${big}) limit 1`)
    ).rows as { id: string }[];
    await database.db
      .delete(productSubCategories)
      .where(eq(productSubCategories.fkProductId, one!.id));
    expect(await total({})).toEqual([many - 4, undefined]);
    await rowsAgreeWithTheRule();
  });

  it('services keep their rows the same way', async () => {
    const shop = await makeBusiness(database.db, {
      name: 'Rows Services',
      businessType: 'service',
    });
    const id = await makeService(database.db, {
      fkBusinessId: shop,
      fkCategoryId: services_.categoryId,
      subCategoryIds: [services_.sub['Kettle Repair']!],
      name: 'Electric Kettle Coil Fixing',
      createdAt: now,
    });
    const search = async () => {
      const res = await get('/api/public/service/search', { search: 'coil' });
      return (res.body.payload.searchResults as { _id: string }[]).map((card) => card._id);
    };
    expect(await search()).toEqual([id]);
    await database.db.update(services).set({ isApproved: false }).where(eq(services.id, id));
    expect(await search()).toEqual([]);
    await rowsAgreeWithTheRule();
  });
});
