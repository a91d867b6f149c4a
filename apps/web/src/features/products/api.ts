import { createListingApi, type ListingBase } from '@/components/seller-listings/api.ts';
import { sellerRoots } from '@/lib/seller-cache.ts';

// Spec §7 /userAdmin/product: create, update, fetch, fetchAll, fetchCount, toggleStatus, delete.

/** A product as the seller area reads it (spec §3 Product, read form). */
export type SellerProduct = ListingBase & {
  fkBrandId: string | null;
  fkColorIds: string[];
  sku: string | null;
  description: string | null;
  specifications: string[];
  disclaimer: string[];
  category: { _id: string; category: string } | null;
  brand: { _id: string; brand: string } | null;
  colors: Array<{ _id: string; color: string; colorName: string }>;
};

/** The seller API of products; the list page takes it whole. */
export const productApi = createListingApi<SellerProduct>({
  path: '/userAdmin/product',
  root: sellerRoots.products,
  listField: 'products',
  itemField: 'product',
  createUploadsField: 'productImagesPreSignedUrls',
  updateUploadsField: 'newProductImagesPreSignedUrls',
});

export const productKeys = productApi.keys;
export const useProducts = productApi.useList;
export const useProductCounts = productApi.useCounts;
export const useProduct = productApi.useOne;
export const useSaveProduct = productApi.useSave;
export const useDeleteProduct = productApi.useDelete;
export const useToggleProductStatus = productApi.useToggleStatus;
