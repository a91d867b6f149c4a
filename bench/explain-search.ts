// EXPLAIN of the public search and listing queries at scale (docs/performance.md).
//
//   npx tsx bench/explain-search.ts                       PGlite, in memory
//   npx tsx bench/explain-search.ts --pg postgres://postgres@127.0.0.1:5432/test
//   options: --products 100000 --services 20000 --businesses 5000 --views 200000 --keep
//            --no-analyze (no statistics: PGlite without upkeep, see docs/performance.md)
//            --reuse postgres://…/haat_bench_… (EXPLAIN again on a kept database, without filling it)
//
// With --pg a throwaway database (haat_bench_…) is created on that server and dropped at the end.
// The data: the reference catalogue, then generated businesses, products, services and 30-day
// views, written through the real triggers (search_vector). The queries EXPLAINed are built by
// the same functions the API runs (modules/discovery), so the plans are the plans in production.
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  brands,
  businesses,
  categories,
  cities,
  colors,
  listingViews,
  productColors,
  productSubCategories,
  products,
  serviceSubCategories,
  services,
  subCategories,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { CATEGORIES } from '../apps/server/src/db/seed/catalog-data.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/reference.ts';
import { analyzeStaleTables } from '../apps/server/src/modules/discovery/statistics.ts';
import {
  listingCountSql,
  listingPageSql,
  type ListingQuery,
} from '../apps/server/src/modules/discovery/listings.ts';
import {
  KINDS,
  LISTING_VISIBLE,
  indiaDay,
  listingFrom,
  rows,
  trendingSince,
} from '../apps/server/src/modules/discovery/scope.ts';
import {
  linksOfSql,
  newestListingsSql,
  subCategoryViewsSql,
  trendingScopedSql,
  viewCandidatesSql,
  visibleCandidatesSql,
} from '../apps/server/src/modules/discovery/trending.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    products: { type: 'string', default: '100000' },
    services: { type: 'string', default: '20000' },
    businesses: { type: 'string', default: '5000' },
    views: { type: 'string', default: '200000' },
    'no-analyze': { type: 'boolean', default: false },
    /** Keep the PostgreSQL database (its name is printed) to try queries by hand. */
    keep: { type: 'boolean', default: false },
    /** EXPLAIN again on a database filled before (kept with --keep): its full URL. */
    reuse: { type: 'string' },
  },
});
const COUNTS = {
  products: Number(args.products),
  services: Number(args.services),
  businesses: Number(args.businesses),
  views: Number(args.views),
};
const DAY = 24 * 60 * 60 * 1000;
const now = new Date();

/** A small deterministic PRNG, so two runs fill the same data. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
const random = prng(20261121);

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (args.reuse) {
    const handle = await openDatabase({ databaseUrl: args.reuse, maxConnections: 2 });
    return { handle, drop: () => handle.close() };
  }
  if (!args.pg) {
    const handle = await openDatabase();
    return { handle, drop: () => handle.close() };
  }
  const name = `haat_bench_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: args.pg });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(args.pg);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      if (args.keep) console.error(`kept database ${name}`);
      else await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

async function insertChunks<T extends Parameters<Database['insert']>[0]>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  chunk = 1000,
) {
  for (let i = 0; i < rows.length; i += chunk)
    await db.insert(table).values(rows.slice(i, i + chunk));
}

const timed = async <T>(label: string, work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  console.error(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/** Public about 88% of the time; the rest pending, rejected, inactive or deleted. */
const listingState = () => {
  const roll = random.next();
  if (roll < 0.88) return { isApproved: true, isActive: true };
  if (roll < 0.92) return { isApproved: false, isActive: true };
  if (roll < 0.95) return { isApproved: false, isActive: true, rejectionMessage: 'Blurry photos' };
  if (roll < 0.98) return { isApproved: true, isActive: false };
  return { isApproved: true, isActive: true, deletedAt: now };
};

async function fill(db: Database) {
  await timed('reference data', () => seedReferenceData(db));
  const categoryRows = await db.select().from(categories);
  const subRows = await db.select().from(subCategories);
  const brandIds = new Map((await db.select().from(brands)).map((b) => [b.brand, b.id]));
  const colorIds = (await db.select({ id: colors.id }).from(colors)).map((c) => c.id);
  const cityRows = await db
    .select({ name: cities.name })
    .from(cities)
    .orderBy(cities.name)
    .limit(60);
  const cityNames = [
    ...new Set(['Mumbai', 'Delhi', 'Bengaluru', 'Pune', 'Jaipur', ...cityRows.map((c) => c.name)]),
  ].slice(0, 50);
  const categoryId = (name: string, type: string) =>
    categoryRows.find((c) => c.category === name && c.type === type)!.id;
  const subId = (category: string, type: string, sub: string) =>
    subRows.find((s) => s.fkCategoryId === categoryId(category, type) && s.subCategory === sub)!.id;

  // Owners and businesses: a tenth of the businesses sell services.
  const owners = Array.from({ length: Math.ceil(COUNTS.businesses / 2) }, (_, i) => ({
    id: uuidv7(),
    firstName: 'Bench',
    lastName: `Seller ${i}`,
    phoneNo: String(7_000_000_000 + i),
    passwordHash: 'x',
    isActive: random.chance(0.98),
  }));
  await timed('users', () => insertChunks(db, users, owners));
  const businessRows = Array.from({ length: COUNTS.businesses }, (_, i) => {
    const isService = i % 10 === 0;
    return {
      id: uuidv7(),
      fkUserId: owners[i % owners.length]!.id,
      name: `Bench ${isService ? 'Services' : 'Traders'} ${i}`,
      businessType: (isService ? 'service' : 'product') as 'service' | 'product',
      description: 'Generated for the query plan benchmark.',
      phoneNo: String(8_000_000_000 + i),
      address: `Shop ${i}, Main Road`,
      state: 'Maharashtra',
      city: random.pick(cityNames),
      pinCode: '411001',
      isApproved: random.chance(0.93),
      isActive: random.chance(0.97),
      createdAt: new Date(now.getTime() - random.int(100, 400) * DAY),
    };
  });
  await timed('businesses', () => insertChunks(db, businesses, businessRows));
  const productShops = businessRows.filter((b) => b.businessType === 'product');
  const serviceShops = businessRows.filter((b) => b.businessType === 'service');

  const productCategories = CATEGORIES.filter((c) => c.type === 'product');
  const serviceCategories = CATEGORIES.filter((c) => c.type === 'service');
  const publicProducts: string[] = [];
  await timed(`${COUNTS.products} products`, async () => {
    for (let start = 0; start < COUNTS.products; start += 2000) {
      const rows: (typeof products.$inferInsert)[] = [];
      const links: (typeof productSubCategories.$inferInsert)[] = [];
      const colorLinks: (typeof productColors.$inferInsert)[] = [];
      for (let i = start; i < Math.min(COUNTS.products, start + 2000); i++) {
        const category = random.pick(productCategories);
        const sub = random.pick(category.subCategories);
        const brand = sub.brands?.length ? random.pick(sub.brands) : null;
        const id = uuidv7();
        const pricePerUnit = random.int(sub.price[0], sub.price[1]);
        const state = listingState();
        // Listings arrive over two years in the order they are stored, as in a live database.
        const createdAt = new Date(
          now.getTime() - ((COUNTS.products - i) / COUNTS.products) * 720 * DAY,
        );
        rows.push({
          id,
          fkBusinessId: random.pick(productShops).id,
          fkCategoryId: categoryId(category.name, 'product'),
          fkBrandId: brand ? brandIds.get(brand) : null,
          name: `${brand ? `${brand} ` : ''}${random.pick(sub.items)} ${random.pick(['', 'Pro', 'Plus', 'Max', 'Lite'])} M${i}`.replace(
            /\s+/g,
            ' ',
          ),
          images: ['bench/product.webp'],
          pricePerUnit,
          sellingPrice: Math.round(
            (pricePerUnit * (100 - random.pick([0, 5, 10, 20, 30, 50]))) / 100,
          ),
          tags: [sub.name.toLowerCase()],
          description: `${sub.name} from ${category.name}. Genuine product with a GST bill.`,
          ...state,
          createdAt,
          updatedAt: createdAt,
        });
        links.push({ fkProductId: id, fkSubCategoryId: subId(category.name, 'product', sub.name) });
        if (random.chance(0.4))
          colorLinks.push({ fkProductId: id, fkColorId: random.pick(colorIds) });
        if (state.isApproved && state.isActive && !('deletedAt' in state)) publicProducts.push(id);
      }
      await db.insert(products).values(rows);
      await db.insert(productSubCategories).values(links);
      if (colorLinks.length) await db.insert(productColors).values(colorLinks);
    }
  });
  const publicServices: string[] = [];
  await timed(`${COUNTS.services} services`, async () => {
    for (let start = 0; start < COUNTS.services; start += 2000) {
      const rows: (typeof services.$inferInsert)[] = [];
      const links: (typeof serviceSubCategories.$inferInsert)[] = [];
      for (let i = start; i < Math.min(COUNTS.services, start + 2000); i++) {
        const category = random.pick(serviceCategories);
        const sub = random.pick(category.subCategories);
        const id = uuidv7();
        const state = listingState();
        const createdAt = new Date(
          now.getTime() - ((COUNTS.services - i) / COUNTS.services) * 720 * DAY,
        );
        rows.push({
          id,
          fkBusinessId: random.pick(serviceShops).id,
          fkCategoryId: categoryId(category.name, 'service'),
          name: `${random.pick(sub.items)} S${i}`,
          images: ['bench/service.webp'],
          pricePerUnit: sub.price[1] || null,
          sellingPrice: sub.price[1] ? random.int(sub.price[0], sub.price[1]) : null,
          tags: [sub.name.toLowerCase()],
          description: `${sub.name} by trained and verified staff.`,
          ...state,
          createdAt,
          updatedAt: createdAt,
        });
        links.push({ fkServiceId: id, fkSubCategoryId: subId(category.name, 'service', sub.name) });
        if (state.isApproved && state.isActive && !('deletedAt' in state)) publicServices.push(id);
      }
      await db.insert(services).values(rows);
      await db.insert(serviceSubCategories).values(links);
    }
  });
  // Views over the last 45 days, skewed: a few listings get most of them.
  await timed(`${COUNTS.views} views`, async () => {
    const seen = new Set<string>();
    const rows: (typeof listingViews.$inferInsert)[] = [];
    for (let i = 0; i < COUNTS.views; i++) {
      const isProduct = random.chance(0.8);
      const pool = isProduct ? publicProducts : publicServices;
      const listingId = pool[Math.floor(random.next() ** 3 * pool.length)]!;
      const day = indiaDay(now, random.int(0, 44));
      const visitorHash = `v${random.int(0, 50_000)}`;
      const key = `${listingId}${day}${visitorHash}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ listingType: isProduct ? 'product' : 'service', listingId, day, visitorHash });
    }
    await insertChunks(db, listingViews, rows, 5000);
  });
  return {
    city: 'Pune',
    subCategory: subId('Home Appliances', 'product', 'Refrigerators'),
    category: categoryId('Home Appliances', 'product'),
    brand: brandIds.get('Samsung')!,
    business: productShops.find((b) => b.isApproved && b.isActive)!.id,
    product: publicProducts[publicProducts.length >> 1]!,
  };
}

/** The ids `fill` answers, found again in a kept database. */
async function lookUp(db: Database): Promise<Awaited<ReturnType<typeof fill>>> {
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
      sql`select l.id from ${listingFrom(KINDS.product)} where ${LISTING_VISIBLE} offset 5000 limit 1`,
    ),
  };
}

type Case = { name: string; query: SQL };

function cases(
  ids: Awaited<ReturnType<typeof fill>> & { candidates: string[]; newest: string[] },
): Case[] {
  const page = (
    q: Omit<ListingQuery, 'limit' | 'offset'> & { limit?: number; offset?: number },
  ): ListingQuery => ({
    limit: 12,
    offset: 0,
    ...q,
  });
  const search = (label: string, q: ListingQuery): Case[] => [
    { name: `${label}: page`, query: listingPageSql(q) },
    { name: `${label}: total`, query: listingCountSql(q) },
  ];
  return [
    ...search(
      "search 'refrigerater' (misspelt), New Arrivals",
      page({ kind: 'product', q: 'refrigerater', sort: 'new arrivals' }),
    ),
    ...search(
      "search 'samsung double door', relevance",
      page({ kind: 'product', q: 'samsung double door', sort: 'relevance' }),
    ),
    ...search(
      "search services 'plumbr' (misspelt), relevance",
      page({ kind: 'service', q: 'plumbr', sort: 'relevance' }),
    ),
    ...search(
      "search 'almira' in Pune, A-Z",
      page({ kind: 'product', q: 'almira', city: ids.city, sort: 'a-z' }),
    ),
    ...search(
      'listing, All Over India, New Arrivals (home search)',
      page({ kind: 'product', sort: 'new arrivals' }),
    ),
    ...search('listing, All Over India, A-Z', page({ kind: 'product', sort: 'a-z' })),
    ...search(
      'listing, All Over India, Z-A, page 50',
      page({ kind: 'product', sort: 'z-a', offset: 588 }),
    ),
    ...search(
      'listing in a city, New Arrivals',
      page({ kind: 'product', city: ids.city, sort: 'new arrivals' }),
    ),
    ...search(
      'sub-category page, New Arrivals',
      page({ kind: 'product', subCategoryIds: [ids.subCategory], sort: 'new arrivals' }),
    ),
    ...search(
      'filters: category + brand + price 10000-30000 + discount 20',
      page({
        kind: 'product',
        sort: 'new arrivals',
        filters: {
          categories: [ids.category],
          brands: [ids.brand],
          priceRange: { min: 10000, max: 30000 },
          discount: 20,
        },
      }),
    ),
    ...search(
      'business page listings',
      page({ kind: 'product', businessId: ids.business, sort: 'new arrivals' }),
    ),
    ...search(
      'services listing, All Over India, New Arrivals',
      page({ kind: 'service', sort: 'new arrivals' }),
    ),
    {
      name: 'trending: most viewed products of the window (cached 5 min)',
      query: viewCandidatesSql('product', trendingSince(now)),
    },
    {
      name: 'trending: which of them are public (home row, per call)',
      query: visibleCandidatesSql({ kind: 'product' }, ids.candidates),
    },
    {
      name: 'trending: which of them are public in a city',
      query: visibleCandidatesSql({ kind: 'product', city: ids.city }, ids.candidates),
    },
    {
      name: 'trending products of a sub-category',
      query: trendingScopedSql(now, { kind: 'product', subCategoryIds: [ids.subCategory] }, 8),
    },
    {
      name: 'trending products of a category',
      query: trendingScopedSql(now, { kind: 'product', categoryIds: [ids.category] }, 8),
    },
    {
      name: 'trending sub-categories: links of the most viewed',
      query: linksOfSql('product', ids.candidates),
    },
    {
      name: 'trending sub-categories: links of 2000 listings',
      query: linksOfSql('product', ids.newest),
    },
    {
      name: 'trending sub-categories of a category: views',
      query: subCategoryViewsSql(now, { kind: 'product', categoryId: ids.category }),
    },
    {
      name: 'trending sub-categories: newest 2000 listings',
      query: newestListingsSql({ kind: 'product' }),
    },
    {
      name: 'trending sub-categories of a category: newest listings',
      query: newestListingsSql({ kind: 'product', categoryId: ids.category }),
    },
    {
      name: 'business page: sub-category views',
      query: subCategoryViewsSql(now, { kind: 'product', businessId: ids.business }),
    },
    {
      name: 'product detail by id',
      query: sql`select l.id from ${listingFrom(KINDS.product)} where l.id = ${ids.product} and ${LISTING_VISIBLE}`,
    },
  ];
}

const LISTING_SEQ_SCAN =
  /Seq Scan on (products|services|product_sub_categories|service_sub_categories)\b/;

async function main() {
  const { handle, drop } = await openBenchDatabase();
  try {
    const db = handle.db;
    if (!args.reuse) await timed('migrate', () => migrateDatabase(handle));
    const filled = args.reuse ? await lookUp(db) : await fill(db);
    // PostgreSQL: what autovacuum does on a live server (statistics, and the visibility map
    // that lets the planner read an index alone). PGlite has no autovacuum: the app's own
    // upkeep (modules/discovery/statistics.ts) does it.
    if (!args['no-analyze'] && !args.reuse) {
      if (handle.driver === 'pglite') {
        await timed('statistics upkeep', async () =>
          console.error(`  ${(await analyzeStaleTables(db)).join(', ')}`),
        );
      } else {
        await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
      }
    }
    const candidates = (
      await rows<{ id: string }>(db, viewCandidatesSql('product', trendingSince(now)))
    ).map((r) => r.id);
    const newest = (await rows<{ id: string }>(db, newestListingsSql({ kind: 'product' }))).map(
      (r) => r.id,
    );
    const ids = { ...filled, candidates, newest };
    const [version] = (await db.execute(sql`select version() as v`)).rows as { v: string }[];
    console.log(`# ${handle.driver}: ${version?.v}`);
    console.log(
      `# ${COUNTS.products} products, ${COUNTS.services} services, ${COUNTS.businesses} businesses, ${COUNTS.views} views\n`,
    );
    const findings: string[] = [];
    for (const { name, query } of cases(ids)) {
      // Once to warm the cache, then the measured run.
      await db.execute(query);
      const plan = (await db.execute(sql`explain (analyze, buffers) ${query}`)).rows
        .map((row) => String(Object.values(row)[0]))
        .join('\n');
      const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
      const seq = LISTING_SEQ_SCAN.exec(plan);
      findings.push(
        `${seq ? 'SEQ SCAN' : 'ok      '} ${time?.padStart(9)} ms  ${name}${seq ? `  (${seq[0]})` : ''}`,
      );
      console.log(`## ${name}\n\n\`\`\`\n${plan}\n\`\`\`\n`);
    }
    console.log(`# Summary (${handle.driver})\n\n\`\`\`\n${findings.join('\n')}\n\`\`\``);
  } finally {
    await drop();
  }
}

await main();
