// Relevance of the public search on the demo catalogue, scored against the judged
// queries of bench/search-judged.json.
//
//   npm run bench:relevance                      (every query)
//   npm run bench:relevance -- --group hindi     (one group; also: --worst 25, --json out.json)
//
// Opens the real app (createTestApp) on a fresh PGlite with the reference and demo seed, asks
// each query through app.inject as the web app does (/api/public/{kind}/search, page 1, 10 per
// page, the city in the header) under each sort of SORTS: the web app's default (DEFAULT_SORT,
// New Arrivals: what a typed search is sent with) and Relevance (what a buyer gets
// only by changing Sort By), and compares the first ten answers with the judged listings.
// Deterministic: the same seed, the same catalogue, no clock in the ranking.
// Prints per sort, per group and overall:
//   top 3    share of queries whose best-graded listing (grade 2, else 1) is among the first 3
//   NDCG@10  normalised discounted cumulative gain of the first 10 (gain 2^grade - 1), the
//            ideal order taken from every listing of the catalogue the judgements name
//   zero     share of queries that expect listings but answered none
//   empty ok share of 'nothing matches' queries answered with nothing (and, where judged, with
//            the All Over India alternative)
//   place    share of queries with a place in their words whose answer says it understood it
//   not-top10 judged-wrong listings found in the first ten (e.g. Paediatrician for electrician)
// Then the worst queries with what they answered first.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { DEFAULT_SORT, type SearchSort } from '@haat/shared';
import { REPO_ROOT } from '../apps/server/src/config.ts';
import { createTestApp } from '../apps/server/src/test/app.ts';
import { createSeededTestDatabase } from '../apps/server/src/test/db.ts';

type Kind = 'product' | 'service';
export type JudgedQuery = {
  id: string;
  group: string;
  kind: Kind;
  q: string;
  city: string;
  issue?: boolean;
  why?: string;
  /** Grade → listing names ('Name' or 'Name | Business' where the name alone is not enough). */
  relevant: Partial<Record<'1' | '2', string[]>>;
  notInTop10?: string[];
  expect?: { none?: boolean; city?: string; allIndia?: boolean };
};

const { values: args } = parseArgs({
  options: {
    file: { type: 'string', default: join(REPO_ROOT, 'bench/search-judged.json') },
    group: { type: 'string' },
    worst: { type: 'string', default: '20' },
    json: { type: 'string' },
    /** One sort only ('new arrivals', 'relevance', …); both of SORTS by default. */
    sort: { type: 'string' },
  },
});

/** The web app's default sort first (what a typed search is sent with), then Relevance. */
const SORTS: SearchSort[] = args.sort ? [args.sort as SearchSort] : [DEFAULT_SORT, 'relevance'];

/**
 * The kind the web app asks: the judged kind. (Today the search bar always opens Products and a
 * buyer who wants a service taps Services; the scorer counts those queries below.)
 */
const webKind = (query: JudgedQuery): Kind => query.kind;

const judged = (
  JSON.parse(readFileSync(args.file!, 'utf8')) as { queries: JudgedQuery[] }
).queries.filter((query) => !args.group || query.group === args.group);

type Listing = { name: string; business: string; city: string };

/** Every public listing of the catalogue by id: what a result is, and the ideal order. */
async function catalog(db: Awaited<ReturnType<typeof createSeededTestDatabase>>['db']) {
  const byKind = {} as Record<Kind, Map<string, Listing>>;
  for (const [kind, table] of [
    ['product', 'products'],
    ['service', 'services'],
  ] as const) {
    const found = await db.execute<Listing & { id: string }>(
      sql.raw(`select l.id, l.name, b.name as business, b.city
                 from ${table} l join businesses b on b.id = l.fk_business_id join users u on u.id = b.fk_user_id
                where l.is_approved and l.is_active and l.deleted_at is null
                  and b.is_approved and b.is_active and b.deleted_at is null and u.is_active`),
    );
    byKind[kind] = new Map(found.rows.map((row) => [row.id, row]));
  }
  return byKind;
}

/** A judged label names a listing by its name, or by name and business. */
const labelMatches = (label: string, listing: Listing) => {
  const [name, business] = label.split(' | ');
  return listing.name === name && (business === undefined || listing.business === business);
};

function gradeOf(query: JudgedQuery, listing: Listing) {
  for (const grade of ['2', '1'] as const) {
    if (query.relevant[grade]?.some((label) => labelMatches(label, listing))) return Number(grade);
  }
  return 0;
}

const dcg = (grades: number[]) =>
  grades.slice(0, 10).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);

type Scored = {
  query: JudgedQuery;
  sort: SearchSort;
  total: number;
  top: { name: string; business: string; city: string; grade: number }[];
  top3: boolean;
  ndcg: number;
  notInTop10: string[];
  emptyOk?: boolean;
  placeOk?: boolean;
  understood?: unknown;
  alternatives?: unknown;
};

const started = Date.now();
const database = await createSeededTestDatabase();
const t = await createTestApp({ database });
const listings = await catalog(database.db);
const scored: Scored[] = [];
try {
  for (const sort of SORTS)
    for (const query of judged) {
      const url = `/api/public/${webKind(query)}/search?${new URLSearchParams({
        search: query.q,
        city: query.city,
        sort,
        pageNo: '1',
        perPage: '10',
      })}`;
      const answer = await t.call({ method: 'GET', url });
      if (answer.status !== 200)
        throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      const payload = answer.body.payload as {
        searchResults: { _id: string }[];
        total: number;
        understood?: { city?: string | null; locality?: string | null };
        alternatives?: { allIndiaTotal?: number | null };
      };
      const top = payload.searchResults.map((card) => {
        const listing = listings[query.kind].get(card._id);
        if (!listing) throw new Error(`${url}: ${card._id} is not a public listing`);
        return { ...listing, grade: gradeOf(query, listing) };
      });
      // The ideal: every public listing the judgements name, best grade first.
      const ideal = [...listings[query.kind].values()]
        .filter((listing) => query.city === 'All Over India' || listing.city === query.city)
        .map((listing) => gradeOf(query, listing))
        .filter((grade) => grade > 0)
        .sort((a, b) => b - a);
      const best = ideal[0] ?? 0;
      const result: Scored = {
        query,
        sort,
        total: payload.total,
        top,
        top3: best > 0 && top.slice(0, 3).some((row) => row.grade === best),
        ndcg: best > 0 ? dcg(top.map((row) => row.grade)) / dcg(ideal) : 0,
        notInTop10: (query.notInTop10 ?? []).filter((name) => top.some((row) => row.name === name)),
        understood: payload.understood,
        alternatives: payload.alternatives,
      };
      if (query.expect?.none) {
        result.emptyOk =
          payload.total === 0 &&
          (!query.expect.allIndia || (payload.alternatives?.allIndiaTotal ?? 0) > 0);
      }
      if (query.expect?.city) {
        result.placeOk =
          payload.understood?.city?.toLowerCase() === query.expect.city.toLowerCase();
      }
      scored.push(result);
    }
} finally {
  await t.close();
  await database.close();
}

const share = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)} %` : '–';
const mean = (values: number[]) =>
  values.length ? (values.reduce((a, b) => a + b, 0) / values.length).toFixed(3) : '–';

function summary(name: string, rows: Scored[]) {
  const ranked = rows.filter((row) => !row.query.expect?.none);
  const empties = rows.filter((row) => row.query.expect?.none);
  const places = rows.filter((row) => row.query.expect?.city);
  return {
    group: name,
    queries: rows.length,
    'top 3': share(ranked.filter((row) => row.top3).length, ranked.length),
    'NDCG@10': mean(ranked.map((row) => row.ndcg)),
    zero: share(ranked.filter((row) => row.total === 0).length, ranked.length),
    'empty ok': share(empties.filter((row) => row.emptyOk).length, empties.length),
    place: share(places.filter((row) => row.placeOk).length, places.length),
    'not-top10': rows.reduce((sum, row) => sum + row.notInTop10.length, 0),
  };
}

const groups = [...new Set(scored.map((row) => row.query.group))];
const tables: Record<string, ReturnType<typeof summary>[]> = {};
for (const sort of SORTS) {
  const ofSort = scored.filter((row) => row.sort === sort);
  const table = [
    ...groups.map((group) =>
      summary(
        group,
        ofSort.filter((row) => row.query.group === group),
      ),
    ),
    summary(
      "issue's examples",
      ofSort.filter((row) => row.query.issue),
    ),
    summary('overall', ofSort),
  ];
  tables[sort] = table;
  console.log(`\nSort: ${sort}${sort === DEFAULT_SORT ? " (the web app's default)" : ''}`);
  console.table(table);

  const worst = [...ofSort]
    .sort(
      (a, b) =>
        (a.query.expect?.none ? (a.emptyOk ? 1 : 0) : a.ndcg) -
          (b.query.expect?.none ? (b.emptyOk ? 1 : 0) : b.ndcg) ||
        a.query.id.localeCompare(b.query.id),
    )
    .slice(0, Number(args.worst));
  console.log(
    `\nWorst ${worst.length} under ${sort} (NDCG@10, or 0/1 for 'nothing matches' queries):`,
  );
  for (const row of worst) {
    const score = row.query.expect?.none ? (row.emptyOk ? 'ok' : 'FAIL') : row.ndcg.toFixed(2);
    const first = row.top
      .slice(0, 3)
      .map((item) => `${item.grade}·${item.name} (${item.city})`)
      .join('; ');
    console.log(
      `  ${score.padStart(4)}  ${row.query.kind} '${row.query.q}' in ${row.query.city}: total ${row.total}` +
        `${row.notInTop10.length ? `, wrongly shown: ${row.notInTop10.join(', ')}` : ''}` +
        `${first ? ` — first: ${first}` : ''}`,
    );
  }
}
const services = judged.filter((query) => query.kind === 'service').length;
console.log(
  `\n${services} of ${judged.length} queries are for services: the web app's search bar opens Products, ` +
    'and the buyer taps Services (issue 35 §1); they are asked here as services.',
);
console.log(`\n${scored.length} answers scored in ${((Date.now() - started) / 1000).toFixed(0)} s`);

if (args.json) {
  writeFileSync(
    args.json,
    JSON.stringify(
      {
        tables,
        queries: scored.map((row) => ({
          id: row.query.id,
          sort: row.sort,
          total: row.total,
          top3: row.top3,
          ndcg: Number(row.ndcg.toFixed(4)),
          emptyOk: row.emptyOk,
          placeOk: row.placeOk,
          notInTop10: row.notInTop10,
          first: row.top.slice(0, 3).map((item) => item.name),
        })),
      },
      null,
      2,
    ),
  );
}
