import { useRef, useState } from 'react';
import { Input, SegmentedControl, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  CATEGORY_TYPES,
  createBusinessBody,
  LIMITS,
  maxCharsOf,
  updateBusinessBody,
  type CategoryType,
} from '@haat/shared';
import { FormActions } from '@/components/form-actions.tsx';
import { FormSection } from '@/components/form-section.tsx';
import { imagesForRequest, storedImages } from '@/components/image-uploader/image-items.ts';
import { ImageUploader } from '@/components/image-uploader/image-uploader.tsx';
import { useSaveWithImages } from '@/components/image-uploader/use-save-with-images.ts';
import { PhoneInput } from '@/components/phone-input.tsx';
import { StateCityPicker } from '@/entities/location/state-city-picker.tsx';
import { TagsField } from '@/entities/listing/tags-field.tsx';
import { WordCountTextarea } from '@/components/word-count-textarea.tsx';
import { focusFirstError } from '@/lib/focus-first-error.ts';
import { errorUnder, schemaErrors } from '@/lib/form-rules.ts';
import { showToast } from '@/lib/toast.ts';
import { indiaToday } from '@/lib/india-time.ts';
import { useSaveBusiness, type SellerBusiness } from '../api.ts';
import {
  businessBody,
  businessValuesOf,
  emptyBusinessValues,
  type BusinessValues,
} from './business-form-values.ts';
import { SocialLinkInput } from './social-link-input.tsx';
import { LocationField } from '@/entities/location/location-field.tsx';
import { WorkingHoursEditor } from './working-hours-editor.tsx';

type Props = {
  /** Editing this business; registering a new one without it. */
  business?: SellerBusiness;
  /** The seller's phone number for a new business (fetchPreFilledData). */
  prefillPhone?: string;
};

const LIST_PATH = '/userAdmin/businesses';

/** Register or edit a business: every field of a business, photos uploaded after. */
export function BusinessForm({ business, prefillPhone }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saveBusiness = useSaveBusiness();
  const form = useForm<BusinessValues>({
    initialValues: business ? businessValuesOf(business) : emptyBusinessValues(prefillPhone),
  });
  const [images, setImages] = useState(() => storedImages(business?.images));
  const editing = Boolean(business);
  /** Whether the last save kept the edit as a revision (the toast says so). */
  const revised = useRef(false);
  const { busy, save, retry, failed } = useSaveWithImages({
    images,
    setImages,
    initialId: business?._id ?? null,
    onSaved: () => {
      // An edit of an approved business waits as a revision while the live one stays.
      const done = !editing ? 'Created' : revised.current ? 'Revised' : 'Updated';
      showToast('success', t(`sellerMsg.business${done}`));
      navigate(LIST_PATH);
    },
  });
  // The server refuses a change of type while the business has listings (docs/decisions/003).
  const typeLocked = Boolean(business && business.productCount + business.serviceCount > 0);

  const submit = form.onSubmit((values) =>
    save(async (id) => {
      const body = businessBody(values, imagesForRequest(images));
      const errors = id
        ? schemaErrors(updateBusinessBody, { id, ...body })
        : schemaErrors(createBusinessBody, body);
      if (errors) {
        form.setErrors(errors);
        focusFirstError();
        return null;
      }
      try {
        const answer = await saveBusiness.mutateAsync({ id, body });
        revised.current = answer.savedAsRevision;
        return { id: answer.business._id, uploads: answer.uploads };
      } catch {
        return null; // the client showed the server's message
      }
    }),
  );

  const field = <K extends keyof BusinessValues>(key: K) => form.getInputProps(key);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title={t('businessForm.sections.basic')}>
          <TextInput
            label={t('businessForm.name')}
            placeholder={t('businessForm.placeholders.name')}
            withAsterisk
            maxLength={maxCharsOf(createBusinessBody.shape.name)}
            {...field('name')}
          />
          <Input.Wrapper
            label={t('businessForm.type')}
            withAsterisk
            description={typeLocked ? t('businessForm.typeLocked') : t('businessForm.typeHint')}
            error={form.errors.businessType}
          >
            <SegmentedControl
              mt={6}
              fullWidth
              data={CATEGORY_TYPES.map((type) => ({
                value: type,
                label: t(`businessForm.types.${type}`),
              }))}
              value={form.values.businessType}
              onChange={(value) => form.setFieldValue('businessType', value as CategoryType)}
              disabled={typeLocked || busy}
            />
          </Input.Wrapper>
          <WordCountTextarea
            label={t('businessForm.description')}
            placeholder={t('businessForm.placeholders.description')}
            withAsterisk
            value={form.values.description}
            onChange={(value) => form.setFieldValue('description', value)}
            error={form.errors.description}
          />
          <TagsField
            label={t('businessForm.tags')}
            value={form.values.tags}
            onChange={(tags) => form.setFieldValue('tags', tags)}
            error={errorUnder(form.errors, 'tags')}
            disabled={busy}
          />
        </FormSection>

        <FormSection title={t('businessForm.sections.photos')}>
          <ImageUploader
            label={t('businessForm.images')}
            value={images}
            onChange={setImages}
            max={LIMITS.imagesPerListing}
            disabled={busy}
            error={errorUnder(form.errors, 'images')}
            onRetry={retry}
          />
        </FormSection>

        <FormSection title={t('businessForm.sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PhoneInput label={t('businessForm.phone')} withAsterisk {...field('phoneNo')} />
            <TextInput
              label={t('businessForm.website')}
              placeholder={t('businessForm.placeholders.website')}
              type="url"
              inputMode="url"
              maxLength={maxCharsOf(createBusinessBody.shape.website)}
              {...field('website')}
            />
            <SocialLinkInput
              network="facebook"
              label={t('businessForm.fb')}
              maxLength={maxCharsOf(createBusinessBody.shape.fb)}
              {...field('fb')}
            />
            <SocialLinkInput
              network="instagram"
              label={t('businessForm.insta')}
              maxLength={maxCharsOf(createBusinessBody.shape.insta)}
              {...field('insta')}
            />
            <TextInput
              label={t('businessForm.gst')}
              placeholder={t('businessForm.placeholders.gst')}
              maxLength={maxCharsOf(createBusinessBody.shape.gst)}
              autoCapitalize="characters"
              {...field('gst')}
              onChange={(event) =>
                form.setFieldValue('gst', event.currentTarget.value.toUpperCase())
              }
            />
            <MonthPickerInput
              label={t('businessForm.doe')}
              placeholder={t('businessForm.placeholders.doe')}
              leftSection={<IconCalendarMonth size={16} />}
              valueFormat="MMMM YYYY"
              // Opens on the decade: a year of establishment is two taps away, not
              // one press per year back from this one.
              defaultLevel="decade"
              maxDate={indiaToday()}
              clearable
              clearButtonProps={{ 'aria-label': t('businessForm.clearDoe') }}
              value={form.values.doe}
              onChange={(value) => form.setFieldValue('doe', value)}
              error={form.errors.doe}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('businessForm.sections.address')}>
          <Textarea
            label={t('businessForm.address')}
            placeholder={t('businessForm.placeholders.address')}
            withAsterisk
            autosize
            minRows={2}
            maxRows={5}
            maxLength={maxCharsOf(createBusinessBody.shape.address)}
            {...field('address')}
          />
          <StateCityPicker
            state={form.values.state}
            city={form.values.city}
            onStateChange={(state) => form.setFieldValue('state', state)}
            onCityChange={(city) => form.setFieldValue('city', city)}
            stateError={form.errors.state}
            cityError={form.errors.city}
          />
          <TextInput
            label={t('businessForm.pinCode')}
            placeholder={t('businessForm.placeholders.pinCode')}
            withAsterisk
            inputMode="numeric"
            maxLength={LIMITS.pinCodeDigits}
            w={{ base: '100%', xs: 200 }}
            {...field('pinCode')}
            onChange={(event) =>
              form.setFieldValue('pinCode', event.currentTarget.value.replace(/\D/g, ''))
            }
          />
          <LocationField
            value={
              form.values.latitude != null && form.values.longitude != null
                ? { lat: form.values.latitude, lng: form.values.longitude }
                : null
            }
            city={form.values.city}
            onChange={(position) =>
              form.setValues({
                latitude: position?.lat ?? null,
                longitude: position?.lng ?? null,
              })
            }
            disabled={busy}
          />
        </FormSection>

        <FormSection title={t('businessForm.sections.hours')}>
          <WorkingHoursEditor
            value={form.values.workingHours}
            onChange={(hours) => form.setFieldValue('workingHours', hours)}
            error={errorUnder(form.errors, 'workingHours')}
            disabled={busy}
          />
        </FormSection>

        <FormActions
          busy={busy}
          submitLabel={editing ? t('businessForm.update') : t('businessForm.register')}
          onCancel={() => navigate(LIST_PATH)}
          failedUploads={failed}
          onRetry={retry}
        />
      </Stack>
    </form>
  );
}
