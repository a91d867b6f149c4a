import { createListingApi, type ListingBase } from '../../lib/listings-api.ts';
import { sellerRoots } from '../../lib/seller-cache.ts';

// Spec §7 /userAdmin/service: the product set without SKU, brand, colours, specifications or
// disclaimer.

/** A service as the seller area reads it (spec §3 Service, read form). */
export type SellerService = ListingBase & {
  description: string;
  category: { _id: string; category: string } | null;
  business: { _id: string; name: string; phoneNo: string; address: string } | null;
};

const services = createListingApi<SellerService>({
  path: '/userAdmin/service',
  root: sellerRoots.services,
  listField: 'services',
  itemField: 'service',
  createUploadsField: 'serviceImagesPreSignedUrls',
  updateUploadsField: 'newServiceImagesPreSignedUrls',
});

export const serviceKeys = services.keys;
export const useServices = services.useList;
export const useServiceCounts = services.useCounts;
export const useService = services.useOne;
export const useSaveService = services.useSave;
export const useDeleteService = services.useDelete;
export const useToggleServiceStatus = services.useToggleStatus;
