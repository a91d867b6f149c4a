import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { REQUIREMENT_MSG, type AdminRequirement } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { TFunction } from '@/i18n/translate.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { showToast } from '@/lib/toast.ts';
import { useRequirementCandidates, useRouteRequirement } from '../requirements-api.ts';

const SEARCH_DEBOUNCE_MS = 300;

// The server names its limit in the refusal ('Choose at most 5 businesses.'): the number is read
// back out of it, so the words show in the reader's language and the choice is held to it.
const TOO_MANY = new RegExp(
  `^${REQUIREMENT_MSG.routeTooMany.replace('.', '\\.').replace('{{max}}', '(\\d+)')}$`,
);

/** The candidate's line under its name: city, distance, its day's requirements. */
function candidateDetail(
  t: TFunction,
  business: { city: string; distanceKm: number | null; todayCount: number },
) {
  return [
    business.city,
    business.distanceKm === null
      ? null
      : t('admin.requirements.distance', { km: business.distanceKm.toFixed(1) }),
    t('admin.requirements.today', { count: business.todayCount }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Routes a requirement by hand: the public businesses of its kind the server proposes (nearest
 * first; a name search finds others), those already offered it shown but not chosen again.
 */
export function RouteRequirementModal({
  requirement,
  onClose,
}: {
  requirement: AdminRequirement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<string[]>([]);
  const [max, setMax] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const candidates = useRequirementCandidates(requirement?._id ?? null, q);
  const route = useRouteRequirement();
  const businesses = candidates.data?.businesses ?? [];

  const toggle = (id: string, on: boolean) => {
    setError(null);
    setChosen((now) => (on ? [...now, id] : now.filter((one) => one !== id)));
  };

  const submit = async () => {
    if (!requirement) return;
    if (!chosen.length) {
      setError(t('requirementMsg.routeNeedsBusinesses'));
      return;
    }
    try {
      await route.mutateAsync({ id: requirement._id, businessIds: chosen });
    } catch (failure) {
      const tooMany = isApiError(failure) ? TOO_MANY.exec(failure.message) : null;
      if (tooMany) {
        setMax(Number(tooMany[1]));
        setError(t('requirementMsg.routeTooMany', { max: tooMany[1] }));
      } else showApiErrorToast(failure);
      return;
    }
    showToast('success', t('requirementMsg.routed'));
    onClose();
  };

  return (
    <Modal
      opened={requirement !== null}
      onClose={onClose}
      title={t('admin.requirements.routeTitle')}
      centered
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {requirement?.need}
        </Text>
        <TextInput
          label={t('admin.requirements.searchBusinesses')}
          leftSection={<IconSearch size={16} />}
          rightSection={candidates.isFetching ? <Loader size="xs" /> : null}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {candidates.isError ? (
          <Alert color="red" variant="light">
            {t('errors.unexpected')}
          </Alert>
        ) : candidates.data && !businesses.length ? (
          <Text size="sm" c="dimmed">
            {t('admin.requirements.noCandidates')}
          </Text>
        ) : null}
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap="xs" role="group" aria-label={t('admin.requirements.candidatesLabel')}>
            {businesses.map((business) => {
              const picked = chosen.includes(business._id);
              return (
                <Checkbox
                  key={business._id}
                  label={business.name}
                  description={
                    business.alreadyOffered
                      ? `${candidateDetail(t, business)} · ${t('admin.requirements.alreadyOffered')}`
                      : candidateDetail(t, business)
                  }
                  checked={business.alreadyOffered || picked}
                  disabled={
                    business.alreadyOffered || (!picked && max !== null && chosen.length >= max)
                  }
                  onChange={(event) => toggle(business._id, event.currentTarget.checked)}
                />
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('admin.requirements.chosen', { count: chosen.length })}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.goBack')}
            </Button>
            <Button onClick={() => void submit()} loading={route.isPending}>
              {t('admin.requirements.route')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
