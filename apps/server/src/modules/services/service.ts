import { ilike } from 'drizzle-orm';
import type { CreateServiceBody } from '@haat/shared';
import { createServiceBody, SELLER_MSG } from '@haat/shared';
import { serviceLeads, serviceSubCategories, services } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/service.ts';
import { listingColumns, listingService } from '../listings-common/service.ts';

// Spec §7 /userAdmin/service: the listing workspace (listings-common: listingService) without
// SKU, brand, colours, specifications or disclaimer; the description is required and the read
// form carries the business's phone and address.

export type ServiceRow = typeof services.$inferSelect;

/** The columns a create or update writes (the catalogue import writes them in bulk too). */
export function columns(input: CreateServiceBody, images: string[]) {
  return { ...listingColumns(input, images), description: input.description };
}

/** The seller's services: create, update, fetch, lists, counts, visibility, delete, revisions. */
export const serviceListings = listingService({
  kind: 'service',
  table: services,
  wrongBusiness: SELLER_MSG.serviceNeedsServiceBusiness,
  form: createServiceBody,
  columns,
  subCategoryLinks: { table: serviceSubCategories, listing: serviceSubCategories.fkServiceId },
  subCategoryLink: (fkServiceId, fkSubCategoryId) => ({ fkServiceId, fkSubCategoryId }),
  leads: { table: serviceLeads, listing: serviceLeads.fkServiceId },
  /** A service's read form adds its business's name, phone and address. */
  readOwn: async () => (_row, shared) => ({ business: shared.business ?? null }),
  /** searchQuery matches the name. */
  search: (pattern) => ilike(services.name, pattern),
});
export type SellerService = Awaited<
  ReturnType<typeof serviceListings.fetchAll>
>['services'][number];

/**
 * Adds a service to one of the seller's service businesses; it waits for approval.
 * serviceImagesPreSignedUrls follows product and business; servicesImagesPreSignedUrls is the
 * same list under its first name, kept for the callers that use it (docs/decisions/003).
 */
export async function createService(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  input: CreateServiceBody,
) {
  const answer = await serviceListings.create(deps, storage, auth, input);
  return { ...answer, servicesImagesPreSignedUrls: answer.serviceImagesPreSignedUrls };
}

// What other modules call: the catalogue import, the approvals and the upload sweep.
export const updateService = serviceListings.update;
export const fetchServices = serviceListings.fetchAll;
export const applyServiceRevision = serviceListings.applyRevision;
export const serviceImageHolder = serviceListings.imageHolder;
