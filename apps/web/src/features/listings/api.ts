import type { SellerProduct, SellerService } from '@haat/shared';
import { createListingApi } from '@/entities/listing/seller-listings/api.ts';
import { productsContract, servicesContract } from '@haat/shared/endpoints';
import { sellerRoots } from '@/lib/seller-cache.ts';

// Spec §7 /userAdmin/product and /userAdmin/service: create, update, fetch, fetchAll, fetchCount,
// toggleStatus, delete. A service is the product set without SKU, brand, colours,
// specifications or disclaimer; the answers' types are the shared schemas'.

/** The seller API of products; the list page takes it whole. */
export const productApi = createListingApi<SellerProduct>({
  endpoints: productsContract,
  root: sellerRoots.products,
  listField: 'products',
  itemField: 'product',
  createUploadsField: 'productImagesPreSignedUrls',
  updateUploadsField: 'newProductImagesPreSignedUrls',
});

/** The seller API of services; the list page takes it whole. */
export const serviceApi = createListingApi<SellerService>({
  endpoints: servicesContract,
  root: sellerRoots.services,
  listField: 'services',
  itemField: 'service',
  createUploadsField: 'serviceImagesPreSignedUrls',
  updateUploadsField: 'newServiceImagesPreSignedUrls',
});
