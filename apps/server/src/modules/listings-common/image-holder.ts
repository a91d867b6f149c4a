import { eq, gte, sql } from 'drizzle-orm';
import type { businesses, products, services } from '../../db/schema/index.ts';
import type { ImageHolder } from '../../lib/storage/index.ts';

type ImageTable = typeof businesses | typeof products | typeof services;

/** The images of a seller table, for the upload sweep (lib/storage). */
export const imageHolder = (name: string, table: ImageTable): ImageHolder => ({
  name,
  recent: (db, since) =>
    db
      .select({ id: table.id, images: table.images })
      .from(table)
      .where(gte(table.updatedAt, since)),
  async drop(db, id, reference) {
    await db
      .update(table)
      .set({ images: sql`array_remove(${table.images}, ${reference})` })
      .where(eq(table.id, id));
  },
});
