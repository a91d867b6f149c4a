import { useRef, useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { createServiceBody, LIMITS, updateServiceBody } from '@haat/shared';
import { FormActions } from '@/components/form-actions.tsx';
import { FormSection } from '@/components/form-section.tsx';
import { imagesForRequest, storedImages } from '@/components/image-uploader/image-items.ts';
import { ImageUploader } from '@/components/image-uploader/image-uploader.tsx';
import { useSaveWithImages } from '@/components/image-uploader/use-save-with-images.ts';
import { CategoryFields } from '@/components/listing-form/category-fields.tsx';
import { PriceFields, type PriceValue } from '@/components/listing-form/price-fields.tsx';
import { TagsField } from '@/components/tags-field.tsx';
import { WordCountTextarea } from '@/components/word-count-textarea.tsx';
import { useCategories } from '@/components/listing-form/catalog-api.ts';
import { focusFirstError } from '@/lib/focus-first-error.ts';
import { errorUnder, schemaErrors } from '@/lib/form-rules.ts';
import { showToast } from '@/lib/toast.ts';
import { useSaveService, type SellerService } from '../api.ts';

type ServiceValues = {
  name: string;
  fkCategoryId: string | null;
  fkSubCategoriesIds: string[];
  pricePerUnit: PriceValue;
  sellingPrice: PriceValue;
  tags: string[];
  description: string;
};

const valuesOf = (service?: SellerService): ServiceValues => ({
  name: service?.name ?? '',
  fkCategoryId: service?.fkCategoryId ?? null,
  fkSubCategoriesIds: service?.fkSubCategoriesIds ?? [],
  pricePerUnit: service?.pricePerUnit ?? '',
  sellingPrice: service?.sellingPrice ?? '',
  tags: service?.tags ?? [],
  description: service?.description ?? '',
});

type Props = {
  fkBusinessId: string;
  listPath: string;
  /** Editing this service; adding a new one without it. */
  service?: SellerService;
};

/** Add or edit a service (spec §5 Service: name, at least 1 sub-category, description). */
export function ServiceForm({ fkBusinessId, listPath, service }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saveService = useSaveService();
  const categories = useCategories('service');
  const form = useForm<ServiceValues>({ initialValues: valuesOf(service) });
  const [images, setImages] = useState(() => storedImages(service?.images));
  const editing = Boolean(service);
  /** Whether the last save kept the edit as a revision (the toast says so). */
  const revised = useRef(false);
  const { busy, save, retry, failed } = useSaveWithImages({
    images,
    setImages,
    initialId: service?._id ?? null,
    onSaved: () => {
      // An edit of an approved service waits as a revision while the live one stays (issue 26).
      const done = !editing ? 'Created' : revised.current ? 'Revised' : 'Updated';
      showToast('success', t(`sellerMsg.service${done}`));
      navigate(listPath);
    },
  });
  const { values, errors } = form;

  const submit = form.onSubmit((current) =>
    save(async (id) => {
      const body = {
        ...current,
        fkCategoryId: current.fkCategoryId ?? '',
        images: imagesForRequest(images),
        fkBusinessId,
      };
      const problems = id
        ? schemaErrors(updateServiceBody, { id, ...body })
        : schemaErrors(createServiceBody, body);
      if (problems) {
        form.setErrors(problems);
        focusFirstError();
        return null;
      }
      try {
        const answer = await saveService.mutateAsync({ id, body });
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
          <TextInput
            label={t('serviceForm.name')}
            placeholder={t('serviceForm.namePlaceholder')}
            withAsterisk
            maxLength={150}
            {...form.getInputProps('name')}
          />
          <CategoryFields
            categories={categories.data}
            loading={categories.isPending}
            categoryId={values.fkCategoryId}
            subCategoryIds={values.fkSubCategoriesIds}
            onCategoryChange={(fkCategoryId) =>
              form.setValues({ fkCategoryId, fkSubCategoriesIds: [] })
            }
            onSubCategoriesChange={(ids) => form.setFieldValue('fkSubCategoriesIds', ids)}
            categoryError={errors.fkCategoryId}
            subCategoryError={errorUnder(errors, 'fkSubCategoriesIds')}
            disabled={busy}
          />
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
            label={t('serviceForm.images')}
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
            placeholder={t('serviceForm.descriptionPlaceholder')}
            withAsterisk
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
        </FormSection>

        <FormActions
          busy={busy}
          submitLabel={editing ? t('listingForm.update') : t('serviceForm.add')}
          onCancel={() => navigate(listPath)}
          failedUploads={failed}
          onRetry={retry}
        />
      </Stack>
    </form>
  );
}
