import { useRef, useState } from 'react';
import {
  ColorSwatch,
  Group,
  MultiSelect,
  Pill,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { createProductBody, LIMITS, updateProductBody } from '@haat/shared';
import { FormActions } from '@/components/form-actions.tsx';
import { FormSection } from '@/components/form-section.tsx';
import { imagesForRequest, storedImages } from '@/components/image-uploader/image-items.ts';
import { ImageUploader } from '@/components/image-uploader/image-uploader.tsx';
import { useSaveWithImages } from '@/components/image-uploader/use-save-with-images.ts';
import { CategoryFields } from '@/components/listing-form/category-fields.tsx';
import { PriceFields } from '@/components/listing-form/price-fields.tsx';
import { TagsField } from '@/components/tags-field.tsx';
import { TextListField } from '@/components/text-list-field.tsx';
import { WordCountTextarea } from '@/components/word-count-textarea.tsx';
import { useBrands, useCategories, useColors } from '@/components/listing-form/catalog-api.ts';
import { focusFirstError } from '@/lib/focus-first-error.ts';
import { errorUnder, schemaErrors } from '@/lib/form-rules.ts';
import { showToast } from '@/lib/toast.ts';
import { useSaveProduct, type SellerProduct } from '../api.ts';
import { brandAfterSubCategories, offeredBrandIds } from './brand-rules.ts';
import {
  emptyProductValues,
  productBody,
  productValuesOf,
  type ProductValues,
} from './product-form-values.ts';

type Props = {
  fkBusinessId: string;
  /** Where the list of this business's products is. */
  listPath: string;
  /** Editing this product; adding a new one without it. */
  product?: SellerProduct;
};

/** Add or edit a product: every field of spec §3/§5 Product, photos uploaded after the save. */
export function ProductForm({ fkBusinessId, listPath, product }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saveProduct = useSaveProduct();
  const categories = useCategories('product');
  const colors = useColors();
  const form = useForm<ProductValues>({
    initialValues: product ? productValuesOf(product) : emptyProductValues(),
  });
  const [images, setImages] = useState(() => storedImages(product?.images));
  const editing = Boolean(product);
  /** Whether the last save kept the edit as a revision (the toast says so). */
  const revised = useRef(false);
  const { busy, save, retry, failed } = useSaveWithImages({
    images,
    setImages,
    initialId: product?._id ?? null,
    onSaved: () => {
      // An edit of an approved product waits as a revision while the live one stays (issue 26).
      const done = !editing ? 'Created' : revised.current ? 'Revised' : 'Updated';
      showToast('success', t(`sellerMsg.product${done}`));
      navigate(listPath);
    },
  });

  const { values, errors } = form;
  const subCategories =
    categories.data?.find((category) => category._id === values.fkCategoryId)?.subCategories ?? [];
  const brands = useBrands(offeredBrandIds(subCategories, values.fkSubCategoriesIds));
  const colorHex = new Map((colors.data ?? []).map((color) => [color._id, color.color]));
  const colorName = new Map((colors.data ?? []).map((color) => [color._id, color.colorName]));

  const submit = form.onSubmit((current) =>
    save(async (id) => {
      const body = productBody(current, imagesForRequest(images), fkBusinessId);
      // Create and update word their price rules differently (spec §5): the call decides.
      const problems = id
        ? schemaErrors(updateProductBody, { id, ...body })
        : schemaErrors(createProductBody, body);
      if (problems) {
        form.setErrors(problems);
        focusFirstError();
        return null;
      }
      try {
        const answer = await saveProduct.mutateAsync({ id, body });
        revised.current = answer.savedAsRevision;
        return { id: answer.item._id, uploads: answer.uploads };
      } catch {
        return null; // the client showed the server's message
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title={t('listingForm.sections.basic')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('productForm.name')}
              placeholder={t('productForm.namePlaceholder')}
              withAsterisk
              maxLength={150}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('productForm.sku')}
              placeholder={t('productForm.skuPlaceholder')}
              maxLength={60}
              {...form.getInputProps('sku')}
            />
          </SimpleGrid>
          <CategoryFields
            categories={categories.data}
            loading={categories.isPending}
            categoryId={values.fkCategoryId}
            subCategoryIds={values.fkSubCategoriesIds}
            onCategoryChange={(fkCategoryId) =>
              form.setValues({ fkCategoryId, fkSubCategoriesIds: [], fkBrandId: null })
            }
            onSubCategoriesChange={(ids) =>
              form.setValues({
                fkSubCategoriesIds: ids,
                fkBrandId: brandAfterSubCategories(values.fkBrandId, subCategories, ids),
              })
            }
            categoryError={errors.fkCategoryId}
            subCategoryError={errorUnder(errors, 'fkSubCategoriesIds')}
            disabled={busy}
          />
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
              disabled={busy || !values.fkSubCategoriesIds.length}
              error={errors.fkBrandId}
            />
            <MultiSelect
              label={t('productForm.colors')}
              placeholder={values.fkColorIds.length ? undefined : t('productForm.chooseColors')}
              searchable
              clearable
              hidePickedOptions
              data={(colors.data ?? []).map((color) => ({
                value: color._id,
                label: color.colorName,
              }))}
              value={values.fkColorIds}
              onChange={(ids) => form.setFieldValue('fkColorIds', ids)}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={colorHex.get(option.value) ?? '#fff'} size={16} />
                  <Text size="sm">{option.label}</Text>
                </Group>
              )}
              // A saved colour can render before the list arrives: its option is not there yet.
              renderPill={({ option, value, onRemove, disabled }) => {
                const id = String(option?.value ?? value ?? '');
                return (
                  <Pill withRemoveButton={!disabled} onRemove={onRemove} disabled={disabled}>
                    <Group gap={4} wrap="nowrap" component="span">
                      <ColorSwatch component="span" color={colorHex.get(id) ?? '#fff'} size={10} />
                      {option?.label ?? colorName.get(id) ?? ''}
                    </Group>
                  </Pill>
                );
              }}
              nothingFoundMessage={t('location.nothingFound')}
              disabled={busy}
              error={errorUnder(errors, 'fkColorIds')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('listingForm.sections.prices')}>
          <PriceFields
            pricePerUnit={values.pricePerUnit}
            sellingPrice={values.sellingPrice}
            onPricePerUnitChange={(value) => form.setFieldValue('pricePerUnit', value)}
            onSellingPriceChange={(value) => form.setFieldValue('sellingPrice', value)}
            pricePerUnitError={errors.pricePerUnit}
            sellingPriceError={errors.sellingPrice}
            disabled={busy}
          />
        </FormSection>

        <FormSection title={t('listingForm.sections.photos')}>
          <ImageUploader
            label={t('productForm.images')}
            value={images}
            onChange={setImages}
            max={LIMITS.imagesPerListing}
            disabled={busy}
            error={errorUnder(errors, 'images')}
            onRetry={retry}
          />
        </FormSection>

        <FormSection title={t('listingForm.sections.details')}>
          <WordCountTextarea
            label={t('listingForm.description')}
            placeholder={t('productForm.descriptionPlaceholder')}
            value={values.description}
            onChange={(value) => form.setFieldValue('description', value)}
            error={errors.description}
          />
          <TagsField
            label={t('listingForm.tags')}
            value={values.tags}
            onChange={(tags) => form.setFieldValue('tags', tags)}
            error={errorUnder(errors, 'tags')}
            disabled={busy}
          />
          <TextListField
            label={t('productForm.specifications')}
            value={values.specifications}
            onChange={(items) => form.setFieldValue('specifications', items)}
            max={LIMITS.specifications}
            addLabel={t('productForm.addSpecification')}
            itemLabel={(n) => t('productForm.specificationN', { n })}
            placeholder={t('productForm.specificationPlaceholder')}
            error={errors.specifications}
            itemError={(index) => errors[`specifications.${index}`]}
            disabled={busy}
          />
          <TextListField
            label={t('productForm.disclaimers')}
            value={values.disclaimer}
            onChange={(items) => form.setFieldValue('disclaimer', items)}
            max={LIMITS.disclaimers}
            addLabel={t('productForm.addDisclaimer')}
            itemLabel={(n) => t('productForm.disclaimerN', { n })}
            placeholder={t('productForm.disclaimerPlaceholder')}
            error={errors.disclaimer}
            itemError={(index) => errors[`disclaimer.${index}`]}
            disabled={busy}
          />
        </FormSection>

        <FormActions
          busy={busy}
          submitLabel={editing ? t('listingForm.update') : t('productForm.add')}
          onCancel={() => navigate(listPath)}
          failedUploads={failed}
          onRetry={retry}
        />
      </Stack>
    </form>
  );
}
