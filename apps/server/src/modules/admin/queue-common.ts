import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminOwner, ApprovalType } from '@haat/shared';
import { businesses, listingRevisions, products, services, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/sql.ts';

// What the approval queues share: what waits for review, the search, and the owner and review
// fields of every preview.

export type Page = { pageNo: number; perPage: number; search?: string | undefined };
type UserRow = typeof users.$inferSelect;

export const owner = (user: UserRow): AdminOwner => ({
  _id: user.id,
  name: `${user.firstName} ${user.lastName}`,
  phoneNo: user.phoneNo,
  isActive: user.isActive,
});

export const review = (row: {
  id: string;
  isApproved: boolean;
  rejectionMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  _id: row.id,
  isApproved: row.isApproved,
  rejectionMessage: row.rejectionMessage,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Whether the record has an edit waiting for review (issue 26: a pending revision). */
const hasPendingRevision = (type: 'business' | 'product' | 'service', id: AnyPgColumn) =>
  sql`exists (select 1 from ${listingRevisions} where ${listingRevisions.entityType} = ${type} and ${listingRevisions.entityId} = ${id} and ${listingRevisions.status} = 'pending')`;

/** A new record never approved nor rejected, or an approved one with an edit waiting. */
const waiting = (
  type: 'business' | 'product' | 'service',
  table: typeof businesses | typeof products | typeof services,
) =>
  or(
    and(eq(table.isApproved, false), isNull(table.rejectionMessage)),
    and(eq(table.isApproved, true), hasPendingRevision(type, table.id)),
  );

/** What waits for review, per type (with the business and owner joined as each queue does). */
export const PENDING: Record<ApprovalType, SQL> = {
  business: and(
    waiting('business', businesses),
    isNull(businesses.deletedAt),
    eq(users.isActive, true),
  )!,
  product: and(
    waiting('product', products),
    isNull(products.deletedAt),
    isNull(businesses.deletedAt),
    eq(users.isActive, true),
  )!,
  service: and(
    waiting('service', services),
    isNull(services.deletedAt),
    isNull(businesses.deletedAt),
    eq(users.isActive, true),
  )!,
  profile: and(
    eq(users.isApproved, false),
    isNull(users.rejectionMessage),
    eq(users.isActive, true),
  )!,
};

export const offset = (page: Page) => (page.pageNo - 1) * page.perPage;

/** A phone typed as it is shown ('98765 43210', '+91 98765…') matches the stored digits. */
export const phonePattern = (search: string) =>
  containsPattern(
    /^[\d\s+-]+$/.test(search) ? search.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '') : search,
  );

const ownerName = sql`${users.firstName} || ' ' || ${users.lastName}`;
/** The queue narrowed by `search`: the item's, business's or owner's name, or the owner's phone. */
export function matching(type: ApprovalType, search: string | undefined): SQL {
  if (!search) return PENDING[type];
  const pattern = containsPattern(search);
  const byOwner = [ilike(ownerName, pattern), ilike(users.phoneNo, phonePattern(search))];
  const names =
    type === 'business'
      ? [ilike(businesses.name, pattern)]
      : type === 'product'
        ? [ilike(products.name, pattern), ilike(businesses.name, pattern)]
        : type === 'service'
          ? [ilike(services.name, pattern), ilike(businesses.name, pattern)]
          : [];
  return and(PENDING[type], or(...names, ...byOwner))!;
}
