import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { LIMITS } from '@haat/shared';
import { createdAt, id, maxItems, timestamptz, tsvector, updatedAt } from './columns.ts';
import { businesses } from './businesses.ts';
import { brands, categories, colors, subCategories } from './catalog.ts';

/** Rupees with two decimals, read as numbers. */
const price = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

const priceChecks = (
  table: string,
  t: { pricePerUnit: AnyPgColumn; sellingPrice: AnyPgColumn },
) => [
  check(`${table}_price_per_unit_check`, sql`${t.pricePerUnit} >= 0`),
  check(`${table}_selling_price_check`, sql`${t.sellingPrice} >= 0`),
  // A selling price may not exceed the M.R.P. (DESIGN.md §4).
  check(`${table}_selling_le_mrp_check`, sql`${t.sellingPrice} <= ${t.pricePerUnit}`),
];

// The columns and indexes a product and a service share; each table adds its own between them.
const listingKeys = () => ({
  id: id(),
  fkBusinessId: uuid('fk_business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'restrict' }),
  fkCategoryId: uuid('fk_category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'restrict' }),
});

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

const listingContent = () => ({
  name: text('name').notNull(),
  images: textList('images'),
  /** M.R.P. */
  pricePerUnit: price('price_per_unit'),
  sellingPrice: price('selling_price'),
  tags: textList('tags'),
});

const listingState = () => ({
  isActive: boolean('is_active').notNull().default(true),
  isApproved: boolean('is_approved').notNull().default(false),
  rejectionMessage: text('rejection_message'),
  deletedAt: timestamptz('deleted_at'),
  views: integer('views').notNull().default(0),
  /**
   * name A, tags + category + sub-categories B, a product's brand C, description D
   * (trigger-maintained).
   */
  searchVector: tsvector('search_vector'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The shared columns as a table's index builder sees them. */
type ListingColumns = Record<
  | keyof ReturnType<typeof listingKeys>
  | keyof ReturnType<typeof listingContent>
  | keyof ReturnType<typeof listingState>,
  ExtraConfigColumn
>;

/**
 * A listing is public when it is approved, active and not deleted, and so is its business.
 * The partial indexes serve the public sorts (New Arrivals, A-Z, Z-A) and price filters.
 */
function listingIndexes(table: 'products' | 'services', t: ListingColumns) {
  const isPublic = sql`${t.isApproved} and ${t.isActive} and ${t.deletedAt} is null`;
  return [
    index(`${table}_business_idx`).on(t.fkBusinessId, t.createdAt.desc()),
    index(`${table}_category_idx`).on(t.fkCategoryId),
    // New Arrivals pages walk this index in order (id breaks ties); fk_business_id lets the
    // visibility join and the total read the index only (docs/performance.md).
    index(`${table}_public_created_idx`)
      .on(t.createdAt.desc(), t.id.desc(), t.fkBusinessId)
      .where(isPublic),
    // A-Z and Z-A ignore case.
    index(`${table}_public_name_idx`)
      .on(sql`lower(${t.name})`, t.id)
      .where(isPublic),
    index(`${table}_public_category_idx`).on(t.fkCategoryId, t.createdAt.desc()).where(isPublic),
    // Near me: a business's public listings newest first, for the nearest-first
    // walk that stops after the page, and read index-only by the total near a position.
    index(`${table}_public_business_idx`)
      .on(t.fkBusinessId, t.createdAt.desc(), t.id.desc())
      .where(isPublic),
    index(`${table}_public_price_idx`).on(t.sellingPrice).where(isPublic),
    index(`${table}_public_views_idx`).on(t.views.desc()).where(isPublic),
    index(`${table}_pending_idx`)
      .on(t.createdAt)
      .where(
        sql`${t.isApproved} = false and ${t.rejectionMessage} is null and ${t.deletedAt} is null`,
      ),
    index(`${table}_search_idx`).using('gin', t.searchVector),
    index(`${table}_name_trgm_idx`).using('gin', t.name.op('gin_trgm_ops')),
    check(`${table}_images_check`, maxItems(t.images, LIMITS.imagesPerListing)),
    check(`${table}_tags_check`, maxItems(t.tags, LIMITS.tags)),
    check(`${table}_views_check`, sql`${t.views} >= 0`),
    ...priceChecks(table, t),
  ];
}

export const products = pgTable(
  'products',
  {
    ...listingKeys(),
    fkBrandId: uuid('fk_brand_id').references(() => brands.id, { onDelete: 'set null' }),
    sku: text('sku'),
    ...listingContent(),
    description: text('description'),
    specifications: textList('specifications'),
    disclaimer: textList('disclaimer'),
    ...listingState(),
  },
  (t) => [
    ...listingIndexes('products', t),
    index('products_brand_idx').on(t.fkBrandId),
    check('products_specifications_check', maxItems(t.specifications, LIMITS.specifications)),
    check('products_disclaimer_check', maxItems(t.disclaimer, LIMITS.disclaimers)),
  ],
);

export const productSubCategories = pgTable(
  'product_sub_categories',
  {
    fkProductId: uuid('fk_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fkSubCategoryId: uuid('fk_sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.fkProductId, t.fkSubCategoryId] }),
    index('product_sub_categories_sub_category_idx').on(t.fkSubCategoryId, t.fkProductId),
  ],
);

export const productColors = pgTable(
  'product_colors',
  {
    fkProductId: uuid('fk_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fkColorId: uuid('fk_color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.fkProductId, t.fkColorId] }),
    index('product_colors_color_idx').on(t.fkColorId, t.fkProductId),
  ],
);

export const services = pgTable(
  'services',
  {
    ...listingKeys(),
    ...listingContent(),
    description: text('description').notNull(),
    ...listingState(),
  },
  (t) => listingIndexes('services', t),
);

export const serviceSubCategories = pgTable(
  'service_sub_categories',
  {
    fkServiceId: uuid('fk_service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    fkSubCategoryId: uuid('fk_sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.fkServiceId, t.fkSubCategoryId] }),
    index('service_sub_categories_sub_category_idx').on(t.fkSubCategoryId, t.fkServiceId),
  ],
);
