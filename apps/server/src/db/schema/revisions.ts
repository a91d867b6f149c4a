import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '@haat/shared';
import { createdAt, id, maxItems, oneOf, timestamptz, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const REVISION_KINDS = ['business', 'product', 'service'] as const;
export const REVISION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * An edit of an approved business, product or service (DESIGN.md §4): the approved
 * record stays public and unchanged while the edit waits here; approving copies it onto the
 * record, rejecting keeps the record and records the message (docs/decisions/022).
 * At most one open (pending or rejected) revision per record: a new edit replaces it.
 */
export const listingRevisions = pgTable(
  'listing_revisions',
  {
    id: id(),
    entityType: text('entity_type', { enum: REVISION_KINDS }).notNull(),
    /** The business, product or service (by entityType) the edit is for. */
    entityId: uuid('entity_id').notNull(),
    /** Who made the edit (the owner). */
    fkUserId: uuid('fk_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The whole proposed form as the create schema validated it, without its images. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** The proposed pictures (media references), kept apart for the upload sweep. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: REVISION_STATUSES }).notNull().default('pending'),
    rejectionMessage: text('rejection_message'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('listing_revisions_open_idx')
      .on(t.entityType, t.entityId)
      .where(sql`${t.status} <> 'approved'`),
    index('listing_revisions_pending_idx')
      .on(t.entityType, t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
    check('listing_revisions_entity_type_check', oneOf(t.entityType, REVISION_KINDS)),
    check('listing_revisions_status_check', oneOf(t.status, REVISION_STATUSES)),
    check('listing_revisions_images_check', maxItems(t.images, LIMITS.imagesPerListing)),
    check(
      'listing_revisions_rejection_check',
      sql`(${t.status} = 'rejected') = (${t.rejectionMessage} is not null)`,
    ),
  ],
);
