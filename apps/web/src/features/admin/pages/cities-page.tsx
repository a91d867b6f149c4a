import { useState } from 'react';
import { Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { AdminCity } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { showToast } from '@/lib/toast.ts';
import { pageCount } from '../api.ts';
import { CITIES_PAGE_SIZE, useCities, useSetServed, type ServedFilter } from '../catalog-api.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { ResponsiveTable, type Column } from '../components/responsive-table.tsx';

/** /admin/cities: where the market operates; the location picker follows at once. */
export default function CitiesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [served, setServed] = useState<ServedFilter>('served');
  const [page, setPage] = useState(1);
  const cities = useCities(debounced, served, page);
  const toggle = useSetServed();
  const rows = cities.data?.cities ?? [];

  const columns: Column<AdminCity>[] = [
    {
      key: 'city',
      label: t('location.city'),
      render: (city) => (
        <Text size="sm" fw={600}>
          {city.city}
        </Text>
      ),
    },
    {
      key: 'state',
      label: t('location.state'),
      render: (city) => <Text size="sm">{city.state}</Text>,
    },
    {
      key: 'served',
      label: t('admin.cities.served'),
      render: (city) => (
        <Switch
          checked={city.isServed}
          disabled={toggle.isPending}
          aria-label={t('admin.cities.toggle', { city: city.city })}
          onChange={(event) => {
            const isServed = event.currentTarget.checked;
            toggle.mutate(
              { id: city._id, isServed },
              {
                onSuccess: () =>
                  showToast(
                    'success',
                    t(isServed ? 'admin.cities.nowServed' : 'admin.cities.notServed', {
                      city: city.city,
                    }),
                  ),
              },
            );
          }}
        />
      ),
    },
  ];

  return (
    <AdminPage title={t('admin.cities.title')} subtitle={t('admin.cities.subtitle')}>
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label={t('admin.cities.search')}
            placeholder={t('admin.cities.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 220px' }}
            maw={360}
          />
          <SegmentedControl
            value={served}
            onChange={(value) => {
              setServed(value as ServedFilter);
              setPage(1);
            }}
            data={(['served', 'unserved', 'all'] as const).map((value) => ({
              value,
              label: t(`admin.cities.filters.${value}`),
            }))}
          />
        </Group>
        <QueryState
          isLoading={cities.isLoading}
          isError={cities.isError}
          onRetry={() => void cities.refetch()}
        />
        {cities.data && !rows.length ? <EmptyState title={t('admin.cities.empty')} /> : null}
        {rows.length ? (
          <ResponsiveTable rows={rows} columns={columns} rowKey={(city) => city._id} />
        ) : null}
        <Group justify="center">
          <PageButtons
            page={page}
            total={pageCount(cities.data?.total ?? 0, CITIES_PAGE_SIZE)}
            onChange={setPage}
          />
        </Group>
      </Stack>
    </AdminPage>
  );
}
