import { createHash } from 'node:crypto';
import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminOwner, ApprovalItem, ApprovalType } from '@haat/shared';
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

/**
 * Whether the record has an edit waiting for review (a pending revision:
 * docs/decisions/022-pending-revisions.md).
 */
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

/** Where a queue reads: one page of what waits, or one record whatever its state. */
export type Slice = { where: SQL; limit: number; offset: number };
export const pageSlice = (type: ApprovalType, page: Page): Slice => ({
  where: matching(type, page.search),
  limit: page.perPage,
  offset: offset(page),
});

/**
 * Fields of a preview that are not what gets published: the review state (checked on its own),
 * timestamps, the owner, visibility, a profile's plan and the business's approval. A change to
 * them does not make the administrator's decision stale.
 */
const NOT_REVIEWED = new Set([
  'version',
  'isApproved',
  'rejectionMessage',
  'createdAt',
  'updatedAt',
  'owner',
  'isActive',
  'plan',
  'planExpiresAt',
]);

/** A value with its object keys sorted, so that equal contents serialise alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

const sortedBy = <T>(items: readonly T[], key: (item: T) => string) =>
  [...items].sort((a, b) => key(a).localeCompare(key(b)));

/**
 * The version of a preview: a fingerprint of everything it shows that approval
 * publishes: the record's fields, its catalogue names, its business's name and, for an edit of
 * an approved record, the revision's id and its proposed form. An approval or a rejection names
 * it; the record or its revision changed since (another edit by the seller) gives another
 * version, so the decision answers 409 instead of deciding on what the administrator never saw.
 * Saving the same form again changes nothing that is shown, and keeps the version.
 */
export function previewVersion(item: Omit<ApprovalItem, 'version'>): string {
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (!NOT_REVIEWED.has(key)) shown[key] = value;
  }
  // Sets read from link tables come in no fixed order.
  if (Array.isArray(shown.subCategories))
    shown.subCategories = sortedBy(shown.subCategories as string[], (name) => name);
  if (Array.isArray(shown.colors))
    shown.colors = sortedBy(
      shown.colors as Array<{ color: string; colorName: string }>,
      (c) => `${c.color} ${c.colorName}`,
    );
  if (shown.business && typeof shown.business === 'object') {
    const { isApproved: _approved, ...business } = shown.business as Record<string, unknown>;
    shown.business = business;
  }
  if (shown.revision && typeof shown.revision === 'object') {
    const revision = shown.revision as { _id: string; fields: Record<string, unknown> };
    shown.revision = { _id: revision._id, fields: revision.fields };
  }
  return createHash('sha256')
    .update(JSON.stringify(canonical(shown)))
    .digest('base64url')
    .slice(0, 32);
}

/** A preview with its version. */
export const versioned = <T extends Omit<ApprovalItem, 'version'>>(item: T) =>
  ({ ...item, version: previewVersion(item) }) as T & { version: string };
