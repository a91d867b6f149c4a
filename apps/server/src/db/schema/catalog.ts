import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CATEGORY_TYPES } from '@haat/shared';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

/** Product and service categories; `category` is the display name. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    type: text('type', { enum: CATEGORY_TYPES }).notNull(),
    category: text('category').notNull(),
    /** The name in Hindi; none: Hindi pages show the English name. */
    categoryHi: text('category_hi'),
    /** Media key. */
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_type_category_key').on(t.type, t.category),
    check('categories_type_check', oneOf(t.type, CATEGORY_TYPES)),
  ],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: id(),
    fkCategoryId: uuid('fk_category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategory: text('sub_category').notNull(),
    /** The name in Hindi; none: Hindi pages show the English name. */
    subCategoryHi: text('sub_category_hi'),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sub_categories_category_name_key').on(t.fkCategoryId, t.subCategory),
    index('sub_categories_name_trgm_idx').using('gin', t.subCategory.op('gin_trgm_ops')),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    brand: text('brand').notNull(),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brands_brand_key').on(t.brand)],
);

/**
 * Which brands a sub-category offers (the sub-category's fkBrandsIds;
 * docs/decisions/001-data-model.md).
 */
export const subCategoryBrands = pgTable(
  'sub_category_brands',
  {
    fkSubCategoryId: uuid('fk_sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    fkBrandId: uuid('fk_brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.fkSubCategoryId, t.fkBrandId] }),
    index('sub_category_brands_brand_idx').on(t.fkBrandId),
  ],
);

/** `color` is a #rrggbb hex value, `colorName` its name. */
export const colors = pgTable(
  'colors',
  {
    id: id(),
    color: text('color').notNull(),
    colorName: text('color_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('colors_color_name_key').on(t.colorName),
    check('colors_color_check', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);
