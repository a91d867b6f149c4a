import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminBanner, PreSignedUpload } from '@haat/shared';
import { ADMIN_MSG, MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { banners, categories, cities, subCategories } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { planImages, removeImages } from '../../lib/storage/index.ts';
import { adminAction, recordId } from '../audit/service.ts';
import type { CatalogCtx } from './catalog-common.ts';

// Banners: per city (none: All Over India) and per page (no category: the home
// page; a category; a sub-category of it). The public pages pick the most specific ones
// (modules/landing findBanners), read on every request.

type BannerInput = {
  images: string[];
  /** Absent: kept on an update; null: none. */
  imagesHi?: string[] | null | undefined;
  fkCategoryId?: string | undefined;
  fkSubCategoryId?: string | undefined;
  fkCityId?: string | undefined;
};

async function readBanners(
  db: Database,
  where: SQL | undefined,
  page?: { pageNo: number; perPage: number },
) {
  const query = db
    .select({
      banner: banners,
      category: categories.category,
      subCategory: subCategories.subCategory,
      city: cities.name,
    })
    .from(banners)
    .leftJoin(categories, eq(categories.id, banners.fkCategoryId))
    .leftJoin(subCategories, eq(subCategories.id, banners.fkSubCategoryId))
    .leftJoin(cities, eq(cities.id, banners.fkCityId))
    .where(where)
    .orderBy(desc(banners.createdAt), desc(banners.id));
  const found = page
    ? await query.limit(page.perPage).offset((page.pageNo - 1) * page.perPage)
    : await query;
  return found.map(({ banner, category, subCategory, city }): AdminBanner => ({
    _id: banner.id,
    images: banner.images,
    imagesHi: banner.imagesHi,
    fkCategoryId: banner.fkCategoryId,
    category,
    fkSubCategoryId: banner.fkSubCategoryId,
    subCategory,
    fkCityId: banner.fkCityId,
    city,
    createdAt: banner.createdAt.toISOString(),
  }));
}

/** GET /api/admin/banner/fetchAll {fkCityId?, fkCategoryId?}: newest first. */
export async function listBanners(
  db: Database,
  query: {
    fkCityId?: string | undefined;
    fkCategoryId?: string | undefined;
    pageNo: number;
    perPage: number;
  },
) {
  const where = and(
    query.fkCityId ? eq(banners.fkCityId, recordId(query.fkCityId)) : undefined,
    query.fkCategoryId ? eq(banners.fkCategoryId, recordId(query.fkCategoryId)) : undefined,
  );
  const [list, [total]] = await Promise.all([
    readBanners(db, where, query),
    db.select({ n: count() }).from(banners).where(where),
  ]);
  return { banners: list, total: total?.n ?? 0 };
}

async function readBanner(db: Database, id: string) {
  const [banner] = await readBanners(db, eq(banners.id, id));
  if (!banner) throw notFound();
  return banner;
}

/** Checks the scope: the category exists, the sub-category is one of its, the city exists. */
async function checkScope(db: Database, input: BannerInput) {
  let fkCategoryId = input.fkCategoryId ? recordId(input.fkCategoryId, MSG.categoryInvalid) : null;
  const fkSubCategoryId = input.fkSubCategoryId
    ? recordId(input.fkSubCategoryId, MSG.subCategoryInvalid)
    : null;
  if (fkSubCategoryId) {
    const [sub] = await db
      .select({ fkCategoryId: subCategories.fkCategoryId })
      .from(subCategories)
      .where(eq(subCategories.id, fkSubCategoryId));
    if (!sub) throw badRequest(MSG.subCategoryInvalid);
    if (fkCategoryId && fkCategoryId !== sub.fkCategoryId) {
      throw badRequest(ADMIN_MSG.bannerSubCategoryNeedsCategory);
    }
    fkCategoryId = sub.fkCategoryId;
  }
  if (fkCategoryId) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, fkCategoryId));
    if (!category) throw badRequest(MSG.categoryInvalid);
  }
  const fkCityId = input.fkCityId ? recordId(input.fkCityId, MSG.cityRequired) : null;
  if (fkCityId) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, fkCityId));
    if (!city) throw badRequest(MSG.cityRequired);
  }
  return { fkCategoryId, fkSubCategoryId, fkCityId };
}

const snapshot = (row: typeof banners.$inferSelect) => ({
  images: row.images,
  imagesHi: row.imagesHi,
  fkCategoryId: row.fkCategoryId,
  fkSubCategoryId: row.fkSubCategoryId,
  fkCityId: row.fkCityId,
});

type SavedBanner = {
  banner: AdminBanner;
  imagesPreSignedUrls: PreSignedUpload[];
  /** The uploads of new Hindi images. */
  imagesHiPreSignedUrls: PreSignedUpload[];
};

/** POST /api/admin/banner/create: answers an upload URL per new image (as listings do). */
export async function createBanner(
  { deps, storage, adminId }: CatalogCtx,
  input: BannerInput,
): Promise<SavedBanner> {
  const db = deps.database.db;
  const scope = await checkScope(db, input);
  const plan = await planImages(storage, deps.clock.now(), [], input.images);
  const planHi = await planImages(storage, deps.clock.now(), [], input.imagesHi ?? []);
  const id = await adminAction(deps, adminId, async (ctx) => {
    const [row] = await ctx.tx
      .insert(banners)
      .values({
        ...scope,
        images: plan.images,
        imagesHi: planHi.images.length ? planHi.images : null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    await ctx.audit({
      action: 'create',
      entityType: 'banner',
      entityId: row!.id,
      after: snapshot(row!),
    });
    return row!.id;
  });
  return {
    banner: await readBanner(db, id),
    imagesPreSignedUrls: plan.uploads,
    imagesHiPreSignedUrls: planHi.uploads,
  };
}

/** PUT /api/admin/banner/update: images it no longer lists are deleted once saved. */
export async function updateBanner(
  { deps, storage, adminId, log }: CatalogCtx,
  input: BannerInput & { id: string },
): Promise<SavedBanner> {
  const db = deps.database.db;
  const id = recordId(input.id);
  const [current] = await db.select().from(banners).where(eq(banners.id, id));
  if (!current) throw notFound();
  const scope = await checkScope(db, input);
  const plan = await planImages(storage, deps.clock.now(), current.images, input.images);
  const currentHi = current.imagesHi ?? [];
  const planHi = await planImages(
    storage,
    deps.clock.now(),
    currentHi,
    input.imagesHi === undefined ? currentHi : (input.imagesHi ?? []),
  );
  await adminAction(deps, adminId, async (ctx) => {
    const [row] = await ctx.tx
      .update(banners)
      .set({ ...scope, images: plan.images, imagesHi: planHi.images.length ? planHi.images : null })
      .where(eq(banners.id, id))
      .returning();
    await ctx.audit({
      action: 'update',
      entityType: 'banner',
      entityId: id,
      before: snapshot(current),
      after: snapshot(row!),
    });
  });
  await removeImages(storage, [...plan.removed, ...planHi.removed], log);
  return {
    banner: await readBanner(db, id),
    imagesPreSignedUrls: plan.uploads,
    imagesHiPreSignedUrls: planHi.uploads,
  };
}

export async function deleteBanner({ deps, storage, adminId, log }: CatalogCtx, rawId: string) {
  const db = deps.database.db;
  const id = recordId(rawId);
  const [current] = await db.select().from(banners).where(eq(banners.id, id));
  if (!current) throw notFound();
  await adminAction(deps, adminId, async (ctx) => {
    await ctx.tx.delete(banners).where(eq(banners.id, id));
    await ctx.audit({
      action: 'delete',
      entityType: 'banner',
      entityId: id,
      before: snapshot(current),
    });
  });
  await removeImages(storage, [...current.images, ...(current.imagesHi ?? [])], log);
  return null;
}
