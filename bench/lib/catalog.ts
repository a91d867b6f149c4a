// The generated catalogue of the benchmarks (bench/generate-catalog.ts, bench/explain-search.ts):
// owners, businesses in the served cities, products and services in the reference catalogue's
// categories named from its items and brands, their sub-category and colour links, 45 days of
// views and a few months of leads. Rows are made by the database from generate_series (see
// sql-random.ts) and written through the real triggers, so search_vector is what production has.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { KINDS, listingFrom } from '../../apps/server/src/db/listing-kinds.ts';
import { LISTING_VISIBLE } from '../../apps/server/src/db/visibility.ts';
import {
  brands,
  categories,
  colors,
  states,
  subCategories,
} from '../../apps/server/src/db/schema/index.ts';
import { CATEGORIES } from '../../apps/server/src/db/seed/catalog-data.ts';
import { prepareDatabase, SERVED_CITIES } from '../../apps/server/src/db/seed/index.ts';
import {
  productShelf,
  serviceOffers,
  serviceShelf,
} from '../../apps/server/src/db/seed/shelves.ts';
import { analyzeStaleTables } from '../../apps/server/src/modules/discovery/statistics.ts';
import {
  below,
  hashedId,
  literal,
  pick,
  rnd,
  spread,
  textArray,
  timeOrderedId,
} from './sql-random.ts';
import * as words from './words.ts';

export type CatalogSize = {
  products: number;
  services: number;
  businesses: number;
  views: number;
  leads: number;
};

/** The full-size catalogue of docs/performance.md (Speed of the API at scale), for PostgreSQL. */
export const FULL_SIZE: CatalogSize = {
  products: 1_000_000,
  services: 200_000,
  businesses: 50_000,
  views: 2_000_000,
  leads: 150_000,
};
/** The PGlite variant (and explain-search's default). */
export const SMALL_SIZE: CatalogSize = {
  products: 100_000,
  services: 20_000,
  businesses: 5_000,
  views: 200_000,
  leads: 15_000,
};

export type FillOptions = {
  size: CatalogSize;
  /** Rows per statement: large on PostgreSQL, smaller on PGlite (it holds a batch in memory). */
  batch: number;
  now?: Date;
  log?: (line: string) => void;
};

export const timed = async <T>(
  label: string,
  log: (line: string) => void,
  work: () => Promise<T>,
) => {
  const started = Date.now();
  const result = await work();
  log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/** Runs `work` over rows 0…count-1, `batch` rows at a time. */
async function inBatches(
  count: number,
  batch: number,
  work: (from: number, to: number) => Promise<unknown>,
) {
  for (let from = 0; from < count; from += batch)
    await work(from, Math.min(count, from + batch) - 1);
}

/** Whether the database already holds generated listings (a reused bench database). */
export async function hasCatalog(handle: DatabaseHandle) {
  const result = await handle.db.execute(sql`select exists (select 1 from products) as filled`);
  return Boolean(result.rows[0]?.filled);
}

/** Migrates, seeds the reference data as the server does at start-up, then fills the catalogue. */
export async function fillCatalog(handle: DatabaseHandle, options: FillOptions) {
  const log = options.log ?? ((line: string) => console.error(line));
  const now = options.now ?? new Date();
  await timed('migrate and reference data', log, () =>
    prepareDatabase(handle, { seedDemo: false, uploadsDir: join(tmpdir(), 'haat-bench-uploads') }),
  );

  const NOW = `${literal(now.toISOString())}::timestamptz`;
  await withIndexesBuiltAfter(handle, log, async () => {
    await fillRows(handle, options, NOW, log);
    await timed('business ratings', log, () => rateBusinesses(handle));
    await timed('search rows', log, () => refillSearchRows(handle));
  });
  return { now };
}

/**
 * The search rows (migration 0016) copied afresh in one pass, as the migration fills them: the
 * triggers kept them during the fill, but ratings were given with the business trigger off.
 */
async function refillSearchRows(handle: DatabaseHandle) {
  await handle.db.execute(sql`truncate product_search_rows, service_search_rows`);
  await handle.db.execute(sql`insert into product_search_rows select * from product_search_source`);
  await handle.db.execute(sql`insert into service_search_rows select * from service_search_source`);
}

/**
 * Ratings on about 70% of the businesses, as the kept columns would hold them, so that
 * Top Rated and '4★ & above' are measured on a realistic spread (3.0 to 5.0, 1 to 200 reviews)
 * instead of every business unrated. Deterministic from each business's id.
 */
async function rateBusinesses(handle: DatabaseHandle) {
  // With the business trigger off: it refreshes each rated business's search rows one business
  // at a time (35,000 of them at 1M products: over an hour); refillSearchRows copies them once.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`alter table businesses disable trigger businesses_search_rows`);
    await tx.execute(sql`
      update businesses
         set rating_count = 1 + abs(hashtext(id::text)) % 200,
             rating_average = round(3 + (abs(hashtext(id::text || 'stars')) % 21) / 10.0, 1)
       where abs(hashtext(id::text)) % 10 < 7`);
    await tx.execute(sql`alter table businesses enable trigger businesses_search_rows`);
  });
}

/**
 * Builds the tables' secondary indexes once after the load instead of row by row during it
 * (GIN indexes especially); unique indexes stay, for the keys and ON CONFLICT.
 */
async function withIndexesBuiltAfter(
  handle: DatabaseHandle,
  log: (line: string) => void,
  work: () => Promise<void>,
) {
  const db = handle.db;
  const found = await db.execute(sql`select indexname, indexdef from pg_indexes
     where schemaname = 'public' and indexdef not like 'CREATE UNIQUE%'
       and tablename in ('businesses', 'products', 'services', 'product_sub_categories', 'service_sub_categories',
                         'product_colors', 'listing_views', 'product_leads', 'service_leads', 'business_leads',
                         'product_search_rows', 'service_search_rows')`);
  const indexes = found.rows as { indexname: string; indexdef: string }[];
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  try {
    await work();
  } finally {
    await timed(`${indexes.length} indexes`, log, async () => {
      for (const index of indexes)
        await db.transaction(async (tx) => {
          if (handle.driver === 'pg')
            await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
          await tx.execute(sql.raw(index.indexdef));
        });
    });
  }
}

async function fillRows(
  handle: DatabaseHandle,
  options: FillOptions,
  NOW: string,
  log: (line: string) => void,
) {
  const { size } = options;
  const db = handle.db;
  const run = (text: string) => db.execute(sql.raw(text));
  const owners = Math.ceil(size.businesses / 2);
  // Every fifth business sells services; the others products.
  const serviceShops = Math.ceil(size.businesses / 5);
  const productShops = size.businesses - serviceShops;
  const businessId = (index: string) => hashedId('business', index);

  await timed(`${owners} owners`, log, () =>
    inBatches(owners, options.batch, (a, b) =>
      run(`
      insert into users (id, first_name, last_name, phone_no, password_hash, is_active, created_at, updated_at)
      select ${hashedId('user', 'i')}, ${pick(words.FIRST_NAMES, 'i', 1)}, ${pick(words.SURNAMES, 'i', 2)},
             (7000000000 + i)::text, 'x', ${rnd('i', 3)} < 0.98, ${NOW} - interval '500 days', ${NOW} - interval '500 days'
        from generate_series(${a}, ${b}) i`),
    ),
  );

  // Bigger cities first in SERVED_CITIES: businesses lean towards them.
  const stateNames = new Map((await db.select().from(states)).map((s) => [s.code, s.name]));
  const cityValues = SERVED_CITIES.map(
    ([city, code], n) => `(${n}, ${literal(city)}, ${literal(stateNames.get(code) ?? code)})`,
  ).join(', ');
  await timed(`${size.businesses} businesses`, log, () =>
    inBatches(size.businesses, options.batch, (a, b) =>
      run(`
      with c(n, city, state) as (values ${cityValues})
      insert into businesses (id, fk_user_id, name, business_type, description, phone_no, address, state, city,
                              pin_code, is_approved, is_active, created_at, updated_at)
      select ${businessId('i')}, ${hashedId('user', `i % ${owners}`)},
             ${pick(words.SHOP_PREFIXES, 'i', 10)} || ${pick(words.SURNAMES, 'i', 11)} || ' ' ||
               case when i % 5 = 0 then ${pick(words.SERVICE_SHOPS, 'i', 12)} else ${pick(words.PRODUCT_SHOPS, 'i', 12)} end,
             case when i % 5 = 0 then 'service' else 'product' end,
             'Serving ' || c.city || ' since ' || (1990 + i % 30) || '. Call or visit us.',
             (8000000000 + i)::text, 'Shop ' || (1 + i % 200) || ', ' || ${pick(words.LOCALITIES, 'i', 13)} || ' Road',
             c.state, c.city, (110001 + ${below('i', 14, 800000)})::text,
             ${rnd('i', 15)} < 0.93, ${rnd('i', 16)} < 0.97,
             ${NOW} - (100 + ${rnd('i', 17)} * 300) * interval '1 day', ${NOW} - interval '100 days'
        from generate_series(${a}, ${b}) i join c on c.n = ${below('i', 18, SERVED_CITIES.length, 1.6)}`),
    ),
  );

  const catalog = await loadTemplates(handle);
  const colourIds = (await db.select({ id: colors.id }).from(colors)).map((c) => c.id);
  const kinds = [
    {
      kind: 'product' as const,
      count: size.products,
      // Sellers' sizes are skewed: the biggest has thousands of products, most a few dozen.
      business: (g: string) => {
        const k = spread(below(g, 9, productShops, 2), productShops);
        return businessId(`5 * (${k} / 4) + 1 + ${k} % 4`);
      },
    },
    {
      kind: 'service' as const,
      count: size.services,
      business: (g: string) =>
        businessId(`5 * ${spread(below(g, 9, serviceShops, 2), serviceShops)}`),
    },
  ];
  const listingIdOf = (kind: 'product' | 'service', count: number, g: string) =>
    timeOrderedId(kind, g, createdOf(NOW, count, g));

  for (const spec of kinds) {
    const templates = catalog.filter((t) => t.kind === spec.kind);
    const values = templates.map((t, n) => templateValues(t, n)).join(', ');
    const template = `with t(n, category_id, sub_id, sub, category, items, brand_ids, brand_names, price_min, price_max) as (values ${values})`;
    const joined = (a: number, b: number) =>
      `from generate_series(${a}, ${b}) g join t on t.n = ${below('g', 0, templates.length)}`;
    const id = listingIdOf(spec.kind, spec.count, 'g');
    const table = `${spec.kind}s`;
    await timed(`${spec.count} ${table} with their links`, log, () =>
      inBatches(spec.count, options.batch, (a, b) =>
        db.transaction(async (tx) => {
          // Links first, with their triggers (the foreign key check and the search refresh)
          // off: the listing's own insert trigger then reads them and computes search_vector
          // once, as the app's insert-then-link ends up with, without rewriting every row.
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.execute(
            sql.raw(
              `${template} insert into ${spec.kind}_sub_categories select ${id}, t.sub_id ${joined(a, b)}`,
            ),
          );
          await tx.execute(sql`set local session_replication_role = origin`);
          await tx.execute(
            sql.raw(
              `${template} ${listingInsert(spec.kind, id, spec.business('g'), createdOf(NOW, spec.count, 'g'), NOW)} ${joined(a, b)}`,
            ),
          );
          if (spec.kind === 'product') {
            await tx.execute(
              sql.raw(`insert into product_colors select ${id}, (${textArray(colourIds)})[1 + ${below('g', 11, colourIds.length)}]::uuid
                       from generate_series(${a}, ${b}) g where ${rnd('g', 10)} < 0.4`),
            );
          }
        }),
      ),
    );
  }

  // Views of the last 45 days, skewed towards a few listings; duplicates of a visitor's day fold.
  const viewed = (v: string) => {
    const product = listingIdOf(
      'product',
      size.products,
      `${spread(below(v, 31, size.products, 3), size.products)}`,
    );
    const service = listingIdOf(
      'service',
      size.services,
      `${spread(below(v, 31, size.services, 3), size.services)}`,
    );
    return `case when ${rnd(v, 30)} < 0.75 then ${product} when ${rnd(v, 30)} < 0.95 then ${service} else ${businessId(below(v, 31, size.businesses))} end`;
  };
  await timed(`${size.views} views`, log, () =>
    inBatches(size.views, options.batch, (a, b) =>
      run(`
      insert into listing_views (listing_type, listing_id, visitor_hash, day, created_at)
      select case when ${rnd('v', 30)} < 0.75 then 'product' when ${rnd('v', 30)} < 0.95 then 'service' else 'business' end,
             ${viewed('v')}, 'v' || ${below('v', 33, 50000)},
             (${NOW} at time zone 'Asia/Kolkata')::date - ${below('v', 32, 45)}::int, ${NOW} - ${below('v', 32, 45)} * interval '1 day'
        from generate_series(${a}, ${b}) v
      on conflict do nothing`),
    ),
  );

  await timed(`${size.leads} leads`, log, () =>
    fillLeads(run, size, NOW, options.batch, kinds, listingIdOf),
  );
}

/** A listing's creation time: row g of count arrives in order over the last two years. */
const createdOf = (now: string, count: number, g: string) =>
  `(${now} - ((${count} - (${g}))::float8 / ${count}) * interval '720 days')`;

function listingInsert(
  kind: 'product' | 'service',
  id: string,
  business: string,
  created: string,
  now: string,
) {
  // About 88% public; the rest pending, rejected, inactive or deleted.
  const state = rnd('g', 8);
  const common = `${state} < 0.88 or ${state} >= 0.95, ${state} < 0.95 or ${state} >= 0.98,
      case when ${state} >= 0.92 and ${state} < 0.95 then 'Blurry photos' end,
      case when ${state} >= 0.98 then ${now} end, ${created}, ${created}`;
  const columns = 'is_approved, is_active, rejection_message, deleted_at, created_at, updated_at';
  const mrp = `(t.price_min + ${below('g', 7, 't.price_max - t.price_min + 1')})`;
  if (kind === 'product') {
    const brandIndex = `1 + ${below('g', 2, 'cardinality(t.brand_ids)')}`;
    const name = `trim(coalesce(t.brand_names[${brandIndex}] || ' ', '') || t.items[1 + ${below('g', 3, 'cardinality(t.items)')}]
      || ${pick(words.VARIANTS, 'g', 4)} || ${pick(words.COLOUR_WORDS, 'g', 5)} || ' ' || chr(65 + ${below('g', 6, 26)}::int) || (100 + ${below('g', 12, 900)}))`;
    return `insert into products (id, fk_business_id, fk_category_id, fk_brand_id, name, images, price_per_unit,
        selling_price, tags, description, ${columns})
      select ${id}, ${business}, t.category_id, t.brand_ids[${brandIndex}], ${name}, array['bench/product.webp'], ${mrp},
        round(${mrp} * (100 - (array[0, 5, 10, 20, 30, 50])[1 + ${below('g', 13, 6)}]) / 100.0), array[lower(t.sub)],
        t.sub || ' from ' || t.category || '. Genuine product with a GST bill.', ${common}`;
  }
  return `insert into services (id, fk_business_id, fk_category_id, name, images, price_per_unit, selling_price, tags,
      description, ${columns})
    select ${id}, ${business}, t.category_id,
      t.items[1 + ${below('g', 3, 'cardinality(t.items)')}] || ${pick(words.SERVICE_SUFFIXES, 'g', 4)},
      array['bench/service.webp'], case when t.price_max > 0 then t.price_max end,
      case when t.price_max > 0 then ${mrp} end, array[lower(t.sub)],
      t.sub || ' by trained and verified staff.', ${common}`;
}

type Template = {
  kind: 'product' | 'service';
  categoryId: string;
  subId: string;
  sub: string;
  category: string;
  items: readonly string[];
  brandIds: string[];
  brandNames: string[];
  price: readonly [number, number];
};

/** One row per sub-category of the reference catalogue, with its items, brands and price band. */
async function loadTemplates(handle: DatabaseHandle): Promise<Template[]> {
  const db = handle.db;
  const categoryRows = await db.select().from(categories);
  const subRows = await db.select().from(subCategories);
  const brandIds = new Map((await db.select().from(brands)).map((b) => [b.brand, b.id]));
  return CATEGORIES.flatMap((category) => {
    const categoryId = categoryRows.find(
      (c) => c.category === category.name && c.type === category.type,
    )!.id;
    return category.subCategories.map((sub) => {
      const known = (sub.brands ?? []).filter((brand) => brandIds.has(brand));
      // The demo seed's shelves name what a sub-category sells and its price band.
      const shelf =
        category.type === 'product'
          ? {
              items: productShelf(sub.name).lines.map((line) => line.split('|')[1] ?? sub.name),
              price: productShelf(sub.name).band,
            }
          : {
              items: serviceOffers(serviceShelf(sub.name)).map((offer) => offer.name),
              price: serviceShelf(sub.name).band,
            };
      return {
        kind: category.type,
        categoryId,
        subId: subRows.find((s) => s.fkCategoryId === categoryId && s.subCategory === sub.name)!.id,
        sub: sub.name,
        category: category.name,
        items: shelf.items,
        brandIds: known.map((brand) => brandIds.get(brand)!),
        brandNames: known,
        price: shelf.price,
      };
    });
  });
}

const templateValues = (t: Template, n: number) =>
  `(${n}, ${literal(t.categoryId)}::uuid, ${literal(t.subId)}::uuid, ${literal(t.sub)}, ${literal(t.category)}, ${textArray(t.items)},
    ${textArray(t.brandIds)}::uuid[], ${textArray(t.brandNames)}, ${t.price[0]}, ${t.price[1]})`;

async function fillLeads(
  run: (text: string) => Promise<unknown>,
  size: CatalogSize,
  now: string,
  batch: number,
  kinds: { kind: 'product' | 'service'; count: number; business: (g: string) => string }[],
  listingIdOf: (kind: 'product' | 'service', count: number, g: string) => string,
) {
  const person = (l: string) =>
    `${pick(words.FIRST_NAMES, l, 41)} || ' ' || ${pick(words.SURNAMES, l, 42)}`;
  const common = (l: string) =>
    `${person(l)}, (6000000000 + ${below(l, 43, 3999999999)})::text, ${pick(words.LEAD_QUERIES, l, 44)},
     ${now} - ${rnd(l, 45)} * interval '90 days'`;
  // Two thirds on products, a fifth on services, the rest on businesses.
  const shares = { product: Math.round(size.leads * 0.67), service: Math.round(size.leads * 0.2) };
  for (const spec of kinds) {
    const g = `${spread(below('l', 40, spec.count, 2), spec.count)}`;
    await inBatches(shares[spec.kind], batch, (a, b) =>
      run(`
      insert into ${spec.kind}_leads (id, contact_person, phone_no, query, created_at, fk_business_id, fk_${spec.kind}_id)
      select ${hashedId(`${spec.kind}-lead`, 'l')}, ${common('l')}, ${spec.business(g)}, ${listingIdOf(spec.kind, spec.count, g)}
        from generate_series(${a}, ${b}) l`),
    );
  }
  await inBatches(size.leads - shares.product - shares.service, batch, (a, b) =>
    run(`
    insert into business_leads (id, contact_person, phone_no, query, created_at, fk_business_id)
    select ${hashedId('business-lead', 'l')}, ${common('l')}, ${hashedId('business', below('l', 46, size.businesses))}
      from generate_series(${a}, ${b}) l`),
  );
}

/** After a load: statistics and the visibility map, as autovacuum (PostgreSQL) or the app (PGlite). */
export async function settle(handle: DatabaseHandle, log: (line: string) => void) {
  if (handle.driver === 'pglite') {
    await timed('statistics upkeep', log, async () =>
      log(`  ${(await analyzeStaleTables(handle.db)).join(', ')}`),
    );
  } else {
    await timed('vacuum analyze', log, () => handle.db.execute(sql`vacuum analyze`));
  }
}

/** Ids the benchmarks ask about, found in a filled database (any generated size). */
export async function knownIds(db: Database) {
  const one = async (query: SQL) =>
    String(Object.values((await db.execute(query)).rows[0] ?? {})[0]);
  const category = await one(
    sql`select id from categories where category = 'Home Appliances' and type = 'product'`,
  );
  return {
    city: 'Pune',
    category,
    subCategory: await one(
      sql`select id from sub_categories where fk_category_id = ${category} and sub_category = 'Refrigerators'`,
    ),
    brand: await one(sql`select id from brands where brand = 'Samsung'`),
    business: await one(
      sql`select l.fk_business_id from ${listingFrom(KINDS.product)} where ${LISTING_VISIBLE} limit 1`,
    ),
    product: await one(
      sql`select l.id from ${listingFrom(KINDS.product)} where ${LISTING_VISIBLE} offset (select count(*) / 20 from products) limit 1`,
    ),
  };
}
export type KnownIds = Awaited<ReturnType<typeof knownIds>>;
