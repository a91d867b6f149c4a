import { eq, inArray } from 'drizzle-orm';
import type { CatalogKind } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  brands,
  categories,
  colors,
  subCategories,
  subCategoryBrands,
} from '../../db/schema/index.ts';

// The catalogue's names, read once per file, so that a row's category, sub-categories, brand and
// colours are found by name (ignoring case and spaces around them) and an export writes them back.

export const nameKey = (name: string) => name.trim().toLocaleLowerCase('en-IN');

export type CatalogNames = {
  categoryId: Map<string, string>;
  categoryName: Map<string, string>;
  /** category id → sub-category name key → id */
  subCategoryId: Map<string, Map<string, string>>;
  subCategoryName: Map<string, string>;
  /** sub-category id → brand name key → brand id */
  brandIdIn: Map<string, Map<string, string>>;
  brandName: Map<string, string>;
  /** colour name (or hex code) key → id */
  colorId: Map<string, string>;
  colorName: Map<string, string>;
};

export async function loadCatalogNames(db: Database, kind: CatalogKind): Promise<CatalogNames> {
  const categoryRows = await db
    .select({ id: categories.id, name: categories.category })
    .from(categories)
    .where(eq(categories.type, kind));
  const categoryIds = categoryRows.map((row) => row.id);
  const subRows = categoryIds.length
    ? await db
        .select({
          id: subCategories.id,
          name: subCategories.subCategory,
          parent: subCategories.fkCategoryId,
        })
        .from(subCategories)
        .where(inArray(subCategories.fkCategoryId, categoryIds))
    : [];
  const names: CatalogNames = {
    categoryId: new Map(categoryRows.map((row) => [nameKey(row.name), row.id])),
    categoryName: new Map(categoryRows.map((row) => [row.id, row.name])),
    subCategoryId: new Map(),
    subCategoryName: new Map(subRows.map((row) => [row.id, row.name])),
    brandIdIn: new Map(),
    brandName: new Map(),
    colorId: new Map(),
    colorName: new Map(),
  };
  for (const row of subRows) {
    const inCategory = names.subCategoryId.get(row.parent) ?? new Map<string, string>();
    inCategory.set(nameKey(row.name), row.id);
    names.subCategoryId.set(row.parent, inCategory);
  }
  if (kind === 'product') {
    const [brandRows, colorRows] = await Promise.all([
      db
        .select({ sub: subCategoryBrands.fkSubCategoryId, id: brands.id, name: brands.brand })
        .from(subCategoryBrands)
        .innerJoin(brands, eq(brands.id, subCategoryBrands.fkBrandId)),
      db.select({ id: colors.id, hex: colors.color, name: colors.colorName }).from(colors),
    ]);
    for (const row of brandRows) {
      const offered = names.brandIdIn.get(row.sub) ?? new Map<string, string>();
      offered.set(nameKey(row.name), row.id);
      names.brandIdIn.set(row.sub, offered);
      names.brandName.set(row.id, row.name);
    }
    for (const row of colorRows) {
      names.colorId.set(nameKey(row.hex), row.id);
      names.colorId.set(nameKey(row.name), row.id);
      names.colorName.set(row.id, row.name);
    }
  }
  return names;
}
