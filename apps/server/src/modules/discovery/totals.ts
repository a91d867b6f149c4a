import { sql } from 'drizzle-orm';
import { priceRangeIsActive } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import type { ListingQuery } from './listings.ts';

/**
 * The kept totals of lists without words (migration 0018, docs/decisions/026-kept-totals.md): all
 * of India or a city, whole, one category or one sub-category, kept by the search rows' triggers.
 * A list without words answers its exact total, and counting it read every row of the list
 * (docs/performance.md, "Figures that were in code comments"); this is one key.
 */
type TotalScope = { city: string; scope: string };

/** The distinct ids of the lists. */
const distinctIds = (...lists: (readonly string[] | null | undefined)[]) => [
  ...new Set(lists.flatMap((list) => list ?? [])),
];

/**
 * The key of `query`'s total when it is kept: a list without words, radius, open-now filter,
 * locality, business or exclusions, narrowed at most by one category or one sub-category.
 * Undefined otherwise: such a list past the cap answers "1,000+" (listings.ts pageWithTotal).
 */
function keptTotalScope(query: ListingQuery): TotalScope | undefined {
  const f = query.filters ?? {};
  if (query.q || query.synonyms || query.locality || query.businessId) return;
  // A position alone orders the list and filters nothing.
  if (query.near?.radiusKm || query.near?.openHour !== undefined) return;
  if (query.excludeIds?.length || f.brands?.length || f.colors?.length) return;
  if (priceRangeIsActive(f.priceRange) || f.minRating || (f.discount && f.discount > 0)) return;
  const categories = distinctIds(query.categoryIds, f.categories);
  const subCategories = distinctIds(query.subCategoryIds, f.subCategories);
  if (categories.length + subCategories.length > 1) return;
  const scope = categories[0]
    ? `c:${categories[0]}`
    : subCategories[0]
      ? `s:${subCategories[0]}`
      : '';
  return { city: query.city ?? '', scope };
}

/** The kept total of `query` (keptTotalScope), or undefined when it is not kept. */
export async function keptTotal(db: Database, query: ListingQuery): Promise<number | undefined> {
  const key = keptTotalScope(query);
  if (!key) return undefined;
  const table = sql.raw(`${query.kind}_search_totals`);
  const found = await rows<{ total: number }>(
    db,
    sql`select total from ${table} where city = ${key.city} and scope = ${key.scope}`,
  );
  // No row: nothing public has ever been counted under the key.
  return found[0]?.total ?? 0;
}
