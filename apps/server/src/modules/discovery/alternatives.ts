import { sql } from 'drizzle-orm';
import type { SearchAlternativeCategory, SearchAlternatives } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { ListingKind } from '../../db/listing-kinds.ts';
import { rows } from '../../db/query.ts';
import { anyWords, type ListingPage, type ListingQuery, listingPage } from './listings.ts';
import type { Understanding } from './query-understanding.ts';
import { correctWords } from './spelling.ts';

/**
 * The page of a search, widened step by step while it finds nothing: a locality's listings, then
 * the whole city's ('ac repair andheri' with no AC repairer in Andheri shows Mumbai's, still
 * measured from Andheri, and the answer says so: `understood.localityEmpty`); every
 * word together, then any of them with a letter ('wrist watch' finds watches; 'zzqx 1' nothing).
 * Answers the query it settled on.
 */
export async function widenedSearchPage(
  db: Database,
  query: ListingQuery,
  understanding: Understanding | undefined,
  now: number,
): Promise<ListingPage & { query: ListingQuery }> {
  let current = query;
  let page = await listingPage(db, current, now);
  if (page.total === 0 && current.locality) {
    current = { ...current, locality: undefined };
    page = await listingPage(db, current, now);
  }
  // Only words with a letter widen ('zzqx 1' does not become every listing holding '1').
  if (page.total === 0 && current.q && current.q.includes(' ') && anyWords(current.q).length) {
    const any = await listingPage(db, { ...current, anyWord: true }, now);
    if (any.total > 0) page = any;
    if (any.total > 0) current = { ...current, anyWord: true };
  }
  if (query.locality && !current.locality && page.total > 0 && understanding?.understood) {
    understanding.understood.localityEmpty = true;
  }
  return { ...page, query: current };
}

/**
 * Up to 3 categories or sub-categories whose names share the most words with the text (any
 * word, whole and stemmed, in English or in their Hindi name), sub-categories first on a tie.
 */
export async function matchingCategories(
  db: Database,
  kind: ListingKind,
  words: string,
): Promise<SearchAlternativeCategory[]> {
  const terms = words.split(' ').filter(Boolean);
  if (!terms.length) return [];
  const anyWord = terms.join(' or ');
  const found = await rows<{ id: string; name: string; nameHi: string | null; level: string }>(
    db,
    sql`select id, name, "nameHi", level from (
          select sc.id, sc.sub_category as name, sc.sub_category_hi as "nameHi", 'subCategory' as level,
                 ts_rank(to_tsvector('english', sc.sub_category), websearch_to_tsquery('english', ${anyWord})) as score,
                 (to_tsvector('english', sc.sub_category) @@ websearch_to_tsquery('english', ${anyWord})
                   or coalesce(sc.sub_category_hi, '') = ${words}) as hit
            from sub_categories sc join categories c on c.id = sc.fk_category_id
           where c.type = ${kind}
          union all
          select c.id, c.category, c.category_hi, 'category',
                 ts_rank(to_tsvector('english', c.category), websearch_to_tsquery('english', ${anyWord})),
                 (to_tsvector('english', c.category) @@ websearch_to_tsquery('english', ${anyWord})
                   or coalesce(c.category_hi, '') = ${words})
            from categories c where c.type = ${kind}
        ) x where hit order by score desc, level desc, name limit 3`,
  );
  return found.map((row) => ({
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    level: row.level === 'category' ? 'category' : 'subCategory',
    type: kind,
  }));
}

/**
 * What to offer when a search found nothing (docs/decisions/017-search-engine.md; 'No result
 * found' stays the message): a corrected spelling that finds listings, how many the same words find
 * All Over India when a city was chosen, and the matching categories. Each part only when it has
 * something; undefined when none has.
 */
export async function searchAlternatives(
  db: Database,
  query: ListingQuery,
  understanding: Understanding,
  now: number,
): Promise<SearchAlternatives | undefined> {
  const out: SearchAlternatives = {};
  const words = understanding.search;
  const firstPage = { ...query, sort: 'new arrivals' as const, limit: 1, offset: 0 };
  if (words) {
    const loose = await correctWords(db, words, now, { loose: true });
    if (loose.changed) {
      const found = await listingPage(db, { ...firstPage, q: loose.text }, now);
      if (found.total > 0) out.didYouMean = loose.text;
    }
  }
  if (query.city && (words || query.locality)) {
    const found = await listingPage(
      db,
      { ...firstPage, city: undefined, locality: undefined },
      now,
    );
    if (found.total > 0) out.allIndiaTotal = found.total;
  }
  const categories = await matchingCategories(db, query.kind, words);
  if (categories.length) out.categories = categories;
  return Object.keys(out).length ? out : undefined;
}
