import { useState } from 'react';
import { Chip, Group, Stack, Text } from '@mantine/core';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_REQUIREMENT_FILTERS,
  type AdminRequirement,
  type AdminRequirementFilter,
} from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageButtons } from '@/components/page-buttons.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useFilterPageParams } from '@/lib/filter-page-params.ts';
import { AdminPage, QueryState } from '../components/admin-page.tsx';
import { RemoveRequirementModal } from '../components/remove-requirement-modal.tsx';
import { RequirementCard } from '../components/requirement-card.tsx';
import { RouteRequirementModal } from '../components/route-requirement-modal.tsx';
import { useRequirementQueue } from '../requirements-api.ts';

/**
 * /admin/requirements: buyers' posted requirements by where they stand (open: matched,
 * unmatched and held; reported; each state), with every filter's count and how many matched ones
 * a seller answered. Unmatched and held ones are routed by hand; abusive ones removed with a
 * reason (audited).
 */
export default function RequirementsPage() {
  const { t } = useTranslation();
  const { filter, page, update } = useFilterPageParams(ADMIN_REQUIREMENT_FILTERS, 'open');
  const queue = useRequirementQueue(filter, page);
  const [routing, setRouting] = useState<AdminRequirement | null>(null);
  const [removing, setRemoving] = useState<AdminRequirement | null>(null);
  const data = queue.data;
  const rows = data?.requirements ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / ADMIN_PAGE_SIZE));

  return (
    <AdminPage title={t('admin.requirements.title')} subtitle={t('admin.requirements.subtitle')}>
      <Stack gap="md">
        <Chip.Group
          multiple={false}
          value={filter}
          onChange={(value) => update({ filter: value as AdminRequirementFilter })}
        >
          <Group gap="xs" role="group" aria-label={t('admin.requirements.filterLabel')}>
            {ADMIN_REQUIREMENT_FILTERS.map((value) => (
              <Chip key={value} value={value} size="sm">
                {t(`admin.requirements.filters.${value}`)}
                {data ? ` (${data.counts[value]})` : ''}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {data ? (
          <Text size="sm" fw={600} data-testid="requirements-answered">
            {t('admin.requirements.answered', {
              answered: data.answered,
              matched: data.matchedEver,
            })}
          </Text>
        ) : null}
        <QueryState
          isLoading={queue.isLoading}
          isError={queue.isError}
          onRetry={() => void queue.refetch()}
        />
        {data && !rows.length ? (
          <EmptyState title={t(`admin.requirements.empty.${filter}`)} />
        ) : null}
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('admin.requirements.listLabel')}
        >
          {rows.map((requirement) => (
            <RequirementCard
              key={requirement._id}
              requirement={requirement}
              busy={queue.isFetching}
              onRoute={setRouting}
              onRemove={setRemoving}
            />
          ))}
        </Stack>
        <Group justify="center">
          <PageButtons
            page={page}
            total={pages}
            onChange={(next) => update({ page: next })}
            disabled={queue.isFetching}
          />
        </Group>
      </Stack>
      <RouteRequirementModal
        key={routing ? `route-${routing._id}` : 'route'}
        requirement={routing}
        onClose={() => setRouting(null)}
      />
      <RemoveRequirementModal
        key={removing ? `remove-${removing._id}` : 'remove'}
        requirement={removing}
        onClose={() => setRemoving(null)}
      />
    </AdminPage>
  );
}
