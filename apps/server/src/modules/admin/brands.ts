import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { AdminBrand } from '@haat/shared';
import { ADMIN_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/sql.ts';
import { removeImages } from '../../lib/storage/index.ts';
import { adminAction, recordId } from '../audit/service.ts';
import { unique, type CatalogCtx as Ctx, type Saved } from './catalog-common.ts';
import { planSingleImage } from './images.ts';

// Brands: a unique name and an image. Deleting one leaves its products without a
// brand and takes it off every sub-category.

const toBrand = (row: typeof brands.$inferSelect): AdminBrand => ({
  _id: row.id,
  brand: row.brand,
  image: row.image,
});

export async function listBrands(
  db: Database,
  query: { search?: string | undefined; pageNo: number; perPage: number },
) {
  const where = query.search ? ilike(brands.brand, containsPattern(query.search)) : undefined;
  const [found, [total]] = await Promise.all([
    db
      .select()
      .from(brands)
      .where(where)
      .orderBy(asc(brands.brand))
      .limit(query.perPage)
      .offset((query.pageNo - 1) * query.perPage),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return { brands: found.map(toBrand), total: total?.n ?? 0 };
}

async function brandNameFree(db: Database, name: string, except?: string) {
  const [taken] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(sql`lower(${brands.brand}) = lower(${name})`, except ? ne(brands.id, except) : undefined),
    )
    .limit(1);
  if (taken) throw conflict(ADMIN_MSG.brandExists);
}

export async function createBrand(
  { deps, storage, adminId }: Ctx,
  input: { brand: string; image?: string | null | undefined },
): Promise<Saved<'brand', AdminBrand>> {
  await brandNameFree(deps.database.db, input.brand);
  const image = await planSingleImage(storage, deps.clock.now(), null, input.image);
  const row = await unique(ADMIN_MSG.brandExists, () =>
    adminAction(deps, adminId, async (ctx) => {
      const [inserted] = await ctx.tx
        .insert(brands)
        .values({ brand: input.brand, image: image.image })
        .returning();
      await ctx.audit({
        action: 'create',
        entityType: 'brand',
        entityId: inserted!.id,
        after: { brand: inserted!.brand, image: inserted!.image },
      });
      return inserted!;
    }),
  );
  return { brand: toBrand(row), imageUpload: image.upload };
}

export async function updateBrand(
  { deps, storage, adminId, log }: Ctx,
  input: { id: string; brand: string; image?: string | null | undefined },
): Promise<Saved<'brand', AdminBrand>> {
  const db = deps.database.db;
  const id = recordId(input.id);
  const [current] = await db.select().from(brands).where(eq(brands.id, id));
  if (!current) throw notFound();
  await brandNameFree(db, input.brand, id);
  const image = await planSingleImage(storage, deps.clock.now(), current.image, input.image);
  const row = await unique(ADMIN_MSG.brandExists, () =>
    adminAction(deps, adminId, async (ctx) => {
      const [updated] = await ctx.tx
        .update(brands)
        .set({ brand: input.brand, image: image.image })
        .where(eq(brands.id, id))
        .returning();
      await ctx.audit({
        action: 'update',
        entityType: 'brand',
        entityId: id,
        before: { brand: current.brand, image: current.image },
        after: { brand: updated!.brand, image: updated!.image },
      });
      return updated!;
    }),
  );
  await removeImages(storage, image.removed, log);
  return { brand: toBrand(row), imageUpload: image.upload };
}

/** Products of the brand keep existing without a brand; sub-categories stop offering it. */
export async function deleteBrand({ deps, storage, adminId, log }: Ctx, rawId: string) {
  const db = deps.database.db;
  const id = recordId(rawId);
  const [current] = await db.select().from(brands).where(eq(brands.id, id));
  if (!current) throw notFound();
  await adminAction(deps, adminId, async (ctx) => {
    await ctx.tx.delete(brands).where(eq(brands.id, id));
    await ctx.audit({
      action: 'delete',
      entityType: 'brand',
      entityId: id,
      before: { brand: current.brand, image: current.image },
    });
  });
  await removeImages(storage, current.image ? [current.image] : [], log);
  return null;
}
