import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconMapPin, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ALL_OVER_INDIA, formatDate, type AdminBanner } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { pageCount } from '../api.ts';
import { BANNERS_PAGE_SIZE, useBanners, useDeleteEntity } from '../catalog-api.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { ImageStrip } from '../components/image-strip.tsx';
import { BannerForm } from '../components/banner-form.tsx';
import { confirmAction } from '../components/confirm.ts';

/** Where a banner shows, in words. */
function useScope() {
  const { t } = useTranslation();
  return (banner: AdminBanner) => ({
    city: banner.city ?? ALL_OVER_INDIA,
    page: banner.subCategory
      ? `${banner.category} › ${banner.subCategory}`
      : (banner.category ?? t('admin.banners.home')),
  });
}

/** /admin/banners: banners per city and page; the public pages show them at once. */
export default function BannersPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ banner: AdminBanner | null } | null>(null);
  const banners = useBanners(page);
  const remove = useDeleteEntity();
  const scopeOf = useScope();
  const rows = banners.data?.banners ?? [];

  return (
    <AdminPage
      title={t('admin.banners.title')}
      subtitle={t('admin.banners.subtitle')}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ banner: null })}>
          {t('admin.banners.add')}
        </Button>
      }
    >
      <QueryState
        isLoading={banners.isLoading}
        isError={banners.isError}
        onRetry={() => void banners.refetch()}
      />
      {banners.data && !rows.length ? <EmptyState title={t('admin.banners.empty')} /> : null}
      <Stack gap="sm">
        {rows.map((banner) => {
          const scope = scopeOf(banner);
          return (
            <Card key={banner._id} withBorder radius="lg" padding="md">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Group gap={6}>
                    <Badge variant="light" color="peacock" leftSection={<IconMapPin size={12} />}>
                      {scope.city}
                    </Badge>
                    <Badge variant="light" color="saffron">
                      {scope.page}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('admin.banners.added', { date: formatDate(banner.createdAt) })}
                  </Text>
                </Group>
                <ImageStrip images={banner.images} alt={`${scope.page} · ${scope.city}`} />
                <Group justify="flex-end" gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEdit size={14} />}
                    onClick={() => setEditing({ banner })}
                  >
                    {t('admin.common.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    disabled={remove.isPending}
                    onClick={() =>
                      confirmAction({
                        title: t('admin.common.deleteTitle'),
                        text: t('admin.banners.deleteText', scope),
                        danger: true,
                        onConfirm: () => remove.mutate({ entity: 'banner', id: banner._id }),
                      })
                    }
                  >
                    {t('admin.common.delete')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </Stack>
      <Group justify="center" mt="lg">
        <PageButtons
          page={page}
          total={pageCount(banners.data?.total ?? 0, BANNERS_PAGE_SIZE)}
          onChange={setPage}
        />
      </Group>
      {editing ? <BannerForm banner={editing.banner} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}
