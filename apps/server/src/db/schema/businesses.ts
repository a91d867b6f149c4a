import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CATEGORY_TYPES, LIMITS, type WorkingHours } from '@haat/shared';
import {
  createdAt,
  id,
  maxItems,
  oneOf,
  phoneCheck,
  timestamptz,
  tsvector,
  updatedAt,
} from './columns.ts';
import { users } from './users.ts';

/**
 * Every shop address a business has had, the current one included (businesses.slug): an address
 * is never given to another business, so an old link leads to its shop for good.
 */
export const businessSlugs = pgTable(
  'business_slugs',
  {
    slug: text('slug').primaryKey(),
    fkBusinessId: uuid('fk_business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_slugs_business_idx').on(t.fkBusinessId),
    check('business_slugs_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Public when approved, active and not deleted; deletion is soft so leads stay readable. */
export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    fkUserId: uuid('fk_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    businessType: text('business_type', { enum: CATEGORY_TYPES }).notNull(),
    /** Media keys, at most 6. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull(),
    website: text('website'),
    phoneNo: text('phone_no').notNull(),
    gst: text('gst'),
    /** Month of establishment, 'YYYY-MM'. */
    doe: text('doe'),
    fb: text('fb'),
    insta: text('insta'),
    address: text('address').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    pinCode: text('pin_code').notNull(),
    workingHours: jsonb('working_hours').$type<WorkingHours>(),
    /**
     * The hours of the week (0 = Monday 00:00 IST … 167) it is open, from workingHours by the
     * shared rule (openWeekHours): "open now" is one containment test. Null: no hours.
     */
    openHours: smallint('open_hours').array(),
    /** Where it is: the seller's pin, the administrator's correction or the city's centre. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationSource: text('location_source', { enum: ['seller', 'admin', 'city'] }),
    isApproved: boolean('is_approved').notNull().default(false),
    rejectionMessage: text('rejection_message'),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamptz('deleted_at'),
    views: integer('views').notNull().default(0),
    /**
     * The average (one decimal) and number of its published reviews, recomputed in
     * the database in the transaction of every change to them (modules/reviews/aggregate.ts).
     */
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Its shop address: the page /shop/{slug}. Every address it has had is a row
     * of business_slugs (old ones redirect); given by modules/shop/service.ts.
     */
    slug: text('slug'),
    /**
     * The seller's own domain, recorded by an administrator who verified it (lower case, no
     * port): requests on it go to the shop page (modules/shop/domains.ts).
     */
    domain: text('domain'),
    /** name A, tags B, city and address C, description D (trigger-maintained). */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('businesses_user_idx').on(t.fkUserId, t.createdAt.desc()),
    index('businesses_public_created_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.isApproved} and ${t.isActive} and ${t.deletedAt} is null`),
    index('businesses_public_city_idx')
      .on(t.city, t.createdAt.desc())
      .where(sql`${t.isApproved} and ${t.isActive} and ${t.deletedAt} is null`),
    index('businesses_pending_idx')
      .on(t.createdAt)
      .where(
        sql`${t.isApproved} = false and ${t.rejectionMessage} is null and ${t.deletedAt} is null`,
      ),
    // Top Rated: public businesses best first; a listing query walks it and each
    // business's listings (products_business_idx), so a page stops early.
    index('businesses_public_rating_idx')
      .on(t.ratingAverage.desc().nullsLast(), t.ratingCount.desc(), t.id.desc())
      .where(sql`${t.isApproved} and ${t.isActive} and ${t.deletedAt} is null`),
    // Near me: the radius box and the nearest-first walk of public businesses
    // (cube and earthdistance, on PostgreSQL and PGlite; modules/discovery/nearby.ts). On
    // earth_at, earthdistance's ll_to_earth with every name qualified (migration 0013), so that
    // pg_restore can rebuild it.
    index('businesses_public_earth_idx')
      .using('gist', sql`earth_at(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.isApproved} and ${t.isActive} and ${t.deletedAt} is null`),
    uniqueIndex('businesses_slug_idx').on(t.slug),
    uniqueIndex('businesses_domain_idx').on(t.domain),
    index('businesses_search_idx').using('gin', t.searchVector),
    index('businesses_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('businesses_type_check', oneOf(t.businessType, CATEGORY_TYPES)),
    check('businesses_images_check', maxItems(t.images, LIMITS.imagesPerListing)),
    check('businesses_tags_check', maxItems(t.tags, LIMITS.tags)),
    check('businesses_phone_no_check', phoneCheck(t.phoneNo)),
    check('businesses_pin_code_check', sql`${t.pinCode} ~ '^[0-9]{6}$'`),
    check('businesses_doe_check', sql`${t.doe} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('businesses_views_check', sql`${t.views} >= 0`),
    check('businesses_domain_check', sql`${t.domain} = lower(${t.domain})`),
    check(
      'businesses_location_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between 6 and 38 and ${t.longitude} between 68 and 98`,
    ),
    check(
      'businesses_location_source_check',
      sql`${t.locationSource} in ('seller', 'admin', 'city')`,
    ),
    check(
      'businesses_rating_check',
      sql`${t.ratingCount} >= 0 and (${t.ratingAverage} is null) = (${t.ratingCount} = 0)`,
    ),
  ],
);
