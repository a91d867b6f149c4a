import { and, count, desc, eq, gte, ilike, inArray, isNull, not, sql } from 'drizzle-orm';
import type { CreateServiceBody, ListingStatus, UpdateServiceBody } from '@haat/shared';
import { idSchema, SELLER_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { serviceLeads, serviceSubCategories, services } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { ImageHolder, StoragePort } from '../../lib/storage/index.ts';
import { planImages, removeImages } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/session.ts';
import { businessesByIds, findOwnedBusiness } from '../businesses/service.ts';
import { categoriesByIds, checkListingCatalog, subCategoriesByIds } from '../catalog/service.ts';
import type { ListingFilter } from '../products/service.ts';
import { listedBusinessIds, listingFilter } from '../products/service.ts';

// Spec §7 /userAdmin/service: the product workspace without SKU, brand, colours, specifications
// or disclaimer. Same rules of ownership, review, visibility and soft delete.

export type ServiceRow = typeof services.$inferSelect;

const isId = (value: string) => idSchema.safeParse(value).success;
const live = isNull(services.deletedAt);

/** The seller's own live service; anyone else's, deleted, unknown or malformed → 404. */
async function findOwnedService(db: Database, userId: string, id: string): Promise<ServiceRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), live))
    .limit(1);
  if (!row) throw notFound();
  await findOwnedBusiness(db, userId, row.fkBusinessId);
  return row;
}

async function serviceBusiness(db: Database, userId: string, fkBusinessId: string) {
  const business = await findOwnedBusiness(db, userId, fkBusinessId);
  if (business.businessType !== 'service') throw badRequest(SELLER_MSG.serviceNeedsServiceBusiness);
  return business;
}

/** Service read forms (spec §3 Service): ids plus category, sub-categories and business contact. */
async function readServices(db: Database, rows: ServiceRow[]) {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [subLinks, leadRows] = await Promise.all([
    db
      .select({ owner: serviceSubCategories.fkServiceId, id: serviceSubCategories.fkSubCategoryId })
      .from(serviceSubCategories)
      .where(inArray(serviceSubCategories.fkServiceId, ids)),
    db
      .select({ id: serviceLeads.fkServiceId, n: count() })
      .from(serviceLeads)
      .where(and(inArray(serviceLeads.fkServiceId, ids), isNull(serviceLeads.deletedAt)))
      .groupBy(serviceLeads.fkServiceId),
  ]);
  const subsOf = new Map<string, string[]>();
  for (const link of subLinks) subsOf.set(link.owner, [...(subsOf.get(link.owner) ?? []), link.id]);
  const leads = new Map(leadRows.map((row) => [row.id, row.n]));
  const [categoryNames, subNames, businessNames] = await Promise.all([
    categoriesByIds(db, [...new Set(rows.map((row) => row.fkCategoryId))]),
    subCategoriesByIds(db, [...new Set(subLinks.map((link) => link.id))]),
    businessesByIds(db, [...new Set(rows.map((row) => row.fkBusinessId))]),
  ]);
  return rows.map((row) => {
    const subCategories = (subsOf.get(row.id) ?? [])
      .flatMap((id) => subNames.get(id) ?? [])
      .sort((a, b) => a.subCategory.localeCompare(b.subCategory));
    return {
      _id: row.id,
      name: row.name,
      images: row.images,
      fkCategoryId: row.fkCategoryId,
      fkSubCategoriesIds: subCategories.map((sub) => sub._id),
      pricePerUnit: row.pricePerUnit,
      sellingPrice: row.sellingPrice,
      tags: row.tags,
      description: row.description,
      fkBusinessId: row.fkBusinessId,
      isActive: row.isActive,
      isApproved: row.isApproved,
      rejectionMessage: row.rejectionMessage,
      leadsCount: leads.get(row.id) ?? 0,
      views: row.views,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      category: categoryNames.get(row.fkCategoryId) ?? null,
      subCategories,
      business: businessNames.get(row.fkBusinessId) ?? null,
    };
  });
}
export type SellerService = Awaited<ReturnType<typeof readServices>>[number];

async function readService(db: Database, row: ServiceRow) {
  const [service] = await readServices(db, [row]);
  return service!;
}

function columns(input: CreateServiceBody, images: string[]) {
  return {
    fkBusinessId: input.fkBusinessId,
    fkCategoryId: input.fkCategoryId,
    name: input.name,
    images,
    pricePerUnit: input.pricePerUnit ?? null,
    sellingPrice: input.sellingPrice ?? null,
    tags: input.tags,
    description: input.description,
    isApproved: false,
    rejectionMessage: null,
  };
}

async function writeLinks(db: Database, serviceId: string, input: CreateServiceBody) {
  await db.delete(serviceSubCategories).where(eq(serviceSubCategories.fkServiceId, serviceId));
  await db.insert(serviceSubCategories).values(
    input.fkSubCategoriesIds.map((fkSubCategoryId) => ({
      fkServiceId: serviceId,
      fkSubCategoryId,
    })),
  );
}

/** Adds a service to one of the seller's service businesses; it waits for approval. */
export async function createService(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: CreateServiceBody,
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  await serviceBusiness(db, auth.user.id, input.fkBusinessId);
  await checkListingCatalog(db, 'service', input);
  const plan = await planImages(storage, now, [], input.images);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(services).values(columns(input, plan.images)).returning();
    if (!inserted) throw new Error('service insert returned nothing');
    await writeLinks(tx, inserted.id, input);
    return inserted;
  });
  // serviceImagesPreSignedUrls follows product and business; servicesImagesPreSignedUrls is the
  // same list under the name issue 4 used (docs/decisions/003).
  return {
    service: await readService(db, row),
    serviceImagesPreSignedUrls: plan.uploads,
    servicesImagesPreSignedUrls: plan.uploads,
  };
}

/** Saves the whole form, sends the service back to review, and deletes images it dropped. */
export async function updateService(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: UpdateServiceBody,
  logError: (err: unknown) => void,
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const current = await findOwnedService(db, auth.user.id, input.id);
  if (input.fkBusinessId !== current.fkBusinessId)
    await serviceBusiness(db, auth.user.id, input.fkBusinessId);
  await checkListingCatalog(db, 'service', input);
  const { row, plan } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ images: services.images })
      .from(services)
      .where(and(eq(services.id, current.id), live))
      .for('update');
    if (!locked) throw notFound();
    const plan = await planImages(storage, now, locked.images, input.images);
    const [row] = await tx
      .update(services)
      .set(columns(input, plan.images))
      .where(eq(services.id, current.id))
      .returning();
    await writeLinks(tx, current.id, input);
    return { row, plan };
  });
  if (!row) throw notFound();
  await removeImages(storage, plan.removed, logError);
  return { service: await readService(db, row), newServiceImagesPreSignedUrls: plan.uploads };
}

export async function fetchService(db: Database, auth: Authenticated, id: string) {
  return { service: await readService(db, await findOwnedService(db, auth.user.id, id)) };
}

/** The seller's services, newest first, 10 a page; searchQuery matches the name. */
export async function fetchServices(
  db: Database,
  auth: Authenticated,
  query: {
    pageNo: number;
    perPage: number;
    filter: ListingFilter;
    searchQuery?: string | undefined;
    fkBusinessId?: string | undefined;
  },
) {
  const businessIds = await listedBusinessIds(db, auth.user.id, query.fkBusinessId);
  const where = and(
    inArray(services.fkBusinessId, businessIds),
    live,
    listingFilter(services, query.filter),
    query.searchQuery ? ilike(services.name, containsPattern(query.searchQuery)) : undefined,
  );
  const rows = await db
    .select()
    .from(services)
    .where(where)
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(query.perPage)
    .offset((query.pageNo - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(services).where(where);
  return { services: await readServices(db, rows), total: total?.n ?? 0 };
}

export async function countServices(
  db: Database,
  auth: Authenticated,
  fkBusinessId: string | undefined,
) {
  const businessIds = await listedBusinessIds(db, auth.user.id, fkBusinessId);
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${services.isActive})::int`,
      inActive: sql<number>`count(*) filter (where not ${services.isActive})::int`,
      pending: sql<number>`count(*) filter (where not ${services.isApproved})::int`,
    })
    .from(services)
    .where(and(inArray(services.fkBusinessId, businessIds), live));
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    inActive: row?.inActive ?? 0,
    pending: row?.pending ?? 0,
  };
}

/** Flips visibility (isActive) and answers the new status; approval is untouched. */
export async function toggleServiceStatus(db: Database, auth: Authenticated, id: string) {
  const current = await findOwnedService(db, auth.user.id, id);
  const [row] = await db
    .update(services)
    .set({ isActive: not(services.isActive) })
    .where(and(eq(services.id, current.id), live))
    .returning({ isActive: services.isActive });
  if (!row) throw notFound();
  const status: ListingStatus = row.isActive ? 'Active' : 'InActive';
  return { status, isActive: row.isActive };
}

/** Soft delete: gone from every list and page; its leads stay readable. */
export async function deleteService(deps: AppDeps, auth: Authenticated, id: string) {
  const db = deps.database.db;
  const current = await findOwnedService(db, auth.user.id, id);
  await db
    .update(services)
    .set({ deletedAt: deps.clock.now() })
    .where(and(eq(services.id, current.id), live));
}

export async function serviceCountsByBusiness(db: Database, businessIds: string[]) {
  if (!businessIds.length) return new Map<string, number>();
  const rows = await db
    .select({ id: services.fkBusinessId, n: count() })
    .from(services)
    .where(and(inArray(services.fkBusinessId, businessIds), live))
    .groupBy(services.fkBusinessId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

export async function softDeleteServicesOfBusiness(db: Database, businessId: string, now: Date) {
  await db
    .update(services)
    .set({ deletedAt: now })
    .where(and(eq(services.fkBusinessId, businessId), live));
}

/** Service images for the upload sweep. */
export const serviceImageHolder: ImageHolder = {
  name: 'services',
  recent: (db, since) =>
    db
      .select({ id: services.id, images: services.images })
      .from(services)
      .where(gte(services.updatedAt, since)),
  async drop(db, id, reference) {
    await db
      .update(services)
      .set({ images: sql`array_remove(${services.images}, ${reference})` })
      .where(eq(services.id, id));
  },
};
