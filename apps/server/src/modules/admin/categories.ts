import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AdminCategory, CategoryType } from '@haat/shared';
import { ADMIN_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { removeImages } from '../../lib/storage/index.ts';
import { adminAction, recordId } from '../audit/service.ts';
import { unique, type CatalogCtx as Ctx, type Saved } from './catalog-common.ts';
import { planSingleImage } from './images.ts';

// Categories: product or service, a unique name per type, an image. One with
// sub-categories or listings cannot be deleted.

// Correlated counts name the outer table in full: Drizzle leaves a one-table query unqualified.
const subCategoryCount = sql<number>`(select count(*)::int from sub_categories s where s.fk_category_id = "categories"."id")`;
const categoryListingCount = sql<number>`((select count(*) from products p where p.fk_category_id = "categories"."id") + (select count(*) from services s where s.fk_category_id = "categories"."id"))::int`;

async function readCategory(db: Database, id: string): Promise<AdminCategory> {
  const [row] = await db
    .select({ category: categories, subCategoryCount, listingCount: categoryListingCount })
    .from(categories)
    .where(eq(categories.id, id));
  if (!row) throw notFound();
  return toCategory(row);
}

const toCategory = (row: {
  category: typeof categories.$inferSelect;
  subCategoryCount: number;
  listingCount: number;
}): AdminCategory => ({
  _id: row.category.id,
  type: row.category.type,
  category: row.category.category,
  categoryHi: row.category.categoryHi,
  image: row.category.image,
  subCategoryCount: Number(row.subCategoryCount),
  listingCount: Number(row.listingCount),
});

export async function listCategories(db: Database, type?: CategoryType) {
  const found = await db
    .select({ category: categories, subCategoryCount, listingCount: categoryListingCount })
    .from(categories)
    .where(type ? eq(categories.type, type) : undefined)
    .orderBy(asc(categories.type), asc(categories.category));
  return { categories: found.map(toCategory) };
}

async function categoryNameFree(db: Database, type: CategoryType, name: string, except?: string) {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.type, type),
        sql`lower(${categories.category}) = lower(${name})`,
        except ? ne(categories.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(ADMIN_MSG.categoryExists);
}

const categorySnapshot = (row: typeof categories.$inferSelect) => ({
  type: row.type,
  category: row.category,
  categoryHi: row.categoryHi,
  image: row.image,
});

export async function createCategory(
  { deps, storage, adminId }: Ctx,
  input: {
    type: CategoryType;
    category: string;
    categoryHi?: string | null | undefined;
    image?: string | null | undefined;
  },
): Promise<Saved<'category', AdminCategory>> {
  const db = deps.database.db;
  await categoryNameFree(db, input.type, input.category);
  const image = await planSingleImage(storage, deps.clock.now(), null, input.image);
  const id = await unique(ADMIN_MSG.categoryExists, () =>
    adminAction(deps, adminId, async (ctx) => {
      const [row] = await ctx.tx
        .insert(categories)
        .values({
          type: input.type,
          category: input.category,
          categoryHi: input.categoryHi ?? null,
          image: image.image,
        })
        .returning();
      await ctx.audit({
        action: 'create',
        entityType: 'category',
        entityId: row!.id,
        after: categorySnapshot(row!),
      });
      return row!.id;
    }),
  );
  return { category: await readCategory(db, id), imageUpload: image.upload };
}

export async function updateCategory(
  { deps, storage, adminId, log }: Ctx,
  input: {
    id: string;
    category: string;
    /** Absent: kept as it is. */
    categoryHi?: string | null | undefined;
    image?: string | null | undefined;
  },
): Promise<Saved<'category', AdminCategory>> {
  const db = deps.database.db;
  const id = recordId(input.id);
  const [current] = await db.select().from(categories).where(eq(categories.id, id));
  if (!current) throw notFound();
  await categoryNameFree(db, current.type, input.category, id);
  const image = await planSingleImage(storage, deps.clock.now(), current.image, input.image);
  await unique(ADMIN_MSG.categoryExists, () =>
    adminAction(deps, adminId, async (ctx) => {
      const [row] = await ctx.tx
        .update(categories)
        .set({
          category: input.category,
          categoryHi: input.categoryHi === undefined ? current.categoryHi : input.categoryHi,
          image: image.image,
        })
        .where(eq(categories.id, id))
        .returning();
      await ctx.audit({
        action: 'update',
        entityType: 'category',
        entityId: id,
        before: categorySnapshot(current),
        after: categorySnapshot(row!),
      });
    }),
  );
  await removeImages(storage, image.removed, log);
  return { category: await readCategory(db, id), imageUpload: image.upload };
}

export async function deleteCategory({ deps, storage, adminId, log }: Ctx, rawId: string) {
  const db = deps.database.db;
  const id = recordId(rawId);
  const current = await readCategory(db, id);
  if (current.subCategoryCount > 0 || current.listingCount > 0) {
    throw conflict(ADMIN_MSG.categoryInUse);
  }
  await adminAction(deps, adminId, async (ctx) => {
    await ctx.tx.delete(categories).where(eq(categories.id, id));
    await ctx.audit({
      action: 'delete',
      entityType: 'category',
      entityId: id,
      before: {
        type: current.type,
        category: current.category,
        categoryHi: current.categoryHi,
        image: current.image,
      },
    });
  });
  await removeImages(storage, current.image ? [current.image] : [], log);
  return null;
}
