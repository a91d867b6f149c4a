import { sql, type SQL } from 'drizzle-orm';
import { LISTING_TOTAL_CAP } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { KINDS, type ListingKind } from '../../db/listing-kinds.ts';
import { rows } from '../../db/query.ts';
import {
  listingWhere,
  namedByWordsSql,
  namedKindsSql,
  publicListingsFrom,
  type ListingQuery,
} from './listings.ts';

/**
 * The search's other kind: 'plumber' asked of products finds nothing while services
 * hold plumbers. A search with words answers which kind its words ask for (`suggestedKind`) and
 * how many listings of the other kind the same words find (`otherKindTotal`), so the web opens
 * the right kind and offers a one-tap switch ("14 results in Services").
 */
export type OtherKind = {
  suggestedKind: ListingKind;
  otherKindTotal: number;
  otherKindTotalCapped?: true;
};

export const otherKindOf = (kind: ListingKind): ListingKind =>
  kind === 'product' ? 'service' : 'product';

/**
 * The query the Products/Services toggle would run for the other kind: the same words, place and
 * spelling, with only the filters it carries over (price range and discount: categories, brands
 * and colours belong to one kind; kind-switch.tsx), no position, no widening.
 */
function otherKindQuery(query: ListingQuery): ListingQuery {
  const f = query.filters ?? {};
  return {
    kind: otherKindOf(query.kind),
    q: query.q,
    synonyms: query.synonyms,
    completions: query.completions,
    city: query.city,
    locality: query.locality,
    filters: {
      ...(f.priceRange ? { priceRange: f.priceRange } : {}),
      ...(f.discount ? { discount: f.discount } : {}),
    },
    sort: 'new arrivals',
    limit: 0,
    offset: 0,
  };
}

/**
 * Whether any of a kind's first LISTING_TOTAL_CAP + 1 matches holds the words in what it is, not
 * only in its description (namedByWordsSql): the scan is bounded as the count's is.
 */
function namedMatchSql(query: ListingQuery): SQL {
  return sql`exists (select 1 from (
      select l.search_vector from ${publicListingsFrom(KINDS[query.kind], query)}
       where ${listingWhere(query)} limit ${LISTING_TOTAL_CAP + 1}) l
     where ${namedByWordsSql(query)})`;
}

/**
 * One statement: the other kind's matches counted up to LISTING_TOTAL_CAP + 1 (the same engine
 * and cap as the list's own first statement: the scan stops there), the kinds whose
 * sub-categories and categories the words name (namedKindsSql), and whether each kind holds a
 * listing the words name (namedMatchSql). `query` is the search as it settled (its locality kept
 * or dropped), with its words as typed, not widened to any word.
 */
export async function otherKind(
  db: Database,
  query: ListingQuery,
  total: number,
): Promise<OtherKind> {
  const other = otherKindQuery(query);
  const k = KINDS[other.kind];
  const [found] = await rows<{
    total: number;
    sub_kinds: string[];
    category_kinds: string[];
    asked_named: boolean;
    other_named: boolean;
  }>(
    db,
    sql`select (select count(*)::int from (
                  select 1 from ${publicListingsFrom(k, other)} where ${listingWhere(other)}
                   limit ${LISTING_TOTAL_CAP + 1}) m) as total,
               ${namedKindsSql(query.q ?? '', query.synonyms)},
               ${namedMatchSql(query)} as asked_named,
               ${namedMatchSql(other)} as other_named`,
  );
  const counted = found?.total ?? 0;
  const otherKindTotal = Math.min(counted, LISTING_TOTAL_CAP);
  return {
    suggestedKind: suggestKind(query.kind, {
      total,
      otherKindTotal,
      named: [found?.sub_kinds ?? [], found?.category_kinds ?? []],
      listingsNamed: { asked: Boolean(found?.asked_named), other: Boolean(found?.other_named) },
    }),
    otherKindTotal,
    ...(counted > LISTING_TOTAL_CAP ? { otherKindTotalCapped: true as const } : {}),
  };
}

/**
 * The kind the words ask for: the one kind whose sub-categories they name, else the one kind
 * whose categories they name ('plumber' → service), unless that kind has nothing here while the
 * asked kind has results. Naming both or neither: the asked kind, or the other when only the
 * other has results ('havells' asked of services → product), or when only the other has a
 * listing named by the words ('GST registration': a service of that name, while 215 products say
 * "GST" in their descriptions).
 */
export function suggestKind(
  asked: ListingKind,
  found: {
    total: number;
    otherKindTotal: number;
    named: readonly (readonly string[])[];
    listingsNamed?: { asked: boolean; other: boolean };
  },
): ListingKind {
  const other = otherKindOf(asked);
  const count = (kind: ListingKind) => (kind === asked ? found.total : found.otherKindTotal);
  const kinds = found.named.find((list) => list.length > 0) ?? [];
  if (kinds.length === 1) {
    const named: ListingKind = kinds[0] === 'service' ? 'service' : 'product';
    if (count(named) === 0 && count(otherKindOf(named)) > 0) return otherKindOf(named);
    return named;
  }
  if (found.total === 0 && found.otherKindTotal > 0) return other;
  const listingsNamed = found.listingsNamed;
  return listingsNamed && !listingsNamed.asked && listingsNamed.other ? other : asked;
}
