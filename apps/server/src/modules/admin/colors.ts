import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AdminColor } from '@haat/shared';
import { ADMIN_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { colors } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { adminAction, recordId } from '../audit/service.ts';
import { unique, type CatalogCtx as Ctx } from './catalog-common.ts';

// Colours: #RRGGBB and a unique name. One that products use cannot be deleted.

const productCount = sql<number>`(select count(*)::int from product_colors pc where pc.fk_color_id = "colors"."id")`;

const toColor = (row: { color: typeof colors.$inferSelect; productCount: number }): AdminColor => ({
  _id: row.color.id,
  color: row.color.color,
  colorName: row.color.colorName,
  productCount: Number(row.productCount),
});

export async function listColors(db: Database) {
  const found = await db
    .select({ color: colors, productCount })
    .from(colors)
    .orderBy(asc(colors.colorName));
  return { colors: found.map(toColor) };
}

async function readColor(db: Database, id: string) {
  const [row] = await db
    .select({ color: colors, productCount })
    .from(colors)
    .where(eq(colors.id, id));
  if (!row) throw notFound();
  return toColor(row);
}

async function colorNameFree(db: Database, name: string, except?: string) {
  const [taken] = await db
    .select({ id: colors.id })
    .from(colors)
    .where(
      and(
        sql`lower(${colors.colorName}) = lower(${name})`,
        except ? ne(colors.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(ADMIN_MSG.colorExists);
}

export async function createColor(
  { deps, adminId }: Ctx,
  input: { color: string; colorName: string },
) {
  const db = deps.database.db;
  await colorNameFree(db, input.colorName);
  const id = await unique(ADMIN_MSG.colorExists, () =>
    adminAction(deps, adminId, async (ctx) => {
      const [row] = await ctx.tx.insert(colors).values(input).returning();
      await ctx.audit({ action: 'create', entityType: 'color', entityId: row!.id, after: input });
      return row!.id;
    }),
  );
  return { color: await readColor(db, id) };
}

export async function updateColor(
  { deps, adminId }: Ctx,
  input: { id: string; color: string; colorName: string },
) {
  const db = deps.database.db;
  const id = recordId(input.id);
  const current = await readColor(db, id);
  await colorNameFree(db, input.colorName, id);
  await unique(ADMIN_MSG.colorExists, () =>
    adminAction(deps, adminId, async (ctx) => {
      await ctx.tx
        .update(colors)
        .set({ color: input.color, colorName: input.colorName })
        .where(eq(colors.id, id));
      await ctx.audit({
        action: 'update',
        entityType: 'color',
        entityId: id,
        before: { color: current.color, colorName: current.colorName },
        after: { color: input.color, colorName: input.colorName },
      });
    }),
  );
  return { color: await readColor(db, id) };
}

export async function deleteColor({ deps, adminId }: Ctx, rawId: string) {
  const db = deps.database.db;
  const id = recordId(rawId);
  const current = await readColor(db, id);
  if (current.productCount > 0) throw conflict(ADMIN_MSG.colorInUse);
  await adminAction(deps, adminId, async (ctx) => {
    await ctx.tx.delete(colors).where(eq(colors.id, id));
    await ctx.audit({
      action: 'delete',
      entityType: 'color',
      entityId: id,
      before: { color: current.color, colorName: current.colorName },
    });
  });
  return null;
}
