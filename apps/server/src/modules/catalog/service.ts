import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type {
  CatalogBrand,
  CatalogCategory,
  CatalogColor,
  CatalogSubCategory,
  CategoryType,
} from '@haat/shared';
import { idSchema, MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  brands,
  categories,
  colors,
  subCategories,
  subCategoryBrands,
} from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';

// The catalogue as the seller forms read it (their pick lists), and the checks a product
// or service's category, sub-categories, brand and colours must pass.

const isId = (value: string) => idSchema.safeParse(value).success;

async function brandIdsBySubCategory(db: Database, subCategoryIds: string[]) {
  const map = new Map<string, string[]>();
  if (!subCategoryIds.length) return map;
  const links = await db
    .select({
      fkSubCategoryId: subCategoryBrands.fkSubCategoryId,
      fkBrandId: subCategoryBrands.fkBrandId,
    })
    .from(subCategoryBrands)
    .where(inArray(subCategoryBrands.fkSubCategoryId, subCategoryIds));
  for (const link of links)
    map.set(link.fkSubCategoryId, [...(map.get(link.fkSubCategoryId) ?? []), link.fkBrandId]);
  return map;
}

async function subCategoriesOf(db: Database, categoryIds: string[]) {
  if (!categoryIds.length) return [];
  const rows = await db
    .select({
      _id: subCategories.id,
      subCategory: subCategories.subCategory,
      subCategoryHi: subCategories.subCategoryHi,
      image: subCategories.image,
      fkCategoryId: subCategories.fkCategoryId,
    })
    .from(subCategories)
    .where(inArray(subCategories.fkCategoryId, categoryIds))
    .orderBy(asc(subCategories.subCategory));
  const brandsOf = await brandIdsBySubCategory(
    db,
    rows.map((row) => row._id),
  );
  return rows.map((row) => ({ ...row, fkBrandsIds: brandsOf.get(row._id) ?? [] }));
}

/** Categories of a type (both without one), A-Z, each with its sub-categories. */
export async function fetchCategories(
  db: Database,
  type?: CategoryType,
): Promise<{ categories: CatalogCategory[] }> {
  const rows = await db
    .select({
      _id: categories.id,
      category: categories.category,
      categoryHi: categories.categoryHi,
      type: categories.type,
      image: categories.image,
    })
    .from(categories)
    .where(type ? eq(categories.type, type) : undefined)
    .orderBy(asc(categories.category));
  const subs = await subCategoriesOf(
    db,
    rows.map((row) => row._id),
  );
  return {
    categories: rows.map((row) => ({
      ...row,
      subCategories: subs
        .filter((sub) => sub.fkCategoryId === row._id)
        .map(({ _id, subCategory, subCategoryHi, image, fkBrandsIds }): CatalogSubCategory => ({
          _id,
          subCategory,
          subCategoryHi,
          image,
          fkBrandsIds,
        })),
    })),
  };
}

/** Sub-categories of one category, A-Z, with the brands each offers. */
export async function fetchSubCategories(db: Database, fkCategoryId: string) {
  return { subCategories: await subCategoriesOf(db, [fkCategoryId]) };
}

type Page = { pageNo: number; perPage?: number | undefined };
const paging = (page: Page) =>
  page.perPage
    ? { limit: page.perPage, offset: (page.pageNo - 1) * page.perPage }
    : { limit: undefined, offset: 0 };

/** Brands A-Z; with fkBrandsIds only those, with fkSubCategoriesIds only those the sub-categories offer. */
export async function fetchBrands(
  db: Database,
  query: Page & { fkBrandsIds?: string[] | undefined; fkSubCategoriesIds?: string[] | undefined },
): Promise<{ brands: CatalogBrand[]; total: number }> {
  const filters = [];
  // inArray with an empty list matches nothing: no chosen sub-category, no brand.
  if (query.fkBrandsIds) filters.push(inArray(brands.id, query.fkBrandsIds));
  if (query.fkSubCategoriesIds) {
    const offered = db
      .selectDistinct({ id: subCategoryBrands.fkBrandId })
      .from(subCategoryBrands)
      .where(inArray(subCategoryBrands.fkSubCategoryId, query.fkSubCategoriesIds));
    filters.push(inArray(brands.id, offered));
  }
  const where = and(...filters);
  const { limit, offset } = paging(query);
  const base = db
    .select({ _id: brands.id, brand: brands.brand, image: brands.image })
    .from(brands)
    .where(where)
    .orderBy(asc(brands.brand))
    .offset(offset);
  const rows = limit ? await base.limit(limit) : await base;
  const [total] = await db.select({ n: count() }).from(brands).where(where);
  return { brands: rows, total: total?.n ?? 0 };
}

/** Colours by name. */
export async function fetchColors(
  db: Database,
  query: Page,
): Promise<{ colors: CatalogColor[]; total: number }> {
  const { limit, offset } = paging(query);
  const base = db
    .select({ _id: colors.id, color: colors.color, colorName: colors.colorName })
    .from(colors)
    .orderBy(asc(colors.colorName))
    .offset(offset);
  const rows = limit ? await base.limit(limit) : await base;
  const [total] = await db.select({ n: count() }).from(colors);
  return { colors: rows, total: total?.n ?? 0 };
}

/**
 * The catalogue rules of a product or service: the category exists and is of the
 * listing's type; every sub-category belongs to it; the brand (products) is one a chosen
 * sub-category offers; every colour exists. Breaks answer 400 with the rule's message.
 */
export async function checkListingCatalog(
  db: Database,
  type: CategoryType,
  input: {
    fkCategoryId: string;
    fkSubCategoriesIds: string[];
    fkBrandId?: string | undefined;
    fkColorIds?: string[];
  },
) {
  if (!isId(input.fkCategoryId)) throw badRequest(MSG.categoryInvalid);
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.fkCategoryId), eq(categories.type, type)));
  if (!category) throw badRequest(MSG.categoryInvalid);

  if (!input.fkSubCategoriesIds.length) throw badRequest(MSG.subCategoryRequired);
  if (!input.fkSubCategoriesIds.every(isId)) throw badRequest(MSG.subCategoryInvalid);
  const [subs] = await db
    .select({ n: count() })
    .from(subCategories)
    .where(
      and(
        inArray(subCategories.id, input.fkSubCategoriesIds),
        eq(subCategories.fkCategoryId, category.id),
      ),
    );
  if ((subs?.n ?? 0) !== input.fkSubCategoriesIds.length) throw badRequest(MSG.subCategoryInvalid);

  if (input.fkBrandId !== undefined) {
    if (!isId(input.fkBrandId)) throw badRequest(MSG.brandInvalid);
    const [offered] = await db
      .select({ n: count() })
      .from(subCategoryBrands)
      .where(
        and(
          eq(subCategoryBrands.fkBrandId, input.fkBrandId),
          inArray(subCategoryBrands.fkSubCategoryId, input.fkSubCategoriesIds),
        ),
      );
    if (!offered?.n) throw badRequest(MSG.brandInvalid);
  }

  const colorIds = input.fkColorIds ?? [];
  if (colorIds.length) {
    if (!colorIds.every(isId)) throw badRequest(MSG.colorInvalid);
    const [found] = await db
      .select({ n: count() })
      .from(colors)
      .where(inArray(colors.id, colorIds));
    if ((found?.n ?? 0) !== colorIds.length) throw badRequest(MSG.colorInvalid);
  }
}

// Names for the read forms of products and services, looked up in batches.

export async function categoriesByIds(db: Database, ids: string[]) {
  if (!ids.length) return new Map<string, { _id: string; category: string }>();
  const rows = await db
    .select({ _id: categories.id, category: categories.category })
    .from(categories)
    .where(inArray(categories.id, ids));
  return new Map(rows.map((row) => [row._id, row]));
}

export async function subCategoriesByIds(db: Database, ids: string[]) {
  if (!ids.length) return new Map<string, { _id: string; subCategory: string }>();
  const rows = await db
    .select({ _id: subCategories.id, subCategory: subCategories.subCategory })
    .from(subCategories)
    .where(inArray(subCategories.id, ids));
  return new Map(rows.map((row) => [row._id, row]));
}

export async function brandsByIds(db: Database, ids: string[]) {
  if (!ids.length) return new Map<string, CatalogBrand>();
  const rows = await db
    .select({ _id: brands.id, brand: brands.brand, image: brands.image })
    .from(brands)
    .where(inArray(brands.id, ids));
  return new Map(rows.map((row) => [row._id, row]));
}

export async function colorsByIds(db: Database, ids: string[]) {
  if (!ids.length) return new Map<string, CatalogColor>();
  const rows = await db
    .select({ _id: colors.id, color: colors.color, colorName: colors.colorName })
    .from(colors)
    .where(inArray(colors.id, ids));
  return new Map(rows.map((row) => [row._id, row]));
}
