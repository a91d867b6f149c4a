import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminSubCategory } from '@haat/shared';
import { ADMIN_MSG, MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { brands, categories, subCategories, subCategoryBrands } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { removeImages } from '../../lib/storage/index.ts';
import { adminAction, recordId } from '../audit/service.ts';
import { unique, type CatalogCtx as Ctx, type Saved } from './catalog-common.ts';
import { planSingleImage } from './images.ts';

// Sub-categories: a name unique in its category, an image, and the brands
// it offers (fkBrandsIds). One that listings point at cannot be deleted.

const subListingCount = sql<number>`((select count(*) from product_sub_categories ps where ps.fk_sub_category_id = "sub_categories"."id") + (select count(*) from service_sub_categories ss where ss.fk_sub_category_id = "sub_categories"."id"))::int`;

async function readSubCategories(db: Database, where: SQL): Promise<AdminSubCategory[]> {
  const found = await db
    .select({ sub: subCategories, listingCount: subListingCount })
    .from(subCategories)
    .where(where)
    .orderBy(asc(subCategories.subCategory));
  const ids = found.map((row) => row.sub.id);
  const links = ids.length
    ? await db
        .select()
        .from(subCategoryBrands)
        .where(inArray(subCategoryBrands.fkSubCategoryId, ids))
    : [];
  return found.map(({ sub, listingCount }) => ({
    _id: sub.id,
    fkCategoryId: sub.fkCategoryId,
    subCategory: sub.subCategory,
    subCategoryHi: sub.subCategoryHi,
    image: sub.image,
    fkBrandsIds: links
      .filter((link) => link.fkSubCategoryId === sub.id)
      .map((link) => link.fkBrandId),
    listingCount: Number(listingCount),
  }));
}

export async function listSubCategories(db: Database, fkCategoryId: string) {
  const id = recordId(fkCategoryId);
  return { subCategories: await readSubCategories(db, eq(subCategories.fkCategoryId, id)) };
}

async function readSubCategory(db: Database, id: string) {
  const [sub] = await readSubCategories(db, eq(subCategories.id, id));
  if (!sub) throw notFound();
  return sub;
}

async function checkBrands(db: Database, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  if (unique.some((id) => !/^[0-9a-f-]{36}$/i.test(id))) throw badRequest(MSG.brandInvalid);
  const found = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, unique));
  if (found.length !== unique.length) throw badRequest(MSG.brandInvalid);
  return unique;
}

async function subNameFree(db: Database, fkCategoryId: string, name: string, except?: string) {
  const [taken] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(
      and(
        eq(subCategories.fkCategoryId, fkCategoryId),
        sql`lower(${subCategories.subCategory}) = lower(${name})`,
        except ? ne(subCategories.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(ADMIN_MSG.subCategoryExists);
}

async function writeBrandLinks(tx: Database, subId: string, brandIds: string[]) {
  await tx.delete(subCategoryBrands).where(eq(subCategoryBrands.fkSubCategoryId, subId));
  if (brandIds.length) {
    await tx
      .insert(subCategoryBrands)
      .values(brandIds.map((fkBrandId) => ({ fkSubCategoryId: subId, fkBrandId })));
  }
}

export async function createSubCategory(
  { deps, storage, adminId }: Ctx,
  input: {
    fkCategoryId: string;
    subCategory: string;
    subCategoryHi?: string | null | undefined;
    image?: string | null | undefined;
    fkBrandsIds: string[];
  },
): Promise<Saved<'subCategory', AdminSubCategory>> {
  const db = deps.database.db;
  const fkCategoryId = recordId(input.fkCategoryId);
  const [category] = await db.select().from(categories).where(eq(categories.id, fkCategoryId));
  if (!category) throw badRequest(MSG.categoryInvalid);
  await subNameFree(db, fkCategoryId, input.subCategory);
  const brandIds = await checkBrands(db, input.fkBrandsIds);
  const image = await planSingleImage(storage, deps.clock.now(), null, input.image);
  const id = await unique(ADMIN_MSG.subCategoryExists, () =>
    adminAction(deps, adminId, async (ctx) => {
      const [row] = await ctx.tx
        .insert(subCategories)
        .values({
          fkCategoryId,
          subCategory: input.subCategory,
          subCategoryHi: input.subCategoryHi ?? null,
          image: image.image,
        })
        .returning();
      await writeBrandLinks(ctx.tx, row!.id, brandIds);
      await ctx.audit({
        action: 'create',
        entityType: 'subCategory',
        entityId: row!.id,
        after: {
          fkCategoryId,
          subCategory: row!.subCategory,
          subCategoryHi: row!.subCategoryHi,
          image: row!.image,
          fkBrandsIds: brandIds,
        },
      });
      return row!.id;
    }),
  );
  return { subCategory: await readSubCategory(db, id), imageUpload: image.upload };
}

export async function updateSubCategory(
  { deps, storage, adminId, log }: Ctx,
  input: {
    id: string;
    subCategory: string;
    /** Absent: kept as it is. */
    subCategoryHi?: string | null | undefined;
    image?: string | null | undefined;
    fkBrandsIds: string[];
  },
): Promise<Saved<'subCategory', AdminSubCategory>> {
  const db = deps.database.db;
  const id = recordId(input.id);
  const current = await readSubCategory(db, id);
  await subNameFree(db, current.fkCategoryId, input.subCategory, id);
  const brandIds = await checkBrands(db, input.fkBrandsIds);
  const image = await planSingleImage(storage, deps.clock.now(), current.image, input.image);
  const subCategoryHi =
    input.subCategoryHi === undefined ? current.subCategoryHi : input.subCategoryHi;
  await unique(ADMIN_MSG.subCategoryExists, () =>
    adminAction(deps, adminId, async (ctx) => {
      await ctx.tx
        .update(subCategories)
        .set({ subCategory: input.subCategory, subCategoryHi, image: image.image })
        .where(eq(subCategories.id, id));
      await writeBrandLinks(ctx.tx, id, brandIds);
      await ctx.audit({
        action: 'update',
        entityType: 'subCategory',
        entityId: id,
        before: {
          subCategory: current.subCategory,
          subCategoryHi: current.subCategoryHi,
          image: current.image,
          fkBrandsIds: current.fkBrandsIds,
        },
        after: {
          subCategory: input.subCategory,
          subCategoryHi,
          image: image.image,
          fkBrandsIds: brandIds,
        },
      });
    }),
  );
  await removeImages(storage, image.removed, log);
  return { subCategory: await readSubCategory(db, id), imageUpload: image.upload };
}

export async function deleteSubCategory({ deps, storage, adminId, log }: Ctx, rawId: string) {
  const db = deps.database.db;
  const id = recordId(rawId);
  const current = await readSubCategory(db, id);
  if (current.listingCount > 0) throw conflict(ADMIN_MSG.subCategoryInUse);
  await adminAction(deps, adminId, async (ctx) => {
    await ctx.tx.delete(subCategories).where(eq(subCategories.id, id));
    await ctx.audit({
      action: 'delete',
      entityType: 'subCategory',
      entityId: id,
      before: {
        fkCategoryId: current.fkCategoryId,
        subCategory: current.subCategory,
        subCategoryHi: current.subCategoryHi,
        image: current.image,
        fkBrandsIds: current.fkBrandsIds,
      },
    });
  });
  await removeImages(storage, current.image ? [current.image] : [], log);
  return null;
}
