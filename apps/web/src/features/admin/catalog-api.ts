import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminBannerInput,
  AdminBrandInput,
  AdminCategoryInput,
  AdminColorInput,
  AdminSubCategoryInput,
  CategoryType,
} from '@haat/shared';
import { adminCatalogContract as catalog } from '@haat/shared/endpoints';
import { api, endpointQuery } from '@/lib/api-client.ts';
import { useAdminMutation } from './api.ts';

// The catalogue, banners and served cities in the console. Saves with images answer upload
// URLs; the forms PUT the files there (components/image-uploader). Their answers are cached
// under /admin like every console answer, so a change refreshes them all (useAdminMutation).

export function useCategories(type: CategoryType | 'all') {
  return useQuery({
    ...endpointQuery(catalog.fetchCategories, {
      categoryType: type === 'all' ? undefined : type,
    }),
    select: (payload) => payload.categories,
  });
}

export function useSubCategories(categoryId: string | null) {
  return useQuery({
    ...endpointQuery(catalog.fetchSubCategories, { fkCategoryId: categoryId ?? '' }),
    select: (payload) => payload.subCategories,
    enabled: Boolean(categoryId),
  });
}

export const BRANDS_PAGE_SIZE = 50;

export function useBrands(search: string, pageNo: number) {
  return useQuery({
    ...endpointQuery(catalog.fetchBrands, {
      search: search.trim() || undefined,
      pageNo,
      perPage: BRANDS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Every brand, for the sub-category form's brand picker. */
export function useAllBrands(enabled: boolean) {
  return useQuery({
    ...endpointQuery(catalog.fetchBrands, { perPage: 1000, pageNo: 1 }),
    select: (payload) => payload.brands,
    enabled,
  });
}

export function useColors() {
  return useQuery({
    ...endpointQuery(catalog.fetchColors, undefined),
    select: (payload) => payload.colors,
  });
}

export const BANNERS_PAGE_SIZE = 20;

export function useBanners(pageNo: number) {
  return useQuery({
    ...endpointQuery(catalog.fetchBanners, { pageNo, perPage: BANNERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export const CITIES_PAGE_SIZE = 25;
export type ServedFilter = 'all' | 'served' | 'unserved';

export function useCities(search: string, served: ServedFilter, pageNo: number) {
  return useQuery({
    ...endpointQuery(catalog.fetchCities, {
      search: search.trim() || undefined,
      served,
      pageNo,
      perPage: CITIES_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Served cities for the banner form's city picker. */
export function useServedCities(enabled: boolean) {
  return useQuery({
    ...endpointQuery(catalog.fetchCities, { served: 'served', pageNo: 1, perPage: 100 }),
    select: (payload) => payload.cities,
    enabled,
  });
}

export const useSetServed = () =>
  useAdminMutation((vars: { id: string; isServed: boolean }) => api(catalog.setServed, vars));

// Create (no id) or update (with id) of one catalogue entity; delete by id.
type Saving<T> = T & { id?: string | null };

// An update names neither the category's type nor a sub-category's category: both stay, and a
// create always names them.
export const saveCategory = ({
  id,
  ...body
}: Saving<Omit<AdminCategoryInput, 'type'> & Partial<Pick<AdminCategoryInput, 'type'>>>) =>
  id
    ? api(catalog.updateCategory, { id, ...body })
    : api(catalog.createCategory, body as AdminCategoryInput);
export const saveSubCategory = ({
  id,
  ...body
}: Saving<
  Omit<AdminSubCategoryInput, 'fkCategoryId'> & Partial<Pick<AdminSubCategoryInput, 'fkCategoryId'>>
>) =>
  id
    ? api(catalog.updateSubCategory, { id, ...body })
    : api(catalog.createSubCategory, body as AdminSubCategoryInput);
export const saveBrand = ({ id, ...body }: Saving<AdminBrandInput>) =>
  id ? api(catalog.updateBrand, { id, ...body }) : api(catalog.createBrand, body);
export const saveColor = ({ id, ...body }: Saving<AdminColorInput>) =>
  id ? api(catalog.updateColor, { id, ...body }) : api(catalog.createColor, body);
export const saveBanner = ({ id, ...body }: Saving<AdminBannerInput>) =>
  id ? api(catalog.updateBanner, { id, ...body }) : api(catalog.createBanner, body);

const DELETE_OF = {
  category: (id: string) => api(catalog.deleteCategory, { id }),
  subCategory: (id: string) => api(catalog.deleteSubCategory, { id }),
  brand: (id: string) => api(catalog.deleteBrand, { id }),
  color: (id: string) => api(catalog.deleteColor, { id }),
  banner: (id: string) => api(catalog.deleteBanner, { id }),
};

export type CatalogEntity = keyof typeof DELETE_OF;
export const deleteEntity = (entity: CatalogEntity, id: string) => DELETE_OF[entity](id);

export const useDeleteEntity = () =>
  useAdminMutation((vars: { entity: CatalogEntity; id: string }) =>
    deleteEntity(vars.entity, vars.id),
  );
