import { eq } from 'drizzle-orm';
import type { RevisionType } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  productColors,
  productSubCategories,
  products,
  serviceSubCategories,
  services,
} from '../../db/schema/index.ts';

/**
 * A live business, product or service in its create form's fields (links as id lists), to
 * compare with a revision's proposed form (the audit of an approval or rejection).
 */
export async function liveForm(
  db: Database,
  type: RevisionType,
  id: string,
): Promise<Record<string, unknown>> {
  if (type === 'business') {
    const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
    return { ...row };
  }
  if (type === 'product') {
    const [[row], subs, colors] = await Promise.all([
      db.select().from(products).where(eq(products.id, id)),
      db
        .select({ id: productSubCategories.fkSubCategoryId })
        .from(productSubCategories)
        .where(eq(productSubCategories.fkProductId, id)),
      db
        .select({ id: productColors.fkColorId })
        .from(productColors)
        .where(eq(productColors.fkProductId, id)),
    ]);
    return {
      ...row,
      fkSubCategoriesIds: subs.map((link) => link.id),
      fkColorIds: colors.map((link) => link.id),
    };
  }
  const [[row], subs] = await Promise.all([
    db.select().from(services).where(eq(services.id, id)),
    db
      .select({ id: serviceSubCategories.fkSubCategoryId })
      .from(serviceSubCategories)
      .where(eq(serviceSubCategories.fkServiceId, id)),
  ]);
  return { ...row, fkSubCategoriesIds: subs.map((link) => link.id) };
}
