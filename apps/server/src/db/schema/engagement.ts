import { sql } from 'drizzle-orm';
import type { NotificationMessage } from '@haat/shared';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, phoneCheck, timestamptz, updatedAt } from './columns.ts';
import { users } from './users.ts';
import { categories, subCategories } from './catalog.ts';
import { cities } from './locations.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    fkUserId: uuid('fk_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The English text: what the API answers and what older rows alone have. */
    notification: text('notification').notNull(),
    /**
     * The same as a key and values (packages/shared notification-messages.ts), so the web app
     * can show it in the reader's language; null for a note a user wrote to themselves and for
     * rows written before notifications were stored as keys (docs/decisions/011-hindi.md).
     */
    message: jsonb('message').$type<NotificationMessage>(),
    /** A web path to open, e.g. /userAdmin/businesses/products/leads/{id}. */
    redirect: text('redirect'),
    isMarkedRead: boolean('is_marked_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.fkUserId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.fkUserId)
      .where(sql`${t.isMarkedRead} = false`),
  ],
);

/** The fixed plans ('Plan A', 'Plan B', 'Plan C'); seeded from packages/shared PLANS. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: text('id').primaryKey(),
    label: text('label').notNull(),
    duration: text('duration').notNull(),
    months: integer('months').notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    discount: text('discount').notNull().default(''),
  },
  (t) => [
    check('subscription_plans_months_check', sql`${t.months} > 0`),
    check('subscription_plans_price_check', sql`${t.price} >= 0`),
  ],
);

export const SUBSCRIPTION_REQUEST_STATUSES = ['open', 'done'] as const;

/** 'Get Started' on a plan: an administrator activates it and closes the request. */
export const subscriptionRequests = pgTable(
  'subscription_requests',
  {
    id: id(),
    fkUserId: uuid('fk_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    status: text('status', { enum: SUBSCRIPTION_REQUEST_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscription_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('subscription_requests_user_idx').on(t.fkUserId, t.createdAt.desc()),
    check('subscription_requests_status_check', oneOf(t.status, SUBSCRIPTION_REQUEST_STATUSES)),
  ],
);

/**
 * Banners: no category means the home page; no city means All Over India. A sub-category banner
 * narrows a category banner further.
 */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    images: text('images').array().notNull(),
    /**
     * The same banners with their words in Hindi: a banner's text is drawn into its
     * images, so Hindi pages show these when there are some, else `images`.
     */
    imagesHi: text('images_hi').array(),
    fkCategoryId: uuid('fk_category_id').references(() => categories.id, { onDelete: 'cascade' }),
    fkSubCategoryId: uuid('fk_sub_category_id').references(() => subCategories.id, {
      onDelete: 'cascade',
    }),
    fkCityId: uuid('fk_city_id').references(() => cities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('banners_scope_idx').on(t.fkCityId, t.fkCategoryId, t.fkSubCategoryId),
    check('banners_images_check', sql`cardinality(${t.images}) >= 1`),
    check('banners_images_hi_check', sql`${t.imagesHi} is null or cardinality(${t.imagesHi}) >= 1`),
  ],
);

export const LISTING_TYPES = ['product', 'service', 'business'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/**
 * One row per visitor, listing and day: a repeated view the same day is not counted twice.
 * `visitorHash` is a salted hash of the visitor's address (an IPv4 address, an IPv6 /64; not the
 * browser, which a caller chooses at will), never the raw address. Trending counts these rows:
 * distinct addresses.
 */
export const listingViews = pgTable(
  'listing_views',
  {
    listingType: text('listing_type', { enum: LISTING_TYPES }).notNull(),
    listingId: uuid('listing_id').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listingType, t.listingId, t.day, t.visitorHash] }),
    index('listing_views_day_idx').on(t.day, t.listingType),
    // Trending: the views of one kind over the last 30 days, read from the index alone.
    index('listing_views_type_day_idx').on(t.listingType, t.day, t.listingId),
    check('listing_views_type_check', oneOf(t.listingType, LISTING_TYPES)),
  ],
);

/**
 * The Contact Us form (what happens to a message is not shown to the sender; we keep it for
 * admins).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    phoneNo: text('phone_no'),
    email: text('email'),
    message: text('message').notNull(),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    check('contact_messages_phone_no_check', phoneCheck(t.phoneNo)),
  ],
);

/** Every administrative change, with the record before and after. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    /** A UUID for most records, a plan id for plans: kept as text. */
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
    index('admin_audit_log_admin_idx').on(t.adminId, t.createdAt.desc()),
    index('admin_audit_log_created_idx').on(t.createdAt.desc()),
  ],
);
