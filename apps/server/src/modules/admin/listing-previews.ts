import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ApprovalsPage, ProductPreview, ServicePreview } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  brands,
  businesses,
  categories,
  colors,
  productColors,
  productSubCategories,
  products,
  serviceSubCategories,
  services,
  subCategories,
  users,
} from '../../db/schema/index.ts';
import { pendingRevisionDetails } from '../revisions/service.ts';
import {
  matching,
  owner,
  pageSlice,
  review,
  versioned,
  type Page,
  type Slice,
} from './queue-common.ts';

// The product and service queues: each listing with its catalogue names, business and owner.

/** Names of the catalogue rows listings point at, by id. */
async function catalogNames(
  db: Database,
  ids: { categories: string[]; subCategories: string[]; brands: string[]; colors: string[] },
) {
  const [cats, subs, brandRows, colorRows] = await Promise.all([
    ids.categories.length
      ? db
          .select({ id: categories.id, name: categories.category })
          .from(categories)
          .where(inArray(categories.id, ids.categories))
      : [],
    ids.subCategories.length
      ? db
          .select({ id: subCategories.id, name: subCategories.subCategory })
          .from(subCategories)
          .where(inArray(subCategories.id, ids.subCategories))
      : [],
    ids.brands.length
      ? db
          .select({ id: brands.id, name: brands.brand })
          .from(brands)
          .where(inArray(brands.id, ids.brands))
      : [],
    ids.colors.length
      ? db
          .select({ id: colors.id, color: colors.color, colorName: colors.colorName })
          .from(colors)
          .where(inArray(colors.id, ids.colors))
      : [],
  ]);
  return {
    category: new Map(cats.map((row) => [row.id, row.name])),
    subCategory: new Map(subs.map((row) => [row.id, row.name])),
    brand: new Map(brandRows.map((row) => [row.id, row.name])),
    color: new Map(colorRows.map((row) => [row.id, row])),
  };
}

const grouped = (links: Array<{ owner: string; id: string }>) => {
  const map = new Map<string, string[]>();
  for (const link of links) map.set(link.owner, [...(map.get(link.owner) ?? []), link.id]);
  return map;
};

export async function productPreviews(db: Database, slice: Slice): Promise<ProductPreview[]> {
  const found = await db
    .select({ product: products, business: businesses, user: users })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.fkBusinessId))
    .innerJoin(users, eq(users.id, businesses.fkUserId))
    .where(slice.where)
    .orderBy(asc(products.updatedAt), asc(products.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const ids = found.map((row) => row.product.id);
  const [subLinks, colorLinks] = ids.length
    ? await Promise.all([
        db
          .select({
            owner: productSubCategories.fkProductId,
            id: productSubCategories.fkSubCategoryId,
          })
          .from(productSubCategories)
          .where(inArray(productSubCategories.fkProductId, ids)),
        db
          .select({ owner: productColors.fkProductId, id: productColors.fkColorId })
          .from(productColors)
          .where(inArray(productColors.fkProductId, ids)),
      ])
    : [[], []];
  const names = await catalogNames(db, {
    categories: [...new Set(found.map((row) => row.product.fkCategoryId))],
    subCategories: [...new Set(subLinks.map((link) => link.id))],
    brands: [...new Set(found.flatMap((row) => row.product.fkBrandId ?? []))],
    colors: [...new Set(colorLinks.map((link) => link.id))],
  });
  const subsOf = grouped(subLinks);
  const colorsOf = grouped(colorLinks);
  const revisions = await pendingRevisionDetails(
    db,
    'product',
    found.map(({ product: p }) => ({
      id: p.id,
      form: {
        ...p,
        fkSubCategoriesIds: subsOf.get(p.id) ?? [],
        fkColorIds: colorsOf.get(p.id) ?? [],
      },
    })),
  );
  return found.map(({ product: p, business: b, user }) =>
    versioned({
      type: 'product' as const,
      ...review(p),
      name: p.name,
      images: p.images,
      sku: p.sku,
      pricePerUnit: p.pricePerUnit,
      sellingPrice: p.sellingPrice,
      tags: p.tags,
      description: p.description,
      specifications: p.specifications,
      disclaimer: p.disclaimer,
      isActive: p.isActive,
      category: names.category.get(p.fkCategoryId) ?? null,
      subCategories: (subsOf.get(p.id) ?? []).flatMap((id) => names.subCategory.get(id) ?? []),
      brand: (p.fkBrandId && names.brand.get(p.fkBrandId)) || null,
      colors: (colorsOf.get(p.id) ?? []).flatMap((id) => {
        const color = names.color.get(id);
        return color ? [{ color: color.color, colorName: color.colorName }] : [];
      }),
      business: { _id: b.id, name: b.name, city: b.city, isApproved: b.isApproved },
      owner: owner(user),
      revision: revisions.get(p.id) ?? null,
    }),
  );
}

export async function productQueue(db: Database, page: Page): Promise<ApprovalsPage> {
  const [items, [total]] = await Promise.all([
    productPreviews(db, pageSlice('product', page)),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.fkBusinessId))
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(matching('product', page.search)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function servicePreviews(db: Database, slice: Slice): Promise<ServicePreview[]> {
  const found = await db
    .select({ service: services, business: businesses, user: users })
    .from(services)
    .innerJoin(businesses, eq(businesses.id, services.fkBusinessId))
    .innerJoin(users, eq(users.id, businesses.fkUserId))
    .where(slice.where)
    .orderBy(asc(services.updatedAt), asc(services.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const ids = found.map((row) => row.service.id);
  const subLinks = ids.length
    ? await db
        .select({
          owner: serviceSubCategories.fkServiceId,
          id: serviceSubCategories.fkSubCategoryId,
        })
        .from(serviceSubCategories)
        .where(inArray(serviceSubCategories.fkServiceId, ids))
    : [];
  const names = await catalogNames(db, {
    categories: [...new Set(found.map((row) => row.service.fkCategoryId))],
    subCategories: [...new Set(subLinks.map((link) => link.id))],
    brands: [],
    colors: [],
  });
  const subsOf = grouped(subLinks);
  const revisions = await pendingRevisionDetails(
    db,
    'service',
    found.map(({ service: s }) => ({
      id: s.id,
      form: { ...s, fkSubCategoriesIds: subsOf.get(s.id) ?? [] },
    })),
  );
  return found.map(({ service: s, business: b, user }) =>
    versioned({
      type: 'service' as const,
      ...review(s),
      name: s.name,
      images: s.images,
      pricePerUnit: s.pricePerUnit,
      sellingPrice: s.sellingPrice,
      tags: s.tags,
      description: s.description,
      isActive: s.isActive,
      category: names.category.get(s.fkCategoryId) ?? null,
      subCategories: (subsOf.get(s.id) ?? []).flatMap((id) => names.subCategory.get(id) ?? []),
      business: { _id: b.id, name: b.name, city: b.city, isApproved: b.isApproved },
      owner: owner(user),
      revision: revisions.get(s.id) ?? null,
    }),
  );
}

export async function serviceQueue(db: Database, page: Page): Promise<ApprovalsPage> {
  const [items, [total]] = await Promise.all([
    servicePreviews(db, pageSlice('service', page)),
    db
      .select({ n: count() })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.fkBusinessId))
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(matching('service', page.search)),
  ]);
  return { items, total: total?.n ?? 0 };
}
