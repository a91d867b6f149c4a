import { useRef, useState } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  createProductBody,
  createServiceBody,
  LIMITS,
  maxCharsOf,
  updateProductBody,
  updateServiceBody,
} from '@haat/shared';
import { FormActions } from '@/components/form-actions.tsx';
import { FormSection } from '@/components/form-section.tsx';
import { imagesForRequest, storedImages } from '@/components/image-uploader/image-items.ts';
import { ImageUploader } from '@/components/image-uploader/image-uploader.tsx';
import { useSaveWithImages } from '@/components/image-uploader/use-save-with-images.ts';
import { CategoryFields } from '@/entities/listing/listing-form/category-fields.tsx';
import { PriceFields } from '@/entities/listing/listing-form/price-fields.tsx';
import type { ListingKind } from '@haat/shared';
import { TagsField } from '@/entities/listing/tags-field.tsx';
import { WordCountTextarea } from '@/components/word-count-textarea.tsx';
import { useCategories } from '@/entities/listing/listing-form/catalog-api.ts';
import { focusFirstError } from '@/lib/focus-first-error.ts';
import { errorUnder, schemaErrors } from '@/lib/form-rules.ts';
import { showToast } from '@/lib/toast.ts';
import { productApi, serviceApi } from '../api.ts';
import { brandAfterSubCategories } from './brand-rules.ts';
import {
  listingBody,
  listingValuesOf,
  type ListingValues,
  type SellerListing,
} from './listing-form-values.ts';
import { ProductCatalogFields, ProductTextLists } from './product-fields.tsx';

// Create and update word their price rules differently: the call decides which applies.
const RULES = {
  product: { create: createProductBody, update: updateProductBody },
  service: { create: createServiceBody, update: updateServiceBody },
} as const;

const NAME_MAX = {
  product: maxCharsOf(createProductBody.shape.name),
  service: maxCharsOf(createServiceBody.shape.name),
} as const;
const SKU_MAX = maxCharsOf(createProductBody.shape.sku);

/** The seller API of each kind (a route shows one kind for its whole life). */
const APIS = { product: productApi, service: serviceApi } as const;

type Props = {
  kind: ListingKind;
  fkBusinessId: string;
  /** Where the list of this business's listings of this kind is. */
  listPath: string;
  /** Editing this listing; adding a new one without it. */
  listing?: SellerListing;
};

/**
 * Add or edit a product or a service: every field, photos uploaded after the save.
 * Both kinds share name, category, prices, photos, description and keywords; a product adds SKU,
 * brand, colours, specifications and disclaimers, and a service's description is required.
 */
export function ListingForm({ kind, fkBusinessId, listPath, listing }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saveListing = APIS[kind].useSave();
  const categories = useCategories(kind);
  const form = useForm<ListingValues>({ initialValues: listingValuesOf(listing) });
  const [images, setImages] = useState(() => storedImages(listing?.images));
  const editing = Boolean(listing);
  /** Whether the last save kept the edit as a revision (the toast says so). */
  const revised = useRef(false);
  const { busy, save, retry, failed } = useSaveWithImages({
    images,
    setImages,
    initialId: listing?._id ?? null,
    onSaved: () => {
      // An edit of an approved listing waits as a revision while the live one stays.
      const done = !editing ? 'Created' : revised.current ? 'Revised' : 'Updated';
      showToast('success', t(`sellerMsg.${kind}${done}`));
      navigate(listPath);
    },
  });

  const { values, errors } = form;
  const subCategories =
    categories.data?.find((category) => category._id === values.fkCategoryId)?.subCategories ?? [];
  const isProduct = kind === 'product';

  const submit = form.onSubmit((current) =>
    save(async (id) => {
      const body = listingBody(kind, current, imagesForRequest(images), fkBusinessId);
      const problems = id
        ? schemaErrors(RULES[kind].update, { id, ...body })
        : schemaErrors(RULES[kind].create, body);
      if (problems) {
        form.setErrors(problems);
        focusFirstError();
        return null;
      }
      try {
        const answer = await saveListing.mutateAsync({ id, body });
        revised.current = answer.savedAsRevision;
        return { id: answer.item._id, uploads: answer.uploads };
      } catch {
        return null; // the client showed the server's message
      }
    }),
  );

  const nameInput = (
    <TextInput
      label={t(`${kind}Form.name`)}
      placeholder={t(`${kind}Form.namePlaceholder`)}
      withAsterisk
      maxLength={NAME_MAX[kind]}
      {...form.getInputProps('name')}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title={t('listingForm.sections.basic')}>
          {isProduct ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {nameInput}
              <TextInput
                label={t('productForm.sku')}
                placeholder={t('productForm.skuPlaceholder')}
                maxLength={SKU_MAX}
                {...form.getInputProps('sku')}
              />
            </SimpleGrid>
          ) : (
            nameInput
          )}
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
          {isProduct && (
            <ProductCatalogFields form={form} subCategories={subCategories} disabled={busy} />
          )}
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
            label={t(`${kind}Form.images`)}
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
            placeholder={t(`${kind}Form.descriptionPlaceholder`)}
            // Spec §5: a service needs a description; a product's is optional.
            withAsterisk={!isProduct}
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
          {isProduct && <ProductTextLists form={form} disabled={busy} />}
        </FormSection>

        <FormActions
          busy={busy}
          submitLabel={editing ? t('listingForm.update') : t(`${kind}Form.add`)}
          onCancel={() => navigate(listPath)}
          failedUploads={failed}
          onRetry={retry}
        />
      </Stack>
    </form>
  );
}
