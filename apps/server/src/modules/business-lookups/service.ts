import { and, eq, inArray, isNull } from 'drizzle-orm';
import { idSchema } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';

// Lookups of businesses that the modules of their listings and revisions need as well as
// businesses itself: in a module of their own, so that businesses and listings-common (and
// revisions) do not import each other.

export type BusinessRow = typeof businesses.$inferSelect;

const isId = (value: string) => idSchema.safeParse(value).success;
const live = isNull(businesses.deletedAt);

/** The seller's live businesses. */
export const ownedBy = (userId: string) => and(eq(businesses.fkUserId, userId), live);

/**
 * The seller's own live business with this id. Another seller's, a deleted, an unknown or a
 * malformed id all answer 404 alike, so ids reveal nothing.
 */
export async function findOwnedBusiness(
  db: Database,
  userId: string,
  id: string,
): Promise<BusinessRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), ownedBy(userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Ids of the seller's live businesses. */
export async function ownedBusinessIds(db: Database, userId: string) {
  const rows = await db.select({ id: businesses.id }).from(businesses).where(ownedBy(userId));
  return rows.map((row) => row.id);
}

/** Names of businesses for the read forms of products and services (any owner). */
export async function businessesByIds(db: Database, ids: string[]) {
  if (!ids.length)
    return new Map<string, { _id: string; name: string; phoneNo: string; address: string }>();
  const rows = await db
    .select({
      _id: businesses.id,
      name: businesses.name,
      phoneNo: businesses.phoneNo,
      address: businesses.address,
    })
    .from(businesses)
    .where(inArray(businesses.id, ids));
  return new Map(rows.map((row) => [row._id, row]));
}
