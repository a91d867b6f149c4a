import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { AdminBrand } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { pageCount } from '../api.ts';
import { BRANDS_PAGE_SIZE, saveBrand, useBrands, useDeleteEntity } from '../catalog-api.ts';
import { QueryState } from './admin-page.tsx';
import { CatalogRowActions } from './catalog-row-actions.tsx';
import { NamedImageForm } from './named-image-form.tsx';
import { ResponsiveTable, type Column } from './responsive-table.tsx';
import { Thumb } from './thumb.tsx';

/** Brands: a name and an image; sub-categories choose which they offer. */
export function BrandsPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ row: AdminBrand | null } | null>(null);
  const brands = useBrands(debounced, page);
  const remove = useDeleteEntity();
  const rows = brands.data?.brands ?? [];

  const columns: Column<AdminBrand>[] = [
    {
      key: 'image',
      label: t('admin.common.image'),
      render: (row) => <Thumb image={row.image} />,
      width: 72,
    },
    {
      key: 'name',
      label: t('admin.catalog.brand'),
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.brand}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <TextInput
          placeholder={t('admin.catalog.searchBrands')}
          aria-label={t('admin.catalog.searchBrands')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
          maw={360}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })}>
          {t('admin.catalog.addBrand')}
        </Button>
      </Group>
      <QueryState
        isLoading={brands.isLoading}
        isError={brands.isError}
        onRetry={() => void brands.refetch()}
      />
      {brands.data && !rows.length ? <EmptyState title={t('admin.catalog.noBrands')} /> : null}
      {rows.length ? (
        <ResponsiveTable
          rows={rows}
          columns={columns}
          rowKey={(row) => row._id}
          actionsLabel={t('admin.common.actions')}
          actions={(row) => (
            <CatalogRowActions
              entity="brand"
              id={row._id}
              name={row.brand}
              onEdit={() => setEditing({ row })}
              // The server takes a brand out of the sub-categories that offer it.
              inUse={false}
              deleting={remove.isPending}
              onDelete={remove.mutate}
              deleteText={t('admin.catalog.deleteBrandText', { name: row.brand })}
            />
          )}
        />
      ) : null}
      <Group justify="center">
        <PageButtons
          page={page}
          total={pageCount(brands.data?.total ?? 0, BRANDS_PAGE_SIZE)}
          onChange={setPage}
        />
      </Group>
      {editing ? (
        <NamedImageForm
          title={editing.row ? t('admin.catalog.editBrand') : t('admin.catalog.addBrand')}
          nameLabel={t('admin.catalog.brand')}
          id={editing.row?._id}
          initialName={editing.row?.brand}
          initialImage={editing.row?.image}
          onClose={() => setEditing(null)}
          onSave={async ({ id, name, image }) => {
            const answer = await saveBrand({ id, brand: name, image });
            return { id: answer.brand._id, imageUpload: answer.imageUpload };
          }}
        />
      ) : null}
    </Stack>
  );
}
