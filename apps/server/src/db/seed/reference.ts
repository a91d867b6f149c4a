import { PLANS } from '@haat/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  brands,
  categories,
  colors,
  subCategories,
  subCategoryBrands,
  subscriptionPlans,
} from '../schema/index.ts';
import { CATEGORIES, COLORS, type CategorySeed } from './catalog-data.ts';
import { initials, type SeedImage } from './images.ts';
import { seedLocations } from './locations.ts';
import { hashSeed, slugify } from './random.ts';

// Image keys of the reference catalogue: stable, so re-running finds the same files.
export const categoryImageKey = (category: CategorySeed) =>
  `seed/category-${slugify(category.name)}.webp`;
export const subCategoryImageKey = (category: CategorySeed, subCategory: string) =>
  `seed/sub-category-${slugify(category.name)}-${slugify(subCategory)}.webp`;
export const brandImageKey = (brand: string) => `seed/brand-${slugify(brand)}.webp`;

const BRAND_COLORS = [
  '#1e3a8a',
  '#7f1d1d',
  '#14532d',
  '#581c87',
  '#7c2d12',
  '#0c4a6e',
  '#3f3f46',
  '#831843',
];

/** Every distinct brand of the catalogue, in first-seen order. */
export function catalogBrands() {
  return [...new Set(CATEGORIES.flatMap((c) => c.subCategories.flatMap((s) => s.brands ?? [])))];
}

/** The images the reference catalogue points at. */
export function referenceImages(): SeedImage[] {
  const images: SeedImage[] = [];
  for (const category of CATEGORIES) {
    images.push({
      key: categoryImageKey(category),
      title: initials(category.name),
      caption: category.name,
      color: category.color,
    });
    for (const sub of category.subCategories) {
      images.push({
        key: subCategoryImageKey(category, sub.name),
        title: initials(sub.name),
        caption: sub.name,
        color: category.color,
      });
    }
  }
  for (const brand of catalogBrands()) {
    images.push({
      key: brandImageKey(brand),
      title: brand.length <= 4 ? brand.toUpperCase() : initials(brand),
      caption: brand,
      color: BRAND_COLORS[hashSeed(brand) % BRAND_COLORS.length]!,
    });
  }
  return images;
}

/** Plans follow packages/shared PLANS: the code is the source of truth, so they are updated. */
async function seedPlans(db: Database) {
  const before = await db.$count(subscriptionPlans);
  await db
    .insert(subscriptionPlans)
    .values(PLANS.map((plan) => ({ ...plan, discount: plan.discount })))
    .onConflictDoUpdate({
      target: subscriptionPlans.id,
      set: {
        label: sql`excluded.label`,
        duration: sql`excluded.duration`,
        months: sql`excluded.months`,
        price: sql`excluded.price`,
        discount: sql`excluded.discount`,
      },
    });
  return (await db.$count(subscriptionPlans)) - before;
}

async function seedCatalog(db: Database) {
  const insertedCategories = await db
    .insert(categories)
    .values(
      CATEGORIES.map((category) => ({
        type: category.type,
        category: category.name,
        image: categoryImageKey(category),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: categories.id });
  const categoryIds = new Map(
    (await db.select().from(categories)).map((row) => [`${row.type}|${row.category}`, row.id]),
  );

  const subCategoryRows = CATEGORIES.flatMap((category) => {
    const fkCategoryId = categoryIds.get(`${category.type}|${category.name}`);
    if (!fkCategoryId) return [];
    return category.subCategories.map((sub) => ({
      fkCategoryId,
      subCategory: sub.name,
      image: subCategoryImageKey(category, sub.name),
    }));
  });
  const insertedSubCategories = await db
    .insert(subCategories)
    .values(subCategoryRows)
    .onConflictDoNothing()
    .returning({ id: subCategories.id });
  const subCategoryIds = new Map(
    (await db.select().from(subCategories)).map((row) => [
      `${row.fkCategoryId}|${row.subCategory}`,
      row.id,
    ]),
  );

  const insertedBrands = await db
    .insert(brands)
    .values(catalogBrands().map((brand) => ({ brand, image: brandImageKey(brand) })))
    .onConflictDoNothing()
    .returning({ id: brands.id });
  const brandIds = new Map((await db.select().from(brands)).map((row) => [row.brand, row.id]));

  const links = CATEGORIES.flatMap((category) =>
    category.subCategories.flatMap((sub) => {
      const fkSubCategoryId = subCategoryIds.get(
        `${categoryIds.get(`${category.type}|${category.name}`)}|${sub.name}`,
      );
      return (sub.brands ?? []).flatMap((brand) => {
        const fkBrandId = brandIds.get(brand);
        return fkSubCategoryId && fkBrandId ? [{ fkSubCategoryId, fkBrandId }] : [];
      });
    }),
  );
  const insertedLinks = await db
    .insert(subCategoryBrands)
    .values(links)
    .onConflictDoNothing()
    .returning({ id: subCategoryBrands.fkBrandId });

  const insertedColors = await db
    .insert(colors)
    .values([...COLORS])
    .onConflictDoNothing()
    .returning({ id: colors.id });

  return {
    categories: insertedCategories.length,
    subCategories: insertedSubCategories.length,
    brands: insertedBrands.length,
    subCategoryBrands: insertedLinks.length,
    colors: insertedColors.length,
  };
}

/**
 * Reference data every installation needs: locations, the catalogue, colours and plans.
 * Idempotent: rows are matched by natural keys and never duplicated. Returns inserted counts.
 */
export async function seedReferenceData(db: Database) {
  return db.transaction(async (tx) => {
    const locations = await seedLocations(tx);
    const catalog = await seedCatalog(tx);
    const plans = await seedPlans(tx);
    return { ...locations, ...catalog, plans };
  });
}
