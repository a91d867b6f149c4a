import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { brands, categories, cities, colors, states, subCategories } from '../schema/index.ts';
import type { CategorySeed, SubCategorySeed } from './catalog-data.ts';
import { DEMO_CITIES } from './demo-data.ts';

export type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

/** Ids of the reference data the demo points at, by natural key. */
export async function loadCatalog(db: Database) {
  const categoryRows = await db.select().from(categories);
  const subCategoryRows = await db.select().from(subCategories);
  const categoryIds = new Map(categoryRows.map((row) => [`${row.type}|${row.category}`, row.id]));
  const subCategoryIds = new Map(
    subCategoryRows.map((row) => [`${row.fkCategoryId}|${row.subCategory}`, row.id]),
  );
  const brandIds = new Map((await db.select().from(brands)).map((row) => [row.brand, row.id]));
  const colorIds = (await db.select({ id: colors.id }).from(colors)).map((row) => row.id);
  const cityRows = await db
    .select({ id: cities.id, name: cities.name, stateCode: states.code, state: states.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.fkStateId))
    .where(
      inArray(
        cities.name,
        DEMO_CITIES.map((city) => city.city),
      ),
    );
  const cityOf = (name: string, stateCode: string) => {
    const row = cityRows.find((city) => city.name === name && city.stateCode === stateCode);
    if (!row)
      throw new Error(
        `Demo seed: city ${name} (${stateCode}) is missing; seed reference data first`,
      );
    return row;
  };
  const categoryId = (category: CategorySeed) => {
    const id = categoryIds.get(`${category.type}|${category.name}`);
    if (!id) throw new Error(`Demo seed: category ${category.name} is missing`);
    return id;
  };
  const subCategoryId = (category: CategorySeed, sub: SubCategorySeed) => {
    const id = subCategoryIds.get(`${categoryId(category)}|${sub.name}`);
    if (!id) throw new Error(`Demo seed: sub-category ${sub.name} is missing`);
    return id;
  };
  return { categoryId, subCategoryId, brandIds, colorIds, cityOf };
}
