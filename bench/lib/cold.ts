// bench:api --cold: the long tail of distinct searches as real visitors type them,
// each URL asked once, with nothing kept by the server (PUBLIC_ANSWER_CACHE_MS=0 and
// PUBLIC_READ_MEMO=0), beside the database's own floor for the same first pages: the simplest
// index query that finds 12 matching ids (full-text GIN index, no visibility, no ranking).
import { readFileSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { PAGE_SIZES, localityOfAddress } from '@haat/shared';
import type { Database } from '../../apps/server/src/db/client.ts';
import { SERVED_CITIES } from '../../apps/server/src/db/seed/index.ts';
import { rows } from '../../apps/server/src/db/query.ts';

const PRODUCT_TEXT = [
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
  'silver',
  'bosch grinder',
  'steel almirah',
  'laptop bag',
  'mobile',
  'tv',
  'ac',
  'cotton kurta',
  'school bag',
  'helmet',
  'printer',
  'wall clock',
  'non stick tawa',
  'trimmer',
];
const PRODUCT_MISSPELT = [
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
  'priter',
  'mobail',
  'laptap',
];
const PRODUCT_HINDI = ['साड़ी', 'almari', 'kapde', 'joote', 'पंखा', 'chawal', 'मोबाइल', 'ghadi'];
const PRODUCT_PHRASES = [
  'tv in mumbai',
  'pune mobile',
  'led tv near me',
  'mixer grinder in delhi',
  'rice bangalore',
];
const SERVICE_TEXT = [
  'plumber',
  'plumbr',
  'electrician',
  'ac repair',
  'tuition',
  'carpet cleaning',
  'plumber in pune',
  'ac repair andheri',
  'electrician near me',
  'pest control',
  'carpenter',
  'beauty parlour',
];
const SORTS = ['relevance', 'new arrivals', 'a-z', 'z-a', 'top rated'] as const;

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [
        key,
        typeof value === 'object' ? JSON.stringify(value) : String(value),
      ]),
  ).toString();

export type ColdCase = {
  name: string;
  group: 'search' | 'page';
  /** Distinct paths, each asked once. */
  paths: string[];
  /** The text of each path's first page, for the floor (none for lists without text). */
  floorTexts: { kind: 'product' | 'service'; text: string }[];
};

/** At least 300 distinct search URLs (text, misspellings, Hindi, phrases, cities, filters, every sort, pages 1–5), services and sub-category pages. */
export async function coldCases(db: Database): Promise<ColdCase[]> {
  const cities = SERVED_CITIES.slice(0, 20).map(([city]) => city);
  const categories = (
    await rows<{ id: string }>(
      db,
      sql`select id from categories where type = 'product' order by id`,
    )
  ).map((row) => row.id);
  const subCategories = (
    await rows<{ id: string; type: string }>(
      db,
      sql`select sc.id, c.type from sub_categories sc join categories c on c.id = sc.fk_category_id order by sc.id`,
    )
  ).map((row) => row);
  const texts = [...PRODUCT_TEXT, ...PRODUCT_MISSPELT, ...PRODUCT_HINDI, ...PRODUCT_PHRASES];
  const search = new Set<string>();
  for (let i = 0; search.size < 320; i++) {
    const text = texts[(i * 7) % texts.length]!;
    const sort = SORTS[i % SORTS.length]!;
    const params = {
      search: i % 11 === 10 ? undefined : text,
      city: i % 3 === 0 ? cities[i % cities.length] : undefined,
      sort,
      pageNo: i % 4 === 0 ? 1 + (i % 5) : 1,
      perPage: PAGE_SIZES.search,
      filters:
        i % 6 === 5
          ? {
              categories: i % 12 === 5 ? [categories[i % categories.length]] : undefined,
              priceRange: { min: 500 * (i % 4), max: 2000 + 5000 * (i % 5) },
              discount: i % 2 ? 10 : undefined,
              minRating: i % 4 === 1 ? 4 : undefined,
            }
          : undefined,
    };
    search.add(`/api/public/product/search?${query(params)}`);
  }
  const services = new Set<string>();
  for (let i = 0; services.size < 80; i++) {
    services.add(
      `/api/public/service/search?${query({
        search: SERVICE_TEXT[i % SERVICE_TEXT.length],
        city: i % 2 ? cities[(i * 3) % cities.length] : undefined,
        sort: SORTS[(i >> 1) % SORTS.length],
        pageNo: 1 + ((i >> 2) % 2),
        perPage: PAGE_SIZES.search,
      })}`,
    );
  }
  const pages = subCategories.flatMap((sc, i) =>
    ['new arrivals', 'a-z'].map(
      (sort, j) =>
        `/api/public/${sc.type}/subCategoryAll?${query({
          fkSubCategoryId: sc.id,
          sort,
          city: (i + j) % 3 === 0 ? cities[i % cities.length] : undefined,
          pageNo: 1 + ((i + j) % 3),
          perPage: PAGE_SIZES.subCategoryListing,
        })}`,
    ),
  );
  return [
    {
      name: 'cold: product search',
      group: 'search',
      paths: [...search],
      floorTexts: texts.map((text) => ({ kind: 'product' as const, text })),
    },
    {
      name: 'cold: service search',
      group: 'search',
      paths: [...services],
      floorTexts: SERVICE_TEXT.map((text) => ({ kind: 'service' as const, text })),
    },
    { name: 'cold: sub-category pages', group: 'page', paths: pages, floorTexts: [] },
    ...(await localityCases(db)),
  ];
}

/** Words asked with a locality and without one: both kinds' common searches. */
const LOCALITY_TEXT: { kind: 'product' | 'service'; text: string }[] = [
  ...['plumber', 'electrician', 'ac repair', 'carpenter', 'pest control', 'tailor'].map((text) => ({
    kind: 'service' as const,
    text,
  })),
  ...['mobile', 'led tv', 'rice', 'saree', 'ceiling fan', 'printer'].map((text) => ({
    kind: 'product' as const,
    text,
  })),
];

/**
 * A locality in the words ('plumber in andheri') against the same words in the same
 * city without it, each URL asked once, under the sort the web app asks with (New Arrivals;
 * a locality the web then keeps asks Nearest, from the locality: half of each case). The
 * localities are those the query understanding reads from the businesses' addresses
 * (localityOfAddress), the most used first: at most 5 a city, 6 cities.
 */
export async function localityCases(db: Database): Promise<ColdCase[]> {
  const found = await rows<{ city: string; state: string; address: string }>(
    db,
    sql`select city, state, address from businesses
         where is_approved and is_active and deleted_at is null`,
  );
  const counts = new Map<string, Map<string, number>>();
  for (const row of found) {
    const locality = localityOfAddress(row.address, row);
    if (!locality) continue;
    const city = counts.get(row.city) ?? new Map<string, number>();
    city.set(locality, (city.get(locality) ?? 0) + 1);
    counts.set(row.city, city);
  }
  const places = [...counts]
    .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))
    .slice(0, 6)
    .flatMap(([city, localities]) =>
      [...localities]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 5)
        .map(([locality]) => ({ city, locality })),
    );
  const withLocality: string[] = [];
  const without: string[] = [];
  places.forEach(({ city, locality }, i) => {
    LOCALITY_TEXT.forEach(({ kind, text }, j) => {
      if ((i + j) % 3) return;
      const sort = (i + j) % 2 ? 'nearest' : 'new arrivals';
      const common = { city, sort, pageNo: 1, perPage: PAGE_SIZES.search };
      withLocality.push(
        `/api/public/${kind}/search?${query({ ...common, search: `${text} in ${locality}` })}`,
      );
      without.push(`/api/public/${kind}/search?${query({ ...common, search: text })}`);
    });
  });
  return [
    { name: 'cold: locality search', group: 'search', paths: withLocality, floorTexts: [] },
    {
      name: 'cold: same search, no locality',
      group: 'search',
      paths: without,
      floorTexts: [],
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

export type ColdFigures = { count: number; p50: number; p99: number; max: number; errors: number };

function figures(times: number[], errors: number): ColdFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    errors,
  };
}

/** The database's floor: each text's first 12 ids by the full-text index alone, one at a time. */
export async function floor(db: Database, cases: ColdCase[]): Promise<Record<string, ColdFigures>> {
  const out: Record<string, ColdFigures> = {};
  for (const c of cases) {
    if (!c.floorTexts.length) continue;
    const times: number[] = [];
    for (const { kind, text } of c.floorTexts) {
      const table = kind === 'product' ? 'products' : 'services';
      const started = performance.now();
      await rows(
        db,
        sql`select id from ${sql.raw(table)} where search_vector @@ websearch_to_tsquery('english', ${text}) limit ${PAGE_SIZES.search}`,
      );
      times.push(performance.now() - started);
    }
    out[c.name] = figures(times, 0);
  }
  return out;
}

/** Every path once, `concurrency` at a time. */
export async function askOnce(
  url: string,
  paths: readonly string[],
  concurrency: number,
): Promise<ColdFigures> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const started = performance.now();
      try {
        const response = await fetch(url + path);
        await response.arrayBuffer();
        if (!response.ok) {
          errors += 1;
          if (errors <= 3) console.warn(`  ${response.status} ${path}`);
        }
      } catch (error) {
        errors += 1;
        if (errors <= 3) console.warn(`  ${(error as Error).message} ${path}`);
      }
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return figures(times, errors);
}

/**
 * CPU seconds used so far by the app's process and by the PostgreSQL backends of `database`
 * (their command line names it), from /proc (Linux; zero elsewhere). The difference over a case
 * says where its time went: at 8 at a time on 2 cores the requests queue for the CPU.
 */
export function cpuSeconds(appPid: number | undefined, database: string | undefined) {
  const ticks = (pid: string) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  };
  let db = 0;
  if (database) {
    let pids: string[] = [];
    try {
      pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      // not Linux
    }
    for (const pid of pids) {
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (cmd.startsWith('postgres:') && cmd.includes(` ${database} `)) db += ticks(pid);
      } catch {
        // gone meanwhile
      }
    }
  }
  return { app: appPid ? ticks(String(appPid)) : 0, db };
}
