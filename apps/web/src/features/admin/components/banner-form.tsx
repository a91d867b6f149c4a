import { useCallback, useState, type SetStateAction } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ALL_OVER_INDIA, BANNER_MAX_IMAGES, type AdminBanner } from '@haat/shared';
import { ImageUploader } from '@/components/image-uploader/image-uploader.tsx';
import {
  imagesForRequest,
  storedImages,
  type ImageItem,
} from '@/components/image-uploader/image-items.ts';
import { useSaveWithImages } from '@/components/image-uploader/use-save-with-images.ts';
import { endpointKeyPrefix } from '@/lib/api-client.ts';
import { showToast } from '@/lib/toast.ts';
import { saveBanner, useCategories, useServedCities, useSubCategories } from '../catalog-api.ts';

const EVERYWHERE = '';

/**
 * A banner: where it shows (a served city or All Over India; the home page, a category or one
 * of its sub-categories), its pictures and, optionally, the same pictures with their words in
 * Hindi, all uploaded after the save answers their URLs.
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
  const [imagesHi, setImagesHi] = useState(() => storedImages(banner?.imagesHi));
  // One save uploads both lists (use-save-with-images.ts). It only changes images in place (their
  // upload URL and progress), so each list takes its own items back by id.
  const setBoth = useCallback((next: SetStateAction<ImageItem[]>) => {
    const update = (list: ImageItem[]) => {
      const byId = new Map(
        (typeof next === 'function' ? next(list) : next).map((item) => [item.id, item]),
      );
      return list.map((item) => byId.get(item.id) ?? item);
    };
    setImages(update);
    setImagesHi(update);
  }, []);
  const [error, setError] = useState<string | null>(null);
  const cities = useServedCities(true);
  const categories = useCategories('all');
  const subCategories = useSubCategories(categoryId || null);
  const { busy, save, retry, failed } = useSaveWithImages({
    images: [...images, ...imagesHi],
    setImages: setBoth,
    initialId: banner?._id ?? null,
    onSaved: () => {
      showToast('success', t('admin.common.saved'));
      void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('/admin') });
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
          imagesHi: imagesHi.length ? imagesForRequest(imagesHi) : null,
          fkCityId: cityId || null,
          fkCategoryId: categoryId || null,
          fkSubCategoryId: subCategoryId || null,
        });
        void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('/admin') });
        return {
          id: answer.banner._id,
          uploads: [...answer.imagesPreSignedUrls, ...answer.imagesHiPreSignedUrls],
        };
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
          <div>
            <ImageUploader
              label={t('admin.banners.imagesHi')}
              value={imagesHi}
              onChange={setImagesHi}
              max={BANNER_MAX_IMAGES}
              disabled={busy}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t('admin.banners.imagesHiHint')}
            </Text>
          </div>
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
