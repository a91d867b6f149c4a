import { and, count, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { CreateServiceBody, UpdateServiceBody } from '@haat/shared';
import { SELLER_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { serviceLeads, serviceSubCategories, services } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import { planImages } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/session.ts';
import { businessesByIds } from '../businesses/service.ts';
import { categoriesByIds, checkListingCatalog, subCategoriesByIds } from '../catalog/service.ts';
import { imageHolder } from '../listings-common/image-holder.ts';
import type { ListingQuery } from '../listings-common/service.ts';
import {
  countListings,
  deleteListing,
  fetchListingPage,
  findOwnedListing,
  groupIds,
  listingBusiness,
  saveListingEdit,
  toggleListingStatus,
} from '../listings-common/service.ts';

// Spec §7 /userAdmin/service: the product workspace without SKU, brand, colours, specifications
// or disclaimer. Same rules of ownership, review, visibility and soft delete.

export type ServiceRow = typeof services.$inferSelect;

const findOwnedService = (db: Database, userId: string, id: string) =>
  findOwnedListing(db, services, userId, id);

/** A business the seller owns that offers services. */
const serviceBusiness = (db: Database, userId: string, fkBusinessId: string) =>
  listingBusiness(db, userId, fkBusinessId, 'service', SELLER_MSG.serviceNeedsServiceBusiness);

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
  const subsOf = groupIds(subLinks);
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
  const current = await findOwnedService(db, auth.user.id, input.id);
  if (input.fkBusinessId !== current.fkBusinessId)
    await serviceBusiness(db, auth.user.id, input.fkBusinessId);
  await checkListingCatalog(db, 'service', input);
  const { row, uploads } = await saveListingEdit(
    deps,
    storage,
    services,
    current.id,
    input.images,
    async (tx, images) => {
      const [row] = await tx
        .update(services)
        .set(columns(input, images))
        .where(eq(services.id, current.id))
        .returning();
      await writeLinks(tx, current.id, input);
      return row;
    },
    logError,
  );
  return { service: await readService(db, row), newServiceImagesPreSignedUrls: uploads };
}

export async function fetchService(db: Database, auth: Authenticated, id: string) {
  return { service: await readService(db, await findOwnedService(db, auth.user.id, id)) };
}

/** The seller's services, newest first, 10 a page; searchQuery matches the name. */
export async function fetchServices(db: Database, auth: Authenticated, query: ListingQuery) {
  const { rows, total } = await fetchListingPage(db, services, auth, query, (search) =>
    ilike(services.name, containsPattern(search)),
  );
  return { services: await readServices(db, rows), total };
}

export const countServices = (
  db: Database,
  auth: Authenticated,
  fkBusinessId: string | undefined,
) => countListings(db, services, auth, fkBusinessId);

export const toggleServiceStatus = (db: Database, auth: Authenticated, id: string) =>
  toggleListingStatus(db, services, auth, id);

export const deleteService = (deps: AppDeps, auth: Authenticated, id: string) =>
  deleteListing(deps, services, auth, id);

/** Service images for the upload sweep. */
export const serviceImageHolder = imageHolder('services', services);
