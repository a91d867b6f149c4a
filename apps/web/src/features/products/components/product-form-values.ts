import type { PriceValue } from '@/components/listing-form/price-fields.tsx';
import type { SellerProduct } from '../api.ts';

export type ProductValues = {
  name: string;
  fkCategoryId: string | null;
  fkSubCategoriesIds: string[];
  fkBrandId: string | null;
  fkColorIds: string[];
  sku: string;
  pricePerUnit: PriceValue;
  sellingPrice: PriceValue;
  tags: string[];
  description: string;
  specifications: string[];
  disclaimer: string[];
};

export const emptyProductValues = (): ProductValues => ({
  name: '',
  fkCategoryId: null,
  fkSubCategoriesIds: [],
  fkBrandId: null,
  fkColorIds: [],
  sku: '',
  pricePerUnit: '',
  sellingPrice: '',
  tags: [],
  description: '',
  specifications: [],
  disclaimer: [],
});

export const productValuesOf = (product: SellerProduct): ProductValues => ({
  name: product.name,
  fkCategoryId: product.fkCategoryId,
  fkSubCategoriesIds: product.fkSubCategoriesIds,
  fkBrandId: product.fkBrandId,
  fkColorIds: product.fkColorIds,
  sku: product.sku ?? '',
  pricePerUnit: product.pricePerUnit ?? '',
  sellingPrice: product.sellingPrice ?? '',
  tags: product.tags,
  description: product.description ?? '',
  specifications: product.specifications,
  disclaimer: product.disclaimer,
});

/** The create/update body (spec §7 /userAdmin/product); blanks are "not given". */
export const productBody = (values: ProductValues, images: string[], fkBusinessId: string) => ({
  ...values,
  fkCategoryId: values.fkCategoryId ?? '',
  fkBrandId: values.fkBrandId ?? '',
  images,
  fkBusinessId,
});
