import { sql } from 'drizzle-orm';
import {
  localityOfAddress,
  type Position,
  type ProductCard,
  type ServiceCard,
  type SubCategoryCard,
  type WorkingHours,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { KINDS, listingFrom, type ListingKind } from '../../db/listing-kinds.ts';
import { idList, rows } from '../../db/query.ts';
import { BUSINESS_RATING, LISTING_VISIBLE } from '../../db/visibility.ts';
import { responseTimes } from '../response-time/service.ts';
import { distanceMeters, type NearbyCardFacts } from './nearby.ts';

// Cards for ids a listing query chose, in the order given. Visibility is checked
// again here, because pages of ids may come from a short cache (listings.ts).

type SubCategoryRef = ProductCard['subCategories'][number];

const inOrder = <T extends { _id: string }>(ids: readonly string[], found: T[]) => {
  const byId = new Map(found.map((row) => [row._id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => Boolean(row));
};

/**
 * What a list's cards add near me: their business's working hours for the open
 * badge, and with a position how far it is. Read in the cards' own statement (it joins the
 * business already): a statement of its own cost every search and sub-category page a round
 * trip and a plan (docs/performance.md "Fourth pass").
 */
export type CardFacts = { position?: Position };
type FactColumns = {
  factDistance?: number | string | null;
  factHours?: WorkingHours | null;
  factBusiness?: string;
  factCity?: string;
  factState?: string;
  factAddress?: string;
};

const factColumns = (facts: CardFacts | undefined) =>
  facts
    ? sql`, ${facts.position ? distanceMeters(facts.position) : sql`null::float8`} as "factDistance", b.working_hours as "factHours",
         b.name as "factBusiness", b.city as "factCity", b.state as "factState", b.address as "factAddress"`
    : sql``;

/**
 * The card's business, for its response time: read for the list's businesses in
 * one grouped statement after the cards' own (modules/response-time), `now` (the app's clock)
 * ending the figure's 90 days.
 */
type BusinessColumn = { businessId: string };

/**
 * The card without the fact columns, and with the facts when they were asked for: how far, the
 * hours, and with a distance where the business is (docs/decisions/018-near-me.md: its name,
 * locality and city, so a distance list says whose shop is 118 km away and in which city).
 */
function withFacts<C>(card: C, row: FactColumns, facts: CardFacts | undefined): C {
  if (!facts) return card;
  const distance = row.factDistance;
  // Where the business is goes with a distance only: a list without one names no place.
  const place =
    distance == null || !row.factCity
      ? {}
      : {
          businessName: row.factBusiness,
          businessCity: row.factCity,
          businessLocality:
            localityOfAddress(row.factAddress, { city: row.factCity, state: row.factState }) ??
            null,
        };
  const added: NearbyCardFacts = {
    ...(distance == null ? {} : { distanceMeters: Math.round(Number(distance)) }),
    workingHours: row.factHours ?? null,
    ...place,
  };
  return { ...card, ...added };
}

/**
 * Product cards. `subCat` is the sub-category the list is about when there is one (a
 * sub-category page), else the first of the product's sub-categories by name.
 */
export async function productCards(
  db: Database,
  now: Date,
  ids: readonly string[],
  contextSubCategoryId?: string,
  facts?: CardFacts,
): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const found = await rows<
    Omit<ProductCard, 'subCat'> & { subCategories: SubCategoryRef[] | null } & FactColumns &
      BusinessColumn
  >(
    db,
    sql`select l.id as "_id", l.fk_business_id as "businessId", l.name, l.images,
               l.selling_price::float8 as "sellingPrice", l.price_per_unit::float8 as "pricePerUnit",
               ${BUSINESS_RATING} as rating,
               (select json_agg(json_build_object('_id', sc.id, 'subCategory', sc.sub_category, 'subCategoryHi', sc.sub_category_hi)
                                 order by sc.sub_category, sc.id)
                  from product_sub_categories sl join sub_categories sc on sc.id = sl.fk_sub_category_id
                 where sl.fk_product_id = l.id) as "subCategories"${factColumns(facts)}
          from ${listingFrom(KINDS.product)}
         where l.id in (${idList(ids)}) and ${LISTING_VISIBLE}`,
  );
  const answered = await responseTimes(
    db,
    found.map((row) => row.businessId),
    now,
  );
  return inOrder(ids, found).map((row) => {
    const subCategories = row.subCategories ?? [];
    const subCat =
      subCategories.find((sub) => sub._id === contextSubCategoryId) ?? subCategories[0] ?? null;
    const card: ProductCard = {
      _id: row._id,
      name: row.name,
      subCat,
      subCategories,
      images: row.images,
      sellingPrice: row.sellingPrice,
      pricePerUnit: row.pricePerUnit,
      rating: row.rating,
      responseTime: answered.get(row.businessId) ?? null,
    };
    return withFacts(card, row, facts);
  });
}

/** Service cards carry the business's address and phone. */
export async function serviceCards(
  db: Database,
  now: Date,
  ids: readonly string[],
  facts?: CardFacts,
): Promise<ServiceCard[]> {
  if (!ids.length) return [];
  const found = await rows<ServiceCard & FactColumns & BusinessColumn>(
    db,
    sql`select l.id as "_id", l.fk_business_id as "businessId", l.name, b.address, l.tags, b.phone_no as "phoneNo",
               l.images, l.price_per_unit::float8 as "pricePerUnit", l.selling_price::float8 as "sellingPrice",
               ${BUSINESS_RATING} as rating${factColumns(facts)}
          from ${listingFrom(KINDS.service)}
         where l.id in (${idList(ids)}) and ${LISTING_VISIBLE}`,
  );
  const answered = await responseTimes(
    db,
    found.map((row) => row.businessId),
    now,
  );
  return inOrder(ids, found).map(
    ({
      businessId,
      factDistance,
      factHours,
      factBusiness,
      factCity,
      factState,
      factAddress,
      ...card
    }) =>
      withFacts(
        { ...card, responseTime: answered.get(businessId) ?? null },
        { factDistance, factHours, factBusiness, factCity, factState, factAddress },
        facts,
      ),
  );
}

/**
 * The cards of `ids` in order; with `facts`, each also carries its business's hours and, with a
 * position, its distance (NearbyCardFacts), read in the same statement.
 */
export function listingCards(
  db: Database,
  now: Date,
  kind: ListingKind,
  ids: readonly string[],
  contextSubCategoryId?: string,
  facts?: CardFacts,
): Promise<ProductCard[] | ServiceCard[]> {
  return kind === 'product'
    ? productCards(db, now, ids, contextSubCategoryId, facts)
    : serviceCards(db, now, ids, facts);
}

export async function subCategoryCards(
  db: Database,
  ids: readonly string[],
): Promise<SubCategoryCard[]> {
  if (!ids.length) return [];
  const found = await rows<SubCategoryCard>(
    db,
    sql`select sc.id as "_id", sc.sub_category as "subCategory", sc.sub_category_hi as "subCategoryHi", sc.image
          from sub_categories sc where sc.id in (${idList(ids)})`,
  );
  return inOrder(ids, found);
}
