import { sql } from 'drizzle-orm';
import { PUBLIC_MSG, type CategoryType, type SubCategoryCard } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { KINDS } from '../../db/listing-kinds.ts';
import { idList, rows, and } from '../../db/query.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  byActivity,
  listingCards,
  subCategoryActivity,
  trendingListingIds,
} from '../discovery/service.ts';

// Spec §7 /public/category, /public/subCategory, /public/brand and /public/color reads. Category
// and sub-category names come with their Hindi form (`categoryHi`, `subCategoryHi`; null when
// there is none), which Hindi pages show.

type Page = { pageNo: number; perPage: number };
const offsetOf = (page: Page) => (page.pageNo - 1) * page.perPage;

type SubCategoryRow = {
  _id: string;
  subCategory: string;
  subCategoryHi: string | null;
  image: string | null;
  fkCategoryId: string;
  category: string;
  categoryHi: string | null;
  categoryImage: string | null;
};

const subCategoryCard = (sub: SubCategoryRow) => ({
  _id: sub._id,
  subCategory: sub.subCategory,
  subCategoryHi: sub.subCategoryHi,
  image: sub.image,
});

async function subCategoriesOfType(db: Database, type: CategoryType, categoryId?: string) {
  return rows<SubCategoryRow>(
    db,
    sql`select sc.id as "_id", sc.sub_category as "subCategory", sc.sub_category_hi as "subCategoryHi",
               sc.image, sc.fk_category_id as "fkCategoryId",
               c.category, c.category_hi as "categoryHi", c.image as "categoryImage"
          from sub_categories sc join categories c on c.id = sc.fk_category_id
         where ${and(sql`c.type = ${type}`, categoryId ? sql`c.id = ${categoryId}` : undefined)}
         order by sc.sub_category, sc.id`,
  );
}

async function categoryById(db: Database, id: string) {
  const [category] = await rows<{
    _id: string;
    category: string;
    categoryHi: string | null;
    image: string | null;
    type: CategoryType;
  }>(
    db,
    sql`select id as "_id", category, category_hi as "categoryHi", image, type from categories where id = ${id}`,
  );
  if (!category) throw notFound(PUBLIC_MSG.categoryNotFound);
  return category;
}

/**
 * The trending category strip: categories by the 30-day views of their listings (then by their
 * newest listing, then by name), each with its sub-categories in the same order.
 */
export async function trendingCategories(
  deps: AppDeps,
  query: { catLimit: number; subCatLimit: number; categoryType: CategoryType },
) {
  const db = deps.database.db;
  const [subs, activity] = [
    await subCategoriesOfType(db, query.categoryType),
    await subCategoryActivity(db, deps.clock.now(), { kind: query.categoryType }),
  ];
  const categories = new Map<
    string,
    {
      _id: string;
      category: string;
      categoryHi: string | null;
      image: string | null;
      subs: SubCategoryRow[];
    }
  >();
  const categoryActivity = new Map<string, { views: number; latest: number }>();
  for (const sub of subs) {
    const entry = categories.get(sub.fkCategoryId) ?? {
      _id: sub.fkCategoryId,
      category: sub.category,
      categoryHi: sub.categoryHi,
      image: sub.categoryImage,
      subs: [],
    };
    entry.subs.push(sub);
    categories.set(sub.fkCategoryId, entry);
    const own = activity.get(sub._id);
    const sum = categoryActivity.get(sub.fkCategoryId) ?? { views: 0, latest: 0 };
    categoryActivity.set(sub.fkCategoryId, {
      views: sum.views + (own?.views ?? 0),
      latest: Math.max(sum.latest, own?.latest ?? 0),
    });
  }
  const bySub = byActivity<SubCategoryRow>(
    activity,
    (sub) => sub._id,
    (sub) => sub.subCategory,
  );
  const trending = [...categories.values()]
    .sort(
      byActivity(
        categoryActivity,
        (c) => c._id,
        (c) => c.category,
      ),
    )
    .slice(0, query.catLimit)
    .map((category) => ({
      _id: category._id,
      category: category.category,
      categoryHi: category.categoryHi,
      image: category.image,
      subCategories: category.subs.sort(bySub).slice(0, query.subCatLimit).map(subCategoryCard),
    }));
  return { trendingCategories: trending };
}

/** Categories of a type with their sub-categories, by name. */
export async function fetchAllCategories(
  db: Database,
  query: Page & { categoryType: CategoryType },
) {
  const [categories, [count]] = [
    await rows<{
      _id: string;
      category: string;
      categoryHi: string | null;
      image: string | null;
      subCategories: { _id: string; subCategory: string; subCategoryHi: string | null }[];
    }>(
      db,
      sql`select c.id as "_id", c.category, c.category_hi as "categoryHi", c.image,
                 coalesce((select json_agg(json_build_object('_id', sc.id, 'subCategory', sc.sub_category, 'subCategoryHi', sc.sub_category_hi) order by sc.sub_category, sc.id)
                             from sub_categories sc where sc.fk_category_id = c.id), '[]'::json) as "subCategories"
            from categories c where c.type = ${query.categoryType}
           order by c.category, c.id limit ${query.perPage} offset ${offsetOf(query)}`,
    ),
    await rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from categories where type = ${query.categoryType}`,
    ),
  ];
  return { categories, total: count?.total ?? 0 };
}

/** Sub-category cards by trending (home strip). */
export async function trendingSubCategories(
  deps: AppDeps,
  query: { limit: number; categoryType: CategoryType },
) {
  const db = deps.database.db;
  const subs = await subCategoriesOfType(db, query.categoryType);
  const activity = await subCategoryActivity(db, deps.clock.now(), { kind: query.categoryType });
  const trending = subs
    .sort(
      byActivity<SubCategoryRow>(
        activity,
        (sub) => sub._id,
        (sub) => sub.subCategory,
      ),
    )
    .slice(0, query.limit)
    .map(subCategoryCard);
  return { trendingSubCategories: trending };
}

/**
 * The category page's trending rows: its sub-categories by trending, each with its trending
 * listings (`prodLimit`); sub-categories without a public listing are left out.
 */
export async function trendingInCategory(
  deps: AppDeps,
  query: {
    fkCategoryId: string;
    limit: number;
    prodLimit: number;
    categoryType?: CategoryType;
    city?: string;
  },
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const category = await categoryById(db, query.fkCategoryId);
  const kind = query.categoryType ?? category.type;
  const subs = await subCategoriesOfType(db, category.type, category._id);
  const activity = await subCategoryActivity(db, now, { kind, categoryId: category._id });
  subs.sort(
    byActivity<SubCategoryRow>(
      activity,
      (sub) => sub._id,
      (sub) => sub.subCategory,
    ),
  );
  const out = [];
  for (const sub of subs) {
    if (out.length >= query.limit) break;
    const ids = await trendingListingIds(
      db,
      now,
      { kind, city: query.city, subCategoryIds: [sub._id] },
      query.prodLimit,
    );
    if (!ids.length) continue;
    out.push({
      ...subCategoryCard(sub),
      [KINDS[kind].plural]: await listingCards(db, now, kind, ids, sub._id),
    });
  }
  return { trendingSubCategories: out };
}

/** Sub-categories of the chosen categories (the filter modal), all when none is chosen. */
export async function fetchAllSubCategories(
  db: Database,
  query: Page & { fkCategoriesIds?: string[]; categoryType?: CategoryType },
) {
  const where = and(
    query.fkCategoriesIds?.length
      ? sql`sc.fk_category_id in (${idList(query.fkCategoriesIds)})`
      : undefined,
    query.categoryType ? sql`c.type = ${query.categoryType}` : undefined,
  );
  const [subCategories, [count]] = [
    await rows<{
      _id: string;
      subCategory: string;
      subCategoryHi: string | null;
      image: string | null;
      fkCategoryId: string;
      fkBrandsIds: string[];
    }>(
      db,
      sql`select sc.id as "_id", sc.sub_category as "subCategory", sc.sub_category_hi as "subCategoryHi",
                 sc.image, sc.fk_category_id as "fkCategoryId",
                 coalesce((select array_agg(scb.fk_brand_id::text order by scb.fk_brand_id)
                             from sub_category_brands scb where scb.fk_sub_category_id = sc.id), '{}') as "fkBrandsIds"
            from sub_categories sc join categories c on c.id = sc.fk_category_id
           where ${where}
           order by sc.sub_category, sc.id limit ${query.perPage} offset ${offsetOf(query)}`,
    ),
    await rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from sub_categories sc join categories c on c.id = sc.fk_category_id where ${where}`,
    ),
  ];
  return { subCategories, total: count?.total ?? 0 };
}

/** The category page's infinite list of sub-category cards, with the category for its header. */
export async function categoriesAll(db: Database, query: Page & { fkCategoryId: string }) {
  const category = await categoryById(db, query.fkCategoryId);
  const [subCategories, [count]] = [
    await rows<SubCategoryCard>(
      db,
      sql`select id as "_id", sub_category as "subCategory", sub_category_hi as "subCategoryHi", image
            from sub_categories
           where fk_category_id = ${category._id}
           order by sub_category, id limit ${query.perPage} offset ${offsetOf(query)}`,
    ),
    await rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from sub_categories where fk_category_id = ${category._id}`,
    ),
  ];
  return { category, subCategories, total: count?.total ?? 0 };
}

/** Brands by id (the sub-categories' fkBrandsIds), or the brands of chosen sub-categories. */
export async function brandsOfSubCategories(
  db: Database,
  query: Page & { fkBrandsIds?: string[]; fkSubCategoriesIds?: string[] },
) {
  const where = and(
    query.fkBrandsIds?.length ? sql`br.id in (${idList(query.fkBrandsIds)})` : undefined,
    query.fkSubCategoriesIds?.length
      ? sql`br.id in (select scb.fk_brand_id from sub_category_brands scb where scb.fk_sub_category_id in (${idList(query.fkSubCategoriesIds)}))`
      : undefined,
  );
  const [brands, [count]] = [
    await rows<{ _id: string; brand: string; image: string | null }>(
      db,
      sql`select br.id as "_id", br.brand, br.image from brands br where ${where}
           order by lower(br.brand), br.id limit ${query.perPage} offset ${offsetOf(query)}`,
    ),
    await rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from brands br where ${where}`,
    ),
  ];
  return { brands, total: count?.total ?? 0 };
}

export async function fetchAllColors(db: Database, query: Page) {
  const [colors, [count]] = [
    await rows<{ _id: string; color: string; colorName: string }>(
      db,
      sql`select id as "_id", color, color_name as "colorName" from colors
           order by color_name, id limit ${query.perPage} offset ${offsetOf(query)}`,
    ),
    await rows<{ total: number }>(db, sql`select count(*)::int as total from colors`),
  ];
  return { colors, total: count?.total ?? 0 };
}
