import type { ReactNode } from 'react';
import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { CatalogCategory } from '@haat/shared';
import { categoryName, subCategoryName } from '@/lib/local-name.ts';

type Props = {
  categories: CatalogCategory[] | undefined;
  loading: boolean;
  categoryId: string | null;
  subCategoryIds: string[];
  /** A new category: its sub-categories (and a product's brand) start empty. */
  onCategoryChange: (categoryId: string | null) => void;
  onSubCategoriesChange: (ids: string[]) => void;
  categoryError?: ReactNode;
  subCategoryError?: ReactNode;
  disabled?: boolean;
};

/** Category, then at least one of its sub-categories (a product's or service's form rule). */
export function CategoryFields({
  categories,
  loading,
  categoryId,
  subCategoryIds,
  onCategoryChange,
  onSubCategoriesChange,
  categoryError,
  subCategoryError,
  disabled,
}: Props) {
  const { t, i18n } = useTranslation();
  const category = categories?.find((item) => item._id === categoryId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('listingForm.category')}
        placeholder={loading ? t('app.loading') : t('listingForm.chooseCategory')}
        withAsterisk
        searchable
        data={(categories ?? []).map((item) => ({
          value: item._id,
          label: categoryName(item, i18n.language),
        }))}
        value={categoryId}
        onChange={(value) => {
          if (value !== categoryId) onCategoryChange(value);
        }}
        nothingFoundMessage={t('location.nothingFound')}
        error={categoryError}
        disabled={disabled}
      />
      <MultiSelect
        label={t('listingForm.subCategories')}
        placeholder={
          category
            ? subCategoryIds.length
              ? undefined
              : t('listingForm.chooseSubCategories')
            : t('listingForm.chooseCategoryFirst')
        }
        withAsterisk
        searchable
        data={(category?.subCategories ?? []).map((sub) => ({
          value: sub._id,
          label: subCategoryName(sub, i18n.language),
        }))}
        value={subCategoryIds}
        onChange={onSubCategoriesChange}
        nothingFoundMessage={t('location.nothingFound')}
        error={subCategoryError}
        disabled={disabled || !category}
        hidePickedOptions
        clearable
      />
    </SimpleGrid>
  );
}
