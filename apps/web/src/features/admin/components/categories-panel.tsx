import { useState } from 'react';
import { Button, Group, MultiSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconListTree, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { AdminCategory, AdminSubCategory, CategoryType } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import {
  saveCategory,
  saveSubCategory,
  useAllBrands,
  useCategories,
  useDeleteEntity,
  useSubCategories,
} from '../catalog-api.ts';
import { QueryState } from './admin-page.tsx';
import { CatalogRowActions } from './catalog-row-actions.tsx';
import { NamedImageForm } from './named-image-form.tsx';
import { ResponsiveTable, type Column } from './responsive-table.tsx';
import { Thumb } from './thumb.tsx';

type Editing<T> = { row: T | null } | null;

function SubCategories({ category }: { category: AdminCategory }) {
  const { t } = useTranslation();
  const subs = useSubCategories(category._id);
  const [editing, setEditing] = useState<Editing<AdminSubCategory>>(null);
  const [brandIds, setBrandIds] = useState<string[]>([]);
  const brands = useAllBrands(category.type === 'product' && editing !== null);
  const remove = useDeleteEntity();

  const open = (row: AdminSubCategory | null) => {
    setBrandIds(row?.fkBrandsIds ?? []);
    setEditing({ row });
  };
  const columns: Column<AdminSubCategory>[] = [
    {
      key: 'image',
      label: t('admin.common.image'),
      render: (row) => <Thumb image={row.image} />,
      width: 72,
    },
    {
      key: 'name',
      label: t('admin.catalog.subCategory'),
      render: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.subCategory}
          </Text>
          {row.subCategoryHi ? (
            <Text size="xs" c="dimmed" lang="hi">
              {row.subCategoryHi}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'brands',
      label: t('admin.catalog.brands'),
      render: (row) => <Text size="sm">{row.fkBrandsIds.length}</Text>,
    },
    {
      key: 'listings',
      label: t('admin.catalog.listings'),
      render: (row) => <Text size="sm">{row.listingCount}</Text>,
    },
  ];

  return (
    <Stack gap="sm" mt="md">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {t('admin.catalog.subCategoriesOf', { name: category.category })}
        </Title>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => open(null)}>
          {t('admin.catalog.addSubCategory')}
        </Button>
      </Group>
      <QueryState
        isLoading={subs.isLoading}
        isError={subs.isError}
        onRetry={() => void subs.refetch()}
      />
      {subs.data && !subs.data.length ? (
        <EmptyState title={t('admin.catalog.noSubCategories')} />
      ) : null}
      {subs.data?.length ? (
        <ResponsiveTable
          rows={subs.data}
          columns={columns}
          rowKey={(row) => row._id}
          actionsLabel={t('admin.common.actions')}
          actions={(row) => (
            <CatalogRowActions
              entity="subCategory"
              id={row._id}
              name={row.subCategory}
              onEdit={() => open(row)}
              inUse={row.listingCount > 0}
              deleting={remove.isPending}
              onDelete={remove.mutate}
            />
          )}
        />
      ) : null}
      {editing ? (
        <NamedImageForm
          title={
            editing.row ? t('admin.catalog.editSubCategory') : t('admin.catalog.addSubCategory')
          }
          nameLabel={t('admin.catalog.subCategory')}
          id={editing.row?._id}
          initialName={editing.row?.subCategory}
          hindi
          initialNameHi={editing.row?.subCategoryHi}
          initialImage={editing.row?.image}
          onClose={() => setEditing(null)}
          onSave={async ({ id, name, nameHi, image }) => {
            const answer = await saveSubCategory({
              id,
              fkCategoryId: id ? undefined : category._id,
              subCategory: name,
              subCategoryHi: nameHi,
              image,
              fkBrandsIds: brandIds,
            });
            return { id: answer.subCategory._id, imageUpload: answer.imageUpload };
          }}
        >
          {category.type === 'product' ? (
            <MultiSelect
              label={t('admin.catalog.brands')}
              description={t('admin.catalog.brandsHint')}
              searchable
              clearable
              data={(brands.data ?? []).map((brand) => ({ value: brand._id, label: brand.brand }))}
              value={brandIds}
              onChange={setBrandIds}
              nothingFoundMessage={t('location.nothingFound')}
            />
          ) : null}
        </NamedImageForm>
      ) : null}
    </Stack>
  );
}

/** Categories of a type, each with its sub-categories. */
export function CategoriesPanel() {
  const { t } = useTranslation();
  const [type, setType] = useState<CategoryType>('product');
  const [open, setOpen] = useState<AdminCategory | null>(null);
  const [editing, setEditing] = useState<Editing<AdminCategory>>(null);
  const categories = useCategories(type);
  const remove = useDeleteEntity();
  const current = categories.data?.find((category) => category._id === open?._id) ?? null;

  const columns: Column<AdminCategory>[] = [
    {
      key: 'image',
      label: t('admin.common.image'),
      render: (row) => <Thumb image={row.image} />,
      width: 72,
    },
    {
      key: 'name',
      label: t('admin.catalog.category'),
      render: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.category}
          </Text>
          {row.categoryHi ? (
            <Text size="xs" c="dimmed" lang="hi">
              {row.categoryHi}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'subs',
      label: t('admin.catalog.subCategories'),
      render: (row) => <Text size="sm">{row.subCategoryCount}</Text>,
    },
    {
      key: 'listings',
      label: t('admin.catalog.listings'),
      render: (row) => <Text size="sm">{row.listingCount}</Text>,
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          value={type}
          onChange={(value) => {
            setType(value as CategoryType);
            setOpen(null);
          }}
          data={[
            { value: 'product', label: t('admin.catalog.productCategories') },
            { value: 'service', label: t('admin.catalog.serviceCategories') },
          ]}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })}>
          {t('admin.catalog.addCategory')}
        </Button>
      </Group>
      <QueryState
        isLoading={categories.isLoading}
        isError={categories.isError}
        onRetry={() => void categories.refetch()}
      />
      {categories.data?.length ? (
        <ResponsiveTable
          rows={categories.data}
          columns={columns}
          rowKey={(row) => row._id}
          actionsLabel={t('admin.common.actions')}
          actions={(row) => (
            <>
              <Button
                size="xs"
                variant={current?._id === row._id ? 'filled' : 'light'}
                leftSection={<IconListTree size={14} />}
                onClick={() => setOpen(current?._id === row._id ? null : row)}
              >
                {t('admin.catalog.subCategories')}
              </Button>
              <CatalogRowActions
                entity="category"
                id={row._id}
                name={row.category}
                onEdit={() => setEditing({ row })}
                inUse={row.subCategoryCount + row.listingCount > 0}
                deleting={remove.isPending}
                onDelete={remove.mutate}
              />
            </>
          )}
        />
      ) : null}
      {current ? <SubCategories key={current._id} category={current} /> : null}
      {editing ? (
        <NamedImageForm
          title={editing.row ? t('admin.catalog.editCategory') : t('admin.catalog.addCategory')}
          nameLabel={t('admin.catalog.category')}
          id={editing.row?._id}
          initialName={editing.row?.category}
          hindi
          initialNameHi={editing.row?.categoryHi}
          initialImage={editing.row?.image}
          onClose={() => setEditing(null)}
          onSave={async ({ id, name, nameHi, image }) => {
            const answer = await saveCategory({
              id,
              type: id ? undefined : type,
              category: name,
              categoryHi: nameHi,
              image,
            });
            return { id: answer.category._id, imageUpload: answer.imageUpload };
          }}
        />
      ) : null}
    </Stack>
  );
}
