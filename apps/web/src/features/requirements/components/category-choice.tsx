import { useEffect, useMemo } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import type { CategoryType, RequirementSuggestion } from '@haat/shared';
import { useFilterCategories } from '@/entities/listing/filter-modal/api.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { categoryName, localName, subCategoryName } from '@/lib/local-name.ts';

type Option = { value: string; label: string };

type Props = {
  kind: CategoryType | '';
  categoryId: string;
  subCategoryId: string;
  /** The suggestion the choice came from, whose names stand in while the lists load. */
  suggestion: RequirementSuggestion | undefined;
  /** Shown under the fields while the choice is the suggestion's. */
  description?: string;
  onChange: (choice: { categoryId: string; subCategoryId: string }) => void;
};

/**
 * The category and sub-category of the need: the catalogue's of the chosen kind,
 * with the words' suggestion preselected and changeable; both may be left at "Any".
 */
export function CategoryChoice({
  kind,
  categoryId,
  subCategoryId,
  suggestion,
  description,
  onChange,
}: Props) {
  const { t, i18n } = useTranslation();
  const categories = useFilterCategories(kind || 'product', Boolean(kind));
  // The catalogue has a few dozen categories a kind: all of them, page after page.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = categories;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = categories.items;
  // A sub-category that came alone (the sub-category page's link) names its category.
  useEffect(() => {
    if (categoryId || !subCategoryId) return;
    const owner = items.find((item) => item.subCategories.some((sub) => sub._id === subCategoryId));
    if (owner) onChange({ categoryId: owner._id, subCategoryId });
  }, [categoryId, subCategoryId, items, onChange]);

  const language = i18n.language;
  const categoryOptions = useMemo(() => {
    const options: Option[] = items.map((item) => ({
      value: item._id,
      label: categoryName(item, language),
    }));
    const named = suggestion?.category;
    if (named && !options.some((option) => option.value === named._id)) {
      options.push({ value: named._id, label: localName(language, named.name, named.nameHi) });
    }
    return options;
  }, [items, suggestion, language]);

  const subCategoryOptions = useMemo(() => {
    const owner = items.find((item) => item._id === categoryId);
    const options: Option[] = (owner?.subCategories ?? []).map((sub) => ({
      value: sub._id,
      label: subCategoryName(sub, language),
    }));
    const named = suggestion?.subCategory;
    if (named && named._id === subCategoryId && !options.some((o) => o.value === named._id)) {
      options.push({ value: named._id, label: localName(language, named.name, named.nameHi) });
    }
    return options;
  }, [items, categoryId, subCategoryId, suggestion, language]);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <Select
        label={t('postRequirement.category')}
        placeholder={t('postRequirement.anyCategory')}
        data={categoryOptions}
        value={categoryId || null}
        onChange={(value) => onChange({ categoryId: value ?? '', subCategoryId: '' })}
        searchable
        clearable
        disabled={!kind}
        nothingFoundMessage={t('location.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        description={description}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Select
        label={t('postRequirement.subCategory')}
        placeholder={t('postRequirement.anySubCategory')}
        data={subCategoryOptions}
        value={subCategoryId || null}
        onChange={(value) => onChange({ categoryId, subCategoryId: value ?? '' })}
        searchable
        clearable
        disabled={!categoryId}
        nothingFoundMessage={t('location.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
