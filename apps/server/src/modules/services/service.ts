import { and, count, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { CreateServiceBody, UpdateServiceBody } from '@haat/shared';
import { createServiceBody, SELLER_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { serviceLeads, serviceSubCategories, services } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/service.ts';
import { businessesByIds } from '../business-lookups/service.ts';
import { categoriesByIds, subCategoriesByIds } from '../catalog/service.ts';
import {
  imageHolder,
  countListings,
  deleteListing,
  discardListingRevision,
  fetchListingPage,
  findOwnedListing,
  groupIds,
  toggleListingStatus,
  createListing,
  updateListing,
  type ListingWriter,
} from '../listings-common/service.ts';
import {
  revisionDetail,
  openRevisionOf,
  openRevisions,
  proposedForm,
  summaryOf,
  type RevisionRow,
} from '../revisions/service.ts';
import type { ListingQuery } from '../listings-common/service.ts';

// Spec §7 /userAdmin/service: the product workspace without SKU, brand, colours, specifications
// or disclaimer. Same rules of ownership, review, visibility and soft delete.

export type ServiceRow = typeof services.$inferSelect;

const findOwnedService = (db: Database, userId: string, id: string) =>
  findOwnedListing(db, services, userId, id);

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
  const revisions = await openRevisions(db, 'service', ids);
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
      /** Changes waiting for approval (or rejected) while this approved version stays public. */
      revision: summaryOf(revisions.get(row.id)),
      category: categoryNames.get(row.fkCategoryId) ?? null,
      subCategories,
      business: businessNames.get(row.fkBusinessId) ?? null,
    };
  });
}
export type SellerService = Awaited<ReturnType<typeof readServices>>[number];

/** One service with its open revision in detail (the edit page: what the revision changes). */
async function readService(db: Database, row: ServiceRow, revision?: RevisionRow | null) {
  const [service] = await readServices(db, [row]);
  const open = revision === undefined ? await openRevisionOf(db, 'service', row.id) : revision;
  return { ...service!, revision: await revisionDetail(db, 'service', service!, open) };
}

/** The columns a create or update writes (the catalogue import writes them in bulk too). */
export function columns(input: CreateServiceBody, images: string[]) {
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

/** Services in the listing editor's outline (listings-common: createListing, updateListing). */
const serviceWriter: ListingWriter<typeof services, CreateServiceBody> = {
  kind: 'service',
  table: services,
  wrongBusiness: SELLER_MSG.serviceNeedsServiceBusiness,
  columns,
  writeLinks,
};

/** Adds a service to one of the seller's service businesses; it waits for approval. */
export async function createService(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: CreateServiceBody,
) {
  const { row, uploads } = await createListing(deps, storage, auth, serviceWriter, input);
  // serviceImagesPreSignedUrls follows product and business; servicesImagesPreSignedUrls is the
  // same list under the name issue 4 used (docs/decisions/003).
  return {
    service: await readService(deps.database.db, row),
    serviceImagesPreSignedUrls: uploads,
    servicesImagesPreSignedUrls: uploads,
  };
}

/** Saves the whole form (listings-common: updateListing says how). */
export async function updateService(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: UpdateServiceBody,
  logError: (err: unknown) => void,
) {
  const saved = await updateListing(deps, storage, auth, serviceWriter, input, logError);
  return {
    service: await readService(deps.database.db, saved.row, saved.revision),
    newServiceImagesPreSignedUrls: saved.uploads,
    /** True when the edit waits as a revision and the approved version stays public. */
    savedAsRevision: Boolean(saved.revision),
  };
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

export const discardServiceRevision = (
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  id: string,
  logError: (err: unknown) => void,
) => discardListingRevision(deps, storage, services, 'service', auth, id, logError);

/**
 * Copies an approved revision's form onto the service inside the administrator's transaction (the
 * search document follows by trigger). Answers the live pictures it no longer holds.
 */
export async function applyServiceRevision(tx: Database, id: string, revision: RevisionRow) {
  const [row] = await tx.select().from(services).where(eq(services.id, id));
  if (!row) throw notFound();
  const input = createServiceBody.parse(proposedForm(revision));
  await tx
    .update(services)
    .set({ ...columns(input, revision.images), isApproved: true, rejectionMessage: null })
    .where(eq(services.id, row.id));
  await writeLinks(tx, row.id, input);
  return row.images.filter((reference) => !revision.images.includes(reference));
}

/** Service images for the upload sweep. */
export const serviceImageHolder = imageHolder('services', services);
