import { sql } from 'drizzle-orm';
import { PUBLIC_MSG, type CategoryType, type PublicBusiness } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { KINDS } from '../../db/listing-kinds.ts';
import { iso, rows } from '../../db/query.ts';
import { BUSINESS_RATING, BUSINESS_VISIBLE, LISTING_OWN_VISIBLE } from '../../db/visibility.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  byActivity,
  listingCards,
  subCategoryActivity,
  subCategoryCards,
  trendingListingIds,
} from '../discovery/service.ts';
import { responseTimes } from '../response-time/service.ts';

// Spec §7 /public/business: the business profile and its trending sub-categories; the answer's
// shape is @haat/shared's publicBusinessSchema (the route's response schema).

const listingCount = (table: 'products' | 'services') =>
  sql`(select count(*)::int from ${sql.raw(table)} l where l.fk_business_id = b.id and ${LISTING_OWN_VISIBLE})`;

/** A public business (approved, active, not deleted, active owner) with its public listing counts. */
export async function fetchBusiness(db: Database, id: string) {
  const [business] = await rows<
    Omit<PublicBusiness, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }
  >(
    db,
    sql`select b.id as "_id", b.name, b.business_type as "businessType", b.images, b.tags, b.description,
               b.website, b.phone_no as "phoneNo", b.gst, b.doe, b.fb, b.insta, b.address, b.state, b.city,
               b.pin_code as "pinCode", b.working_hours as "workingHours", b.latitude, b.longitude, b.slug,
               ${listingCount('products')} as "productCount", ${listingCount('services')} as "serviceCount",
               ${BUSINESS_RATING} as rating,
               b.created_at as "createdAt", b.updated_at as "updatedAt"
          from businesses b join users u on u.id = b.fk_user_id
         where b.id = ${id} and ${BUSINESS_VISIBLE}`,
  );
  if (!business) throw notFound(PUBLIC_MSG.businessNotFound);
  return {
    business: {
      ...business,
      createdAt: iso(business.createdAt),
      updatedAt: iso(business.updatedAt),
    },
  };
}

/**
 * GET /public/business/fetch and /public/shop/fetch: the public business with its response time
 * over the 90 days before `now`, the app's clock.
 */
export async function fetchPublicBusiness(db: Database, id: string, now: Date) {
  const { business } = await fetchBusiness(db, id);
  const answered = await responseTimes(db, [business._id], now);
  return { business: { ...business, responseTime: answered.get(business._id) ?? null } };
}

/**
 * The business profile's sub-categories (12 a page) by the 30-day views of the business's
 * listings in them, then by their newest listing; each with up to `limit` of its listings.
 */
export async function businessTrendings(
  deps: AppDeps,
  query: { id: string; type?: CategoryType; limit: number; pageNo: number; perPage: number },
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const { business } = await fetchBusiness(db, query.id);
  const kind = query.type ?? business.businessType;
  const activity = await subCategoryActivity(db, now, { kind, businessId: business._id });
  const cards = await subCategoryCards(db, [...activity.keys()]);
  cards.sort(
    byActivity(
      activity,
      (card) => card._id,
      (card) => card.subCategory,
    ),
  );
  const page = cards.slice((query.pageNo - 1) * query.perPage, query.pageNo * query.perPage);
  const trendingSubCategories = [];
  for (const card of page) {
    const ids = await trendingListingIds(
      db,
      now,
      { kind, businessId: business._id, subCategoryIds: [card._id] },
      query.limit,
    );
    trendingSubCategories.push({
      ...card,
      [KINDS[kind].plural]: await listingCards(db, now, kind, ids, card._id),
    });
  }
  return { trendingSubCategories, total: cards.length };
}
