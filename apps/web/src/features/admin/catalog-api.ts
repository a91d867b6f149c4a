import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminBannerInput,
  AdminBrandInput,
  AdminCatalogAnswers,
  AdminCategoryInput,
  AdminColorInput,
  AdminSubCategoryInput,
  CategoryType,
} from '@haat/shared';
import { api } from '@/lib/api-client.ts';
import { useAdminMutation } from './api.ts';

// The catalogue, banners and served cities in the console. Saves with images answer upload
// URLs; the forms PUT the files there (components/image-uploader).

const catalogKeys = {
  categories: (type: CategoryType | 'all') => ['admin', 'catalog', 'categories', type] as const,
  subCategories: (categoryId: string) => ['admin', 'catalog', 'subCategories', categoryId] as const,
  brands: (search: string, pageNo: number) =>
    ['admin', 'catalog', 'brands', search, pageNo] as const,
  allBrands: ['admin', 'catalog', 'brands', 'all'] as const,
  colors: ['admin', 'catalog', 'colors'] as const,
  banners: (pageNo: number) => ['admin', 'catalog', 'banners', pageNo] as const,
  cities: (search: string, served: string, pageNo: number) =>
    ['admin', 'catalog', 'cities', search, served, pageNo] as const,
};

export function useCategories(type: CategoryType | 'all') {
  return useQuery({
    queryKey: catalogKeys.categories(type),
    queryFn: ({ signal }) =>
      api.get<AdminCatalogAnswers['categories']>(
        '/admin/category/fetchAll',
        { categoryType: type === 'all' ? undefined : type },
        { signal },
      ),
    select: (payload) => payload.categories,
  });
}

export function useSubCategories(categoryId: string | null) {
  return useQuery({
    queryKey: catalogKeys.subCategories(categoryId ?? ''),
    queryFn: ({ signal }) =>
      api.get<AdminCatalogAnswers['subCategories']>(
        '/admin/subCategory/fetchAll',
        { fkCategoryId: categoryId },
        { signal },
      ),
    select: (payload) => payload.subCategories,
    enabled: Boolean(categoryId),
  });
}

export const BRANDS_PAGE_SIZE = 50;

export function useBrands(search: string, pageNo: number) {
  return useQuery({
    queryKey: catalogKeys.brands(search, pageNo),
    queryFn: ({ signal }) =>
      api.get<AdminCatalogAnswers['brands']>(
        '/admin/brand/fetchAll',
        { search: search.trim() || undefined, pageNo, perPage: BRANDS_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every brand, for the sub-category form's brand picker. */
export function useAllBrands(enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.allBrands,
    queryFn: ({ signal }) =>
      api.get<AdminCatalogAnswers['brands']>(
        '/admin/brand/fetchAll',
        { perPage: 1000, pageNo: 1 },
        { signal },
      ),
    select: (payload) => payload.brands,
    enabled,
  });
}

export function useColors() {
  return useQuery({
    queryKey: catalogKeys.colors,
    queryFn: ({ signal }) =>
      api.get<AdminCatalogAnswers['colors']>('/admin/color/fetchAll', undefined, { signal }),
    select: (payload) => payload.colors,
  });
}

export const BANNERS_PAGE_SIZE = 20;

export function useBanners(pageNo: number) {
  return useQuery({
    queryKey: catalogKeys.banners(pageNo),
    queryFn: ({ signal }) =>
      api.get<AdminCatalogAnswers['banners']>(
        '/admin/banner/fetchAll',
        { pageNo, perPage: BANNERS_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export const CITIES_PAGE_SIZE = 25;
export type ServedFilter = 'all' | 'served' | 'unserved';

export function useCities(search: string, served: ServedFilter, pageNo: number) {
  return useQuery({
    queryKey: catalogKeys.cities(search, served, pageNo),
    queryFn: ({ signal }) =>
      api.get<AdminCatalogAnswers['cities']>(
        '/admin/city/fetchAll',
        { search: search.trim() || undefined, served, pageNo, perPage: CITIES_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Served cities for the banner form's city picker. */
export function useServedCities(enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.cities('', 'served', 0),
    queryFn: ({ signal }) =>
      api.get<AdminCatalogAnswers['cities']>(
        '/admin/city/fetchAll',
        { served: 'served', pageNo: 1, perPage: 100 },
        { signal },
      ),
    select: (payload) => payload.cities,
    enabled,
  });
}

export const useSetServed = () =>
  useAdminMutation((vars: { id: string; isServed: boolean }) =>
    api.put<AdminCatalogAnswers['served']>('/admin/city/setServed', vars),
  );

/** Create (no id) or update (with id) of one catalogue entity; delete by id. */
const saver =
  <TBody extends object, TAnswer>(base: string) =>
  ({ id, ...body }: TBody & { id?: string | null }) =>
    id
      ? api.put<TAnswer>(`${base}/update`, { id, ...body })
      : api.post<TAnswer>(`${base}/create`, body);

// An update names neither the category's type nor a sub-category's category: both stay.
export const saveCategory = saver<
  Omit<AdminCategoryInput, 'type'> & Partial<Pick<AdminCategoryInput, 'type'>>,
  AdminCatalogAnswers['category']
>('/admin/category');
export const saveSubCategory = saver<
  Omit<AdminSubCategoryInput, 'fkCategoryId'> &
    Partial<Pick<AdminSubCategoryInput, 'fkCategoryId'>>,
  AdminCatalogAnswers['subCategory']
>('/admin/subCategory');
export const saveBrand = saver<AdminBrandInput, AdminCatalogAnswers['brand']>('/admin/brand');
export const saveColor = saver<AdminColorInput, AdminCatalogAnswers['color']>('/admin/color');
export const saveBanner = saver<AdminBannerInput, AdminCatalogAnswers['banner']>('/admin/banner');

export type CatalogEntity = 'category' | 'subCategory' | 'brand' | 'color' | 'banner';
export const deleteEntity = (entity: CatalogEntity, id: string) =>
  api.delete<AdminCatalogAnswers['deleted']>(`/admin/${entity}/delete`, { id });

export const useDeleteEntity = () =>
  useAdminMutation((vars: { entity: CatalogEntity; id: string }) =>
    deleteEntity(vars.entity, vars.id),
  );
