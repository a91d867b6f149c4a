import { sql } from 'drizzle-orm';
import type { CategoryType, SuggestionType } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { searchWords } from '../../db/schema/search.ts';
import { LISTING_VISIBLE } from '../../db/visibility.ts';

/**
 * What the search box can complete without asking the database each time: categories and
 * sub-categories (reference data, a few hundred rows), the catalogue's popular queries (brands
 * and service names, with how many public listings carry them) and the Hindi and Hinglish
 * synonym terms. Held in memory per database and reloaded in the background after TERMS_TTL_MS,
 * so a visitor never waits for the counts (only the very first call after start-up does).
 */
export type Term = {
  type: Exclude<SuggestionType, 'business'>;
  kind: CategoryType;
  label: string;
  labelHi: string | null;
  id?: string;
  count?: number;
  /** The words of the English and Hindi labels (searchWords), matched by prefix. */
  words: string[];
};

export type Terms = {
  terms: Term[];
  /** Synonym term (searchWords) → the English words it stands for ('darzi' → tailor). */
  synonyms: { term: string; words: string[] }[];
};

/** A new category or sub-category, or new listings, show in suggestions within this long. */
export const TERMS_TTL_MS = 5 * 60 * 1000;

const wordsOf = (...labels: (string | null | undefined)[]) => [
  ...new Set(labels.flatMap((label) => (label ? searchWords(label).split(' ') : []))),
];

async function loadTerms(db: Database): Promise<Terms> {
  const categoryRows = await rows<{
    id: string;
    name: string;
    nameHi: string | null;
    type: CategoryType;
  }>(db, sql`select c.id, c.category as name, c.category_hi as "nameHi", c.type from categories c`);
  const subCategoryRows = await rows<{
    id: string;
    name: string;
    nameHi: string | null;
    type: CategoryType;
  }>(
    db,
    sql`select sc.id, sc.sub_category as name, sc.sub_category_hi as "nameHi", c.type
          from sub_categories sc join categories c on c.id = sc.fk_category_id`,
  );
  // Popular queries, counted from the public catalogue (nothing recorded, nothing invented): a
  // brand is a query as many products carry it, a service's name as many businesses offer it.
  // Product names are unique model names and are not offered as queries.
  const brandRows = await rows<{ label: string; count: number }>(
    db,
    sql`select br.brand as label, count(*)::int as count
          from products l join businesses b on b.id = l.fk_business_id join users u on u.id = b.fk_user_id
          join brands br on br.id = l.fk_brand_id
         where ${LISTING_VISIBLE}
         group by br.brand`,
  );
  const serviceRows = await rows<{ label: string; count: number }>(
    db,
    sql`select l.name as label, count(*)::int as count
          from services l join businesses b on b.id = l.fk_business_id join users u on u.id = b.fk_user_id
         where ${LISTING_VISIBLE}
         group by l.name
        having count(*) > 1`,
  );
  const synonymRows = await rows<{ term: string; expansion: string }>(
    db,
    sql`select term, expansion from search_synonyms`,
  );
  const terms: Term[] = [
    ...categoryRows.map((row) => ({
      type: 'category' as const,
      kind: row.type,
      label: row.name,
      labelHi: row.nameHi,
      id: row.id,
      words: wordsOf(row.name, row.nameHi),
    })),
    ...subCategoryRows.map((row) => ({
      type: 'subCategory' as const,
      kind: row.type,
      label: row.name,
      labelHi: row.nameHi,
      id: row.id,
      words: wordsOf(row.name, row.nameHi),
    })),
    ...brandRows.map((row) => ({
      type: 'query' as const,
      kind: 'product' as const,
      label: row.label,
      labelHi: null,
      count: row.count,
      words: wordsOf(row.label),
    })),
    ...serviceRows.map((row) => ({
      type: 'query' as const,
      kind: 'service' as const,
      label: row.label,
      labelHi: null,
      count: row.count,
      words: wordsOf(row.label),
    })),
  ];
  const synonyms = synonymRows.map((row) => ({
    term: row.term,
    // websearch syntax: 'plumber or plumbing', '"air conditioner"'
    words: searchWords(row.expansion)
      .split(' ')
      .filter((word) => word && word !== 'or'),
  }));
  return { terms, synonyms };
}

type Entry = { at: number; value?: Terms; loading?: Promise<Terms> };
const perDatabase = new WeakMap<Database, Entry>();

/** The terms of this database, reloaded in the background once older than TERMS_TTL_MS. */
export function catalogTerms(db: Database, now: number): Promise<Terms> {
  let entry = perDatabase.get(db);
  if (!entry) perDatabase.set(db, (entry = { at: 0 }));
  const current = entry;
  const reload = () =>
    (current.loading ??= loadTerms(db)
      .then((value) => {
        current.value = value;
        current.at = now;
        return value;
      })
      .finally(() => {
        current.loading = undefined;
      }));
  if (!current.value) return reload();
  if (now - current.at >= TERMS_TTL_MS || now < current.at) {
    // Refresh ahead: this caller gets the kept terms; a failed reload keeps them too.
    reload().catch(() => {});
  }
  return Promise.resolve(current.value);
}
