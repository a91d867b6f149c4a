import { useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ALL_OVER_INDIA, BANNER_MAX_IMAGES, type AdminBanner } from '@haat/shared';
import { ImageUploader } from '../../../components/image-uploader/image-uploader.tsx';
import { imagesForRequest, storedImages } from '../../../components/image-uploader/image-items.ts';
import { useSaveWithImages } from '../../../components/image-uploader/use-save-with-images.ts';
import { showToast } from '../../../lib/toast.ts';
import { adminKeys } from '../api.ts';
import { saveBanner, useCategories, useServedCities, useSubCategories } from '../catalog-api.ts';

const EVERYWHERE = '';

/**
 * A banner: where it shows (a served city or All Over India; the home page, a category or one
 * of its sub-categories) and its pictures, uploaded after the save answers their URLs.
 */
export function BannerForm({
  banner,
  onClose,
}: {
  banner: AdminBanner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [cityId, setCityId] = useState(banner?.fkCityId ?? EVERYWHERE);
  const [categoryId, setCategoryId] = useState(banner?.fkCategoryId ?? EVERYWHERE);
  const [subCategoryId, setSubCategoryId] = useState(banner?.fkSubCategoryId ?? EVERYWHERE);
  const [images, setImages] = useState(() => storedImages(banner?.images));
  const [error, setError] = useState<string | null>(null);
  const cities = useServedCities(true);
  const categories = useCategories('all');
  const subCategories = useSubCategories(categoryId || null);
  const { busy, save, retry, failed } = useSaveWithImages({
    images,
    setImages,
    initialId: banner?._id ?? null,
    onSaved: () => {
      showToast('success', t('admin.common.saved'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
  });

  const submit = () =>
    save(async (id) => {
      if (!images.length) {
        setError(t('admin.banners.imagesRequired'));
        return null;
      }
      try {
        const answer = await saveBanner({
          id,
          images: imagesForRequest(images),
          fkCityId: cityId || null,
          fkCategoryId: categoryId || null,
          fkSubCategoryId: subCategoryId || null,
        });
        void queryClient.invalidateQueries({ queryKey: adminKeys.all });
        return { id: answer.banner._id, uploads: answer.imagesPreSignedUrls };
      } catch {
        return null;
      }
    });

  const categoryGroups = (['product', 'service'] as const).map((type) => ({
    group: t(`admin.catalog.${type}Categories`),
    items: (categories.data ?? [])
      .filter((category) => category.type === type)
      .map((category) => ({ value: category._id, label: category.category })),
  }));

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={banner ? t('admin.banners.edit') : t('admin.banners.add')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Select
            label={t('admin.banners.city')}
            searchable
            allowDeselect={false}
            value={cityId}
            onChange={(value) => setCityId(value ?? EVERYWHERE)}
            data={[
              { value: EVERYWHERE, label: ALL_OVER_INDIA },
              ...(cities.data ?? []).map((city) => ({
                value: city._id,
                label: `${city.city}, ${city.state}`,
              })),
            ]}
            nothingFoundMessage={t('location.nothingFound')}
          />
          <Select
            label={t('admin.banners.page')}
            searchable
            allowDeselect={false}
            value={categoryId}
            onChange={(value) => {
              setCategoryId(value ?? EVERYWHERE);
              setSubCategoryId(EVERYWHERE);
            }}
            data={[
              {
                group: t('admin.banners.pages'),
                items: [{ value: EVERYWHERE, label: t('admin.banners.home') }],
              },
              ...categoryGroups,
            ]}
            nothingFoundMessage={t('location.nothingFound')}
          />
          {categoryId ? (
            <Select
              label={t('admin.banners.subCategory')}
              description={t('admin.banners.subCategoryHint')}
              searchable
              allowDeselect={false}
              value={subCategoryId}
              onChange={(value) => setSubCategoryId(value ?? EVERYWHERE)}
              data={[
                { value: EVERYWHERE, label: t('admin.banners.wholeCategory') },
                ...(subCategories.data ?? []).map((sub) => ({
                  value: sub._id,
                  label: sub.subCategory,
                })),
              ]}
              nothingFoundMessage={t('location.nothingFound')}
            />
          ) : null}
          <ImageUploader
            label={t('admin.banners.images')}
            value={images}
            onChange={(next) => {
              setImages(next);
              setError(null);
            }}
            max={BANNER_MAX_IMAGES}
            disabled={busy}
            error={error}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.goBack')}
            </Button>
            {failed ? (
              <Button variant="light" onClick={() => void retry()} loading={busy}>
                {t('admin.common.retryUpload')}
              </Button>
            ) : null}
            <Button type="submit" loading={busy}>
              {t('admin.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
