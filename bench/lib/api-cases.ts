// What bench/api.ts asks the API: the calls of the search, listing, detail and home pages, each
// over many ids and words (so no single cached answer serves the run), as the web app makes them.
import { sql } from 'drizzle-orm';
import { encodeRouteId, PAGE_SIZES } from '@haat/shared';
import type { Database } from '../../apps/server/src/db/client.ts';
import { SERVED_CITIES } from '../../apps/server/src/db/seed/index.ts';
import { BUSINESS_VISIBLE, LISTING_VISIBLE } from '../../apps/server/src/db/visibility.ts';
import { KINDS, listingFrom } from '../../apps/server/src/db/listing-kinds.ts';
import { rows } from '../../apps/server/src/db/query.ts';
import { nearMePaths } from './nearby.ts';

/**
 * search: the search targets; page: at least a quarter of the ceiling; home: none of its own;
 * html: the web app's pages as the server sends them (`--pages`), none of its own.
 */
export type Group = 'search' | 'page' | 'home' | 'html' | 'insights';
/** `headers`: sent with every request of the case (the seller's session, lib/insights.ts). */
export type ApiCase = {
  name: string;
  group: Group;
  paths: string[];
  headers?: Record<string, string>;
};

const TERMS = [
  'samsung refrigerator',
  'smart tv',
  'pressure cooker',
  'basmati rice',
  'wireless earbuds',
  'ceiling fan',
  'mixer grinder',
  'power bank',
  'water purifier',
  'office chair',
  'running shoes',
  'silk saree',
  'double door',
  'led bulb',
  'gas stove',
  'inverter battery',
];
const MISSPELT = [
  'refrigerater',
  'samsng',
  'almira',
  'televison',
  'presure cooker',
  'earbudz',
  'mobil charger',
  'ceiling fen',
  'basmti rice',
  'purifer',
  'sarre',
  'shoos',
];
const SERVICE_TERMS = [
  'plumber',
  'plumbr',
  'electrician',
  'ac repair',
  'tuition',
  'carpet cleaning',
];

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [
        key,
        typeof value === 'object' ? JSON.stringify(value) : String(value),
      ]),
  ).toString();

/** Sample ids from the filled database (public ones, spread over the whole catalogue). */
async function sample(db: Database) {
  const ids = async (query: ReturnType<typeof sql>) =>
    (await rows<{ id: string }>(db, query)).map((row) => row.id);
  const spread = sql`order by md5(l.id::text) limit 200`;
  return {
    products: await ids(
      sql`select l.id from ${listingFrom(KINDS.product)} where ${LISTING_VISIBLE} ${spread}`,
    ),
    businesses: await ids(sql`select b.id from businesses b join users u on u.id = b.fk_user_id
       where ${BUSINESS_VISIBLE} order by md5(b.id::text) limit 200`),
    // The pages' addresses carry the name (encodeRouteId), as the app's links do.
    productPages: (
      await rows<{ id: string; name: string }>(
        db,
        sql`select l.id, l.name from ${listingFrom(KINDS.product)} where ${LISTING_VISIBLE} ${spread}`,
      )
    ).map((row) => `/product/${encodeRouteId({ _id: row.id, productName: row.name })}`),
    businessPages: (
      await rows<{ id: string; name: string }>(
        db,
        sql`select b.id, b.name from businesses b join users u on u.id = b.fk_user_id
          where ${BUSINESS_VISIBLE} order by md5(b.id::text) limit 200`,
      )
    ).map((row) => `/business/${encodeRouteId({ _id: row.id, businessName: row.name })}`),
    productSubCategories: await ids(sql`select sc.id from sub_categories sc
       join categories c on c.id = sc.fk_category_id where c.type = 'product' order by sc.id`),
    categories: await ids(sql`select id from categories where type = 'product' order by id`),
    brands: await ids(
      sql`select id from brands where brand in ('Samsung', 'LG', 'Prestige', 'Bajaj', 'Havells')`,
    ),
  };
}

/**
 * The pages themselves (`bench:api --pages`): public pages the server draws (modules/first-view),
 * over many ids, cities and words, and a seller's page it does not draw (the bare index.html) as
 * the baseline of sending a page at all.
 */
function pageCases(s: Awaited<ReturnType<typeof sample>>, cities: string[]): ApiCase[] {
  return [
    {
      name: 'html: bare app (seller page, not drawn)',
      group: 'html',
      paths: ['/userAdmin/businesses'],
    },
    { name: 'html: home, drawn', group: 'html', paths: ['/home'] },
    {
      name: 'html: city search, drawn',
      group: 'html',
      paths: cities.flatMap((city) =>
        TERMS.slice(0, 4).map(
          (term) =>
            `/${encodeURIComponent(city)}?${query({ type: 'products', searchQuery: term })}`,
        ),
      ),
    },
    {
      name: 'html: product page, drawn',
      group: 'html',
      paths: s.productPages,
    },
    {
      name: 'html: business page, drawn',
      group: 'html',
      paths: s.businessPages,
    },
  ];
}

export async function apiCases(
  db: Database,
  options: { pages?: boolean } = {},
): Promise<ApiCase[]> {
  const s = await sample(db);
  const cities = SERVED_CITIES.slice(0, 20).map(([city]) => city);
  const at = <T>(list: readonly T[], i: number) => list[i % list.length]!;
  const times = (n: number, make: (i: number) => string) =>
    Array.from({ length: n }, (_, i) => make(i));
  const search = (params: Record<string, unknown>) =>
    `/api/public/product/search?${query({ pageNo: 1, perPage: PAGE_SIZES.search, ...params })}`;
  const home = (path: string, params: Record<string, unknown>) => ({
    name: `home: ${path}${params.sort ? ` (${String(params.sort)})` : ''}`,
    group: 'home' as const,
    // The home page in a few cities and All Over India (no city).
    paths: [undefined, ...cities.slice(0, 4)].map(
      (city) => `/api/public/${path}?${query({ ...params, city })}`,
    ),
  });
  return [
    {
      name: 'search: text',
      group: 'search',
      paths: TERMS.map((search_) => search({ search: search_ })),
    },
    {
      name: 'search: misspelt',
      group: 'search',
      paths: MISSPELT.map((q) => search({ search: q })),
    },
    {
      name: 'search: filters',
      group: 'search',
      paths: times(40, (i) =>
        search({
          search: i % 2 ? at(TERMS, i) : undefined,
          filters: {
            categories: [at(s.categories, i)],
            brands: i % 3 ? [at(s.brands, i)] : undefined,
            priceRange: { min: 500 * (i % 4), max: 2000 + 5000 * (i % 5) },
            discount: (i % 3) * 10,
          },
        }),
      ),
    },
    {
      name: 'search: city',
      group: 'search',
      paths: times(40, (i) =>
        search({ search: i % 4 ? at(TERMS, i) : undefined, city: at(cities, i) }),
      ),
    },
    {
      name: 'search: sort and pages',
      group: 'search',
      paths: times(48, (i) =>
        search({
          search: at(TERMS, i),
          sort: at(['relevance', 'new arrivals', 'a-z', 'z-a'], i),
          pageNo: 1 + (i % 5),
        }),
      ),
    },
    {
      name: 'search: Top Rated and 4★ & above',
      group: 'search',
      paths: times(24, (i) =>
        search({
          search: i % 3 ? undefined : at(TERMS, i),
          city: i % 2 ? at(cities, i) : undefined,
          sort: 'top rated',
          filters: i % 4 ? undefined : { minRating: 4 },
          pageNo: 1 + (i % 3),
        }),
      ),
    },
    {
      name: 'search: no text, All Over India',
      group: 'search',
      paths: times(12, (i) =>
        search({ sort: at(['new arrivals', 'a-z', 'z-a'], i), pageNo: 1 + (i % 4) }),
      ),
    },
    {
      name: 'service search',
      group: 'search',
      paths: times(
        24,
        (i) =>
          `/api/public/service/search?${query({ search: at(SERVICE_TERMS, i), city: i % 2 ? at(cities, i) : undefined, pageNo: 1, perPage: PAGE_SIZES.search })}`,
      ),
    },
    {
      // Positions differ per request, and such answers are never kept (no cache).
      name: 'search: near me, nearest 12 open now within 5 km',
      group: 'search',
      paths: await nearMePaths(db),
    },
    {
      name: 'listing page: product/subCategoryAll',
      group: 'page',
      paths: s.productSubCategories.map(
        (id, i) =>
          `/api/public/product/subCategoryAll?${query({ fkSubCategoryId: id, pageNo: 1 + (i % 3), perPage: PAGE_SIZES.subCategoryListing, sort: at(['new arrivals', 'a-z'], i) })}`,
      ),
    },
    {
      name: 'product page: product/fetch',
      group: 'page',
      paths: s.products.map((id) => `/api/public/product/fetch?id=${id}`),
    },
    {
      name: 'business page: business/fetch',
      group: 'page',
      paths: s.businesses.map((id) => `/api/public/business/fetch?id=${id}`),
    },
    home('landingPage/banners', {}),
    {
      name: 'home: category/trending',
      group: 'home',
      paths: [
        `/api/public/category/trending?${query({ catLimit: PAGE_SIZES.trendingServiceCategories, subCatLimit: PAGE_SIZES.trendingSubCategoriesPerCategory, categoryType: 'service' })}`,
      ],
    },
    {
      name: 'home: subCategory/trending',
      group: 'home',
      paths: [
        `/api/public/subCategory/trending?${query({ limit: PAGE_SIZES.homeTrendingSubCategories, categoryType: 'product' })}`,
      ],
    },
    home('product/highLights', { limit: PAGE_SIZES.homeTopProducts, sort: 'trending' }),
    home('product/highLights', { limit: PAGE_SIZES.homeNewArrivals, sort: 'new arrivals' }),
    home('service/highLights', { limit: PAGE_SIZES.homeTopServices, sort: 'trending' }),
    home('demographics/fetch', { productLimit: PAGE_SIZES.demographicsProductLimit }),
    ...(options.pages ? pageCases(s, cities) : []),
  ];
}
