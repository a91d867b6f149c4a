import { sql } from 'drizzle-orm';
import { PUBLIC_MSG, type PublicBanners } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows, and } from '../../db/query.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  PAGE_TTL_MS,
  STRIP_STALE_MS,
  byActivity,
  memo,
  productCards,
  subCategoryActivity,
  subCategoryCards,
  trendingListingIds,
} from '../discovery/service.ts';

// Spec §7 /public/landingPage, banners and demographics: the home page and the banner strips.

type BannerRow = {
  images: string[];
  imagesHi: string[] | null;
  fkCategoryId: string | null;
  fkSubCategoryId: string | null;
  fkCityId: string | null;
  category: string | null;
  categoryHi: string | null;
};

export type BannerScope = { city?: string; fkCategoryId?: string; fkSubCategoryId?: string };

/**
 * The banners of a page (a banner has images, a category and fkCategoryId). The most specific
 * banners win: a sub-category's over its category's, a city's over All Over India's; the home
 * page has the banners without a category. Several banners of the same scope share the strip.
 * A sub-category page's answer also names the sub-category (its header, in either language).
 */
export async function findBanners(
  db: Database,
  scope: BannerScope,
): Promise<{ banners: PublicBanners }> {
  let categoryId = scope.fkCategoryId;
  let subCategory: { subCategory: string; subCategoryHi: string | null } | undefined;
  if (scope.fkSubCategoryId) {
    const [sub] = await rows<{
      fkCategoryId: string;
      subCategory: string;
      subCategoryHi: string | null;
    }>(
      db,
      sql`select fk_category_id as "fkCategoryId", sub_category as "subCategory", sub_category_hi as "subCategoryHi"
            from sub_categories where id = ${scope.fkSubCategoryId}`,
    );
    if (!sub) throw notFound(PUBLIC_MSG.subCategoryNotFound);
    categoryId = sub.fkCategoryId;
    subCategory = { subCategory: sub.subCategory, subCategoryHi: sub.subCategoryHi };
  }
  const place = scope.city
    ? sql`(bn.fk_city_id is null or bn.fk_city_id in (select id from cities where name = ${scope.city}))`
    : sql`bn.fk_city_id is null`;
  const page = scope.fkSubCategoryId
    ? sql`(bn.fk_sub_category_id = ${scope.fkSubCategoryId} or (bn.fk_sub_category_id is null and bn.fk_category_id = ${categoryId}))`
    : categoryId
      ? sql`bn.fk_sub_category_id is null and bn.fk_category_id = ${categoryId}`
      : sql`bn.fk_sub_category_id is null and bn.fk_category_id is null`;
  const found = await rows<BannerRow>(
    db,
    sql`select bn.images, bn.images_hi as "imagesHi", bn.fk_category_id as "fkCategoryId",
               bn.fk_sub_category_id as "fkSubCategoryId", bn.fk_city_id as "fkCityId",
               c.category, c.category_hi as "categoryHi"
          from banners bn left join categories c on c.id = bn.fk_category_id
         where ${and(page, place)}
         order by bn.created_at desc, bn.id`,
  );
  const rank = (row: BannerRow) => (row.fkSubCategoryId ? 2 : 0) + (row.fkCityId ? 1 : 0);
  const best = Math.max(-1, ...found.map(rank));
  const chosen = found.filter((row) => rank(row) === best);
  const images = [...new Set(chosen.flatMap((row) => row.images))];
  // In Hindi a banner without Hindi images keeps its own place in the strip with its English ones.
  const imagesHi = chosen.some((row) => row.imagesHi?.length)
    ? [...new Set(chosen.flatMap((row) => (row.imagesHi?.length ? row.imagesHi : row.images)))]
    : null;
  return {
    banners: {
      images,
      imagesHi,
      category: chosen[0]?.category ?? null,
      categoryHi: chosen[0]?.categoryHi ?? null,
      fkCategoryId: chosen[0]?.fkCategoryId ?? categoryId ?? null,
      ...subCategory,
    },
  };
}

type PromotedRow = { subCategoryId: string; productIds: string[] };

/**
 * Which sub-categories the home page promotes and which of their products, per city and size:
 * ranking them counts the views of every listing of each sub-category, one after another
 * (most of a second at 1,000,000 products: docs/performance.md, "Figures that were in code
 * comments"), the same for every visitor. Reused for PAGE_TTL_MS, as long as browsers may keep the
 * answer; the cards check visibility again on every call.
 */
const promotedRows = memo<PromotedRow[]>(PAGE_TTL_MS, 200, { staleMs: STRIP_STALE_MS });

async function rankPromotedRows(
  db: Database,
  now: Date,
  query: { productLimit: number; limit: number; city?: string },
): Promise<PromotedRow[]> {
  const activity = await subCategoryActivity(db, now, { kind: 'product' });
  const ordered = [...activity.keys()].sort(
    byActivity<string>(
      activity,
      (id) => id,
      (id) => id,
    ),
  );
  const ranked: PromotedRow[] = [];
  for (const subCategoryId of ordered) {
    if (ranked.length >= query.limit) break;
    const productIds = await trendingListingIds(
      db,
      now,
      { kind: 'product', city: query.city, subCategoryIds: [subCategoryId] },
      query.productLimit,
    );
    if (productIds.length) ranked.push({ subCategoryId, productIds });
  }
  return ranked;
}

/**
 * The promoted sub-category rows of the home page: trending product sub-categories (30-day
 * views, then recent listings), each with up to `productLimit` trending products.
 */
export async function demographics(
  deps: AppDeps,
  query: { productLimit: number; limit: number; city?: string },
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const ranked = await promotedRows.through(
    db,
    `${query.city ?? ''}|${query.productLimit}|${query.limit}`,
    now.getTime(),
    () => rankPromotedRows(db, now, query),
  );
  const [subCategories, productsByRow] = await Promise.all([
    subCategoryCards(
      db,
      ranked.map((row) => row.subCategoryId),
    ),
    Promise.all(ranked.map((row) => productCards(db, now, row.productIds, row.subCategoryId))),
  ]);
  const subCategoryById = new Map(subCategories.map((card) => [card._id, card]));
  const rowsOut = ranked.flatMap((row, i) => {
    const subCategory = subCategoryById.get(row.subCategoryId);
    const products = productsByRow[i] ?? [];
    // A row whose products all left the public pages since it was ranked is not shown.
    return subCategory && products.length ? [{ subCategory, products }] : [];
  });
  return { demographics: { subCategoriesWithProducts: rowsOut } };
}

/** The home page in one call: the city's banners and the promoted rows. */
export async function landingPage(
  deps: AppDeps,
  query: { productLimit: number; limit: number; city?: string },
) {
  const { banners } = await findBanners(deps.database.db, { city: query.city });
  return { banners, ...(await demographics(deps, query)) };
}
