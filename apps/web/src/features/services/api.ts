import { createListingApi, type ListingBase } from '@/components/seller-listings/api.ts';
import { sellerRoots } from '@/lib/seller-cache.ts';

// Spec §7 /userAdmin/service: the product set without SKU, brand, colours, specifications or
// disclaimer.

/** A service as the seller area reads it (spec §3 Service, read form). */
export type SellerService = ListingBase & {
  description: string;
  category: { _id: string; category: string } | null;
  business: { _id: string; name: string; phoneNo: string; address: string } | null;
};

/** The seller API of services; the list page takes it whole. */
export const serviceApi = createListingApi<SellerService>({
  path: '/userAdmin/service',
  root: sellerRoots.services,
  listField: 'services',
  itemField: 'service',
  createUploadsField: 'serviceImagesPreSignedUrls',
  updateUploadsField: 'newServiceImagesPreSignedUrls',
});

export const serviceKeys = serviceApi.keys;
export const useServices = serviceApi.useList;
export const useServiceCounts = serviceApi.useCounts;
export const useService = serviceApi.useOne;
export const useSaveService = serviceApi.useSave;
export const useDeleteService = serviceApi.useDelete;
export const useToggleServiceStatus = serviceApi.useToggleStatus;
