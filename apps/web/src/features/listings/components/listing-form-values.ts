import type { SellerProduct, SellerService } from '@haat/shared';
import type { ListingKind } from '@haat/shared';
import type { PriceValue } from '@/entities/listing/listing-form/price-fields.tsx';

/** What the form holds for either kind; a service leaves the product-only fields empty. */
export type ListingValues = {
  name: string;
  fkCategoryId: string | null;
  fkSubCategoriesIds: string[];
  pricePerUnit: PriceValue;
  sellingPrice: PriceValue;
  tags: string[];
  description: string;
  /** Product only: a service has none of these. */
  sku: string;
  fkBrandId: string | null;
  fkColorIds: string[];
  specifications: string[];
  disclaimer: string[];
};

export type SellerListing = SellerProduct | SellerService;

const isProduct = (listing: SellerListing): listing is SellerProduct => 'sku' in listing;

/** The form's values: empty for a new listing, else the listing's (its changes waiting, if any). */
export function listingValuesOf(listing?: SellerListing): ListingValues {
  const product = listing && isProduct(listing) ? listing : null;
  return {
    name: listing?.name ?? '',
    fkCategoryId: listing?.fkCategoryId ?? null,
    fkSubCategoriesIds: listing?.fkSubCategoriesIds ?? [],
    pricePerUnit: listing?.pricePerUnit ?? '',
    sellingPrice: listing?.sellingPrice ?? '',
    tags: listing?.tags ?? [],
    description: listing?.description ?? '',
    sku: product?.sku ?? '',
    fkBrandId: product?.fkBrandId ?? null,
    fkColorIds: product?.fkColorIds ?? [],
    specifications: product?.specifications ?? [],
    disclaimer: product?.disclaimer ?? [],
  };
}

/**
 * The create/update body (/userAdmin/product and /service); blanks are "not given". A
 * service's body carries only the fields a service has.
 */
export function listingBody(
  kind: ListingKind,
  values: ListingValues,
  images: string[],
  fkBusinessId: string,
) {
  const { sku, fkBrandId, fkColorIds, specifications, disclaimer, ...common } = values;
  const body = { ...common, fkCategoryId: values.fkCategoryId ?? '', images, fkBusinessId };
  return kind === 'product'
    ? { ...body, sku, fkBrandId: fkBrandId ?? '', fkColorIds, specifications, disclaimer }
    : body;
}
