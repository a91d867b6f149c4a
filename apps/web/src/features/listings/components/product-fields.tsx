import { ColorSwatch, Group, MultiSelect, Pill, Select, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { createProductBody, LIMITS, maxCharsOf, type CatalogSubCategory } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { TextListField } from '@/components/text-list-field.tsx';
import { useBrands, useColors } from '@/entities/listing/listing-form/catalog-api.ts';
import { errorUnder } from '@/lib/form-rules.ts';
import { offeredBrandIds } from './brand-rules.ts';
import type { ListingValues } from './listing-form-values.ts';

type Props = {
  form: UseFormReturnType<ListingValues>;
  /** The chosen category's sub-categories: they say which brands are offered. */
  subCategories: CatalogSubCategory[];
  disabled: boolean;
};

/** Brand and colours: what only a product has among the basic details. */
export function ProductCatalogFields({ form, subCategories, disabled }: Props) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const colors = useColors();
  const brands = useBrands(offeredBrandIds(subCategories, values.fkSubCategoriesIds));
  const colorHex = new Map((colors.data ?? []).map((color) => [color._id, color.color]));
  const colorName = new Map((colors.data ?? []).map((color) => [color._id, color.colorName]));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('productForm.brand')}
        placeholder={
          values.fkSubCategoriesIds.length
            ? t('productForm.chooseBrand')
            : t('productForm.chooseSubCategoriesFirst')
        }
        searchable
        clearable
        data={(brands.data ?? []).map((brand) => ({ value: brand._id, label: brand.brand }))}
        value={values.fkBrandId}
        onChange={(fkBrandId) => form.setFieldValue('fkBrandId', fkBrandId)}
        nothingFoundMessage={t('productForm.noBrands')}
        disabled={disabled || !values.fkSubCategoriesIds.length}
        error={errors.fkBrandId}
      />
      <MultiSelect
        label={t('productForm.colors')}
        placeholder={values.fkColorIds.length ? undefined : t('productForm.chooseColors')}
        searchable
        clearable
        hidePickedOptions
        data={(colors.data ?? []).map((color) => ({ value: color._id, label: color.colorName }))}
        value={values.fkColorIds}
        onChange={(ids) => form.setFieldValue('fkColorIds', ids)}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={colorHex.get(option.value) ?? '#fff'} size={16} />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
        // A saved colour can render before the list arrives: its option is not there yet.
        renderPill={({ option, value, onRemove, disabled: pillDisabled }) => {
          const id = String(option?.value ?? value ?? '');
          return (
            <Pill withRemoveButton={!pillDisabled} onRemove={onRemove} disabled={pillDisabled}>
              <Group gap={4} wrap="nowrap" component="span">
                <ColorSwatch component="span" color={colorHex.get(id) ?? '#fff'} size={10} />
                {option?.label ?? colorName.get(id) ?? ''}
              </Group>
            </Pill>
          );
        }}
        nothingFoundMessage={t('location.nothingFound')}
        disabled={disabled}
        error={errorUnder(errors, 'fkColorIds')}
      />
    </SimpleGrid>
  );
}

/** The product's lists of lines and their words (up to 6 each). */
const TEXT_LISTS = [
  {
    field: 'specifications',
    max: LIMITS.specifications,
    maxChars: maxCharsOf(createProductBody.shape.specifications),
    label: 'productForm.specifications',
    add: 'productForm.addSpecification',
    item: 'productForm.specificationN',
    placeholder: 'productForm.specificationPlaceholder',
  },
  {
    field: 'disclaimer',
    max: LIMITS.disclaimers,
    maxChars: maxCharsOf(createProductBody.shape.disclaimer),
    label: 'productForm.disclaimers',
    add: 'productForm.addDisclaimer',
    item: 'productForm.disclaimerN',
    placeholder: 'productForm.disclaimerPlaceholder',
  },
] as const;

/** Specifications and disclaimers: what only a product has among the details. */
export function ProductTextLists({ form, disabled }: Omit<Props, 'subCategories'>) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return TEXT_LISTS.map((list) => (
    <TextListField
      key={list.field}
      label={t(list.label)}
      value={values[list.field]}
      onChange={(items) => form.setFieldValue(list.field, items)}
      max={list.max}
      maxChars={list.maxChars}
      addLabel={t(list.add)}
      itemLabel={(n) => t(list.item, { n })}
      placeholder={t(list.placeholder)}
      error={errors[list.field]}
      itemError={(index) => errors[`${list.field}.${index}`]}
      disabled={disabled}
    />
  ));
}
