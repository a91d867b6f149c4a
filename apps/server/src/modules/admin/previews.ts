import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminOwner,
  ApprovalsPage,
  ApprovalType,
  BusinessPreview,
  ProductPreview,
  ProfilePreview,
  ServicePreview,
} from '@haat/shared';
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
import { containsPattern } from '../../lib/sql.ts';

// The approval queues (spec §4 Approval) with everything a reviewer needs to decide: the full
// record, its catalogue names, its business and its owner. A queue holds what waits for review:
// not approved, no rejection message, not deleted, and an active owner.

type Page = { pageNo: number; perPage: number; search?: string | undefined };
type UserRow = typeof users.$inferSelect;

const owner = (user: UserRow): AdminOwner => ({
  _id: user.id,
  name: `${user.firstName} ${user.lastName}`,
  phoneNo: user.phoneNo,
  isActive: user.isActive,
});

const review = (row: {
  id: string;
  isApproved: boolean;
  rejectionMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  _id: row.id,
  isApproved: row.isApproved,
  rejectionMessage: row.rejectionMessage,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What waits for review, per type (the tables joined as in each query below). */
export const PENDING: Record<ApprovalType, SQL> = {
  business: and(
    eq(businesses.isApproved, false),
    isNull(businesses.rejectionMessage),
    isNull(businesses.deletedAt),
    eq(users.isActive, true),
  )!,
  product: and(
    eq(products.isApproved, false),
    isNull(products.rejectionMessage),
    isNull(products.deletedAt),
    isNull(businesses.deletedAt),
    eq(users.isActive, true),
  )!,
  service: and(
    eq(services.isApproved, false),
    isNull(services.rejectionMessage),
    isNull(services.deletedAt),
    isNull(businesses.deletedAt),
    eq(users.isActive, true),
  )!,
  profile: and(
    eq(users.isApproved, false),
    isNull(users.rejectionMessage),
    eq(users.isActive, true),
  )!,
};

/** How many items wait in each queue. */
export async function pendingCounts(db: Database): Promise<Record<ApprovalType, number>> {
  const [business, product, service, profile] = await Promise.all([
    db
      .select({ n: count() })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(PENDING.business),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.fkBusinessId))
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(PENDING.product),
    db
      .select({ n: count() })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.fkBusinessId))
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(PENDING.service),
    db.select({ n: count() }).from(users).where(PENDING.profile),
  ]);
  return {
    business: business[0]?.n ?? 0,
    product: product[0]?.n ?? 0,
    service: service[0]?.n ?? 0,
    profile: profile[0]?.n ?? 0,
  };
}

const offset = (page: Page) => (page.pageNo - 1) * page.perPage;

const ownerName = sql`${users.firstName} || ' ' || ${users.lastName}`;
/** The queue narrowed by `search`: the item's, business's or owner's name, or the owner's phone. */
function matching(type: ApprovalType, search: string | undefined): SQL {
  if (!search) return PENDING[type];
  const pattern = containsPattern(search);
  const owner = [ilike(ownerName, pattern), ilike(users.phoneNo, pattern)];
  const names =
    type === 'business'
      ? [ilike(businesses.name, pattern)]
      : type === 'product'
        ? [ilike(products.name, pattern), ilike(businesses.name, pattern)]
        : type === 'service'
          ? [ilike(services.name, pattern), ilike(businesses.name, pattern)]
          : [];
  return and(PENDING[type], or(...names, ...owner))!;
}

async function businessQueue(db: Database, page: Page): Promise<ApprovalsPage> {
  const [found, [total]] = await Promise.all([
    db
      .select({ business: businesses, user: users })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(matching('business', page.search))
      .orderBy(asc(businesses.updatedAt), asc(businesses.id))
      .limit(page.perPage)
      .offset(offset(page)),
    db
      .select({ n: count() })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(matching('business', page.search)),
  ]);
  const items = found.map(({ business: b, user }): BusinessPreview => ({
    type: 'business',
    ...review(b),
    name: b.name,
    businessType: b.businessType,
    images: b.images,
    tags: b.tags,
    description: b.description,
    website: b.website,
    phoneNo: b.phoneNo,
    gst: b.gst,
    doe: b.doe,
    fb: b.fb,
    insta: b.insta,
    address: b.address,
    city: b.city,
    state: b.state,
    pinCode: b.pinCode,
    workingHours: b.workingHours ?? null,
    isActive: b.isActive,
    owner: owner(user),
  }));
  return { items, total: total?.n ?? 0 };
}

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

async function productQueue(db: Database, page: Page): Promise<ApprovalsPage> {
  const [found, [total]] = await Promise.all([
    db
      .select({ product: products, business: businesses, user: users })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.fkBusinessId))
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(matching('product', page.search))
      .orderBy(asc(products.updatedAt), asc(products.id))
      .limit(page.perPage)
      .offset(offset(page)),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.fkBusinessId))
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(matching('product', page.search)),
  ]);
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
  const items = found.map(({ product: p, business: b, user }): ProductPreview => ({
    type: 'product',
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
  }));
  return { items, total: total?.n ?? 0 };
}

async function serviceQueue(db: Database, page: Page): Promise<ApprovalsPage> {
  const [found, [total]] = await Promise.all([
    db
      .select({ service: services, business: businesses, user: users })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.fkBusinessId))
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(matching('service', page.search))
      .orderBy(asc(services.updatedAt), asc(services.id))
      .limit(page.perPage)
      .offset(offset(page)),
    db
      .select({ n: count() })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.fkBusinessId))
      .innerJoin(users, eq(users.id, businesses.fkUserId))
      .where(matching('service', page.search)),
  ]);
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
  const items = found.map(({ service: s, business: b, user }): ServicePreview => ({
    type: 'service',
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
  }));
  return { items, total: total?.n ?? 0 };
}

async function profileQueue(db: Database, page: Page): Promise<ApprovalsPage> {
  const [found, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(matching('profile', page.search))
      .orderBy(asc(users.updatedAt), asc(users.id))
      .limit(page.perPage)
      .offset(offset(page)),
    db.select({ n: count() }).from(users).where(matching('profile', page.search)),
  ]);
  const items = found.map((u): ProfilePreview => ({
    type: 'profile',
    ...review(u),
    firstName: u.firstName,
    lastName: u.lastName,
    phoneNo: u.phoneNo,
    email: u.email,
    gender: u.gender,
    address: u.address,
    city: u.city,
    state: u.state,
    logo: u.logo,
    plan: u.plan,
    planExpiresAt: u.planExpiresAt?.toISOString() ?? null,
    isActive: u.isActive,
  }));
  return { items, total: total?.n ?? 0 };
}

/** GET /api/admin/approvals: one queue, oldest submission first, with full previews. */
export function approvalQueue(db: Database, type: ApprovalType, page: Page) {
  if (type === 'business') return businessQueue(db, page);
  if (type === 'product') return productQueue(db, page);
  if (type === 'service') return serviceQueue(db, page);
  return profileQueue(db, page);
}
