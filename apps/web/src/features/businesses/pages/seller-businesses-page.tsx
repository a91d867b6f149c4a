import { useEffect } from 'react';
import {
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { BUSINESS_FILTERS, LIMITS, PAGE_SIZES } from '@haat/shared';
import { confirmDelete } from '@/components/confirm.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { useBusinesses, useBusinessTotal, useDeleteBusiness, type BusinessFilter } from '../api.ts';
import { BusinessCard } from '../components/business-card.tsx';

const isFilter = (value: string | null): value is BusinessFilter =>
  BUSINESS_FILTERS.includes(value as BusinessFilter);

/** /userAdmin/businesses: the seller's businesses, 10 a page, All | Active | Pending. */
export default function SellerBusinessesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: BusinessFilter = isFilter(filterParam) ? filterParam : 'All';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useBusinesses(page, filter);
  const total = useBusinessTotal();
  const remove = useDeleteBusiness();
  const { busy, run } = useSingleFlight();

  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZES.sellerBusinesses);
  const go = (next: { filter?: BusinessFilter; page?: number }) => {
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    const search = new URLSearchParams();
    if (nextFilter !== 'All') search.set('filter', nextFilter);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace: true });
  };

  // A delete that empties the last page moves back to the page before it.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > 1 && page > pages) {
      const search = new URLSearchParams(params);
      if (pages > 1) search.set('page', String(pages));
      else search.delete('page');
      setParams(search, { replace: true });
    }
  }, [list.data, list.isPlaceholderData, page, pages, params, setParams]);

  // Hidden at 5 or more; hidden too until the count is known.
  const canAdd = total.data !== undefined && total.data < LIMITS.businessesPerUser;
  const addButton = canAdd ? (
    <Button
      component={Link}
      to="/userAdmin/businesses/register"
      leftSection={<IconPlus size={16} />}
    >
      {t('businesses.add')}
    </Button>
  ) : null;

  const askDelete = (id: string, name: string) =>
    confirmDelete({
      title: t('businesses.deleteTitle'),
      text: t('businesses.deleteText', { name }),
      onConfirm: () =>
        void run(async () => {
          try {
            await remove.mutateAsync(id);
            showToast('success', t('sellerMsg.businessDeleted'));
          } catch {
            // the client showed the server's message
          }
        }),
    });

  const businesses = list.data?.businesses ?? [];
  return (
    <PageShell
      title={t('pages.businesses')}
      subtitle={t('businesses.subtitle', { max: LIMITS.businessesPerUser })}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            data={BUSINESS_FILTERS.map((value) => ({
              value,
              label: t(`workspace.filters.${value}`),
            }))}
            value={filter}
            onChange={(value) => go({ filter: value as BusinessFilter })}
            aria-label={t('workspace.filterLabel')}
          />
          {addButton}
        </Group>
        {total.data !== undefined && !canAdd ? (
          <Text size="sm" c="dimmed">
            {t('businesses.limitReached', { max: LIMITS.businessesPerUser })}
          </Text>
        ) : null}
        {list.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : businesses.length === 0 ? (
          <EmptyState
            title={filter === 'All' ? t('businesses.emptyTitle') : t('workspace.emptyFiltered')}
            text={filter === 'All' ? t('businesses.emptyText') : null}
            action={filter === 'All' ? addButton : null}
          />
        ) : (
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing="md"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            {businesses.map((business) => (
              <BusinessCard
                key={business._id}
                business={business}
                onDelete={() => askDelete(business._id, business.name)}
                disabled={busy}
              />
            ))}
          </SimpleGrid>
        )}
        <PageButtons page={page} total={pages} onChange={(next) => go({ page: next })} />
      </Stack>
    </PageShell>
  );
}
