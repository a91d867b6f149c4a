import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { KINDS, listingFrom, type ListingKind } from './listing-kinds.ts';
import { rows } from './query.ts';

// Everything public reads through these fragments, so the visibility rule lives in one place:
// a listing is public when it is approved, active and not deleted, its business is approved,
// active and not deleted, and the business's owner is an active user (DESIGN.md §4).
// Aliases: l listing, b business, u owner (listing-kinds.ts listingFrom joins them).

const BUSINESS_OWN_RULE = 'b.is_approved and b.is_active and b.deleted_at is null';
const BUSINESS_RULE = `${BUSINESS_OWN_RULE} and u.is_active`;
const LISTING_RULE = 'l.is_approved and l.is_active and l.deleted_at is null';
/** Business `b` and owner `u` are public. */
export const BUSINESS_VISIBLE = sql.raw(BUSINESS_RULE);
/** Business `b` itself is public: the predicate of its partial indexes (the owner is not read). */
export const BUSINESS_OWN_VISIBLE = sql.raw(BUSINESS_OWN_RULE);
/** Listing `l` itself is public (its business is checked separately, e.g. counts on a profile). */
export const LISTING_OWN_VISIBLE = sql.raw(LISTING_RULE);
/** Listing `l`, its business `b` and owner `u` are public. */
export const LISTING_VISIBLE = sql.raw(`${LISTING_RULE} and ${BUSINESS_RULE}`);

/**
 * The business's rating as cards and detail pages answer it: `{ average, count }` from
 * the columns kept on business `b`, or null while it has no published review.
 */
export type BusinessRatingValue = { average: number; count: number } | null;
export const BUSINESS_RATING = sql.raw(
  `case when b.rating_count > 0 then json_build_object('average', b.rating_average::float8, 'count', b.rating_count) end`,
);

/** Whether a business is public (approved, active, not deleted, active owner). */
export async function publicBusinessExists(db: Database, id: string) {
  const found = await rows<{ id: string }>(
    db,
    sql`select b.id from businesses b join users u on u.id = b.fk_user_id where b.id = ${id} and ${BUSINESS_VISIBLE}`,
  );
  return found.length > 0;
}

/** Whether a product or service is public (it, its business and the owner). */
export async function publicListingExists(db: Database, kind: ListingKind, id: string) {
  const k = KINDS[kind];
  const found = await rows<{ id: string }>(
    db,
    sql`select l.id from ${listingFrom(k)}
         where l.id = ${id} and ${LISTING_VISIBLE}`,
  );
  return found.length > 0;
}
