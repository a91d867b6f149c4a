import type { CatalogSubCategory } from '@haat/shared';

/** The brands the chosen sub-categories offer, each once (the brand follows the sub-categories). */
export function offeredBrandIds(
  subCategories: readonly CatalogSubCategory[],
  chosenIds: readonly string[],
): string[] {
  const chosen = new Set(chosenIds);
  return [
    ...new Set(
      subCategories.filter((sub) => chosen.has(sub._id)).flatMap((sub) => sub.fkBrandsIds),
    ),
  ];
}

/**
 * The brand after the sub-categories changed: kept while a chosen sub-category still offers
 * it, cleared when its sub-category was deselected.
 */
export function brandAfterSubCategories(
  brandId: string | null,
  subCategories: readonly CatalogSubCategory[],
  chosenIds: readonly string[],
): string | null {
  if (!brandId) return null;
  return offeredBrandIds(subCategories, chosenIds).includes(brandId) ? brandId : null;
}
