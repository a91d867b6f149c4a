import type { ReactNode } from 'react';
import { Button, Center, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';

export type CheckOption = { value: string; label: string; icon?: ReactNode };

type Props = {
  options: CheckOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  loading?: boolean;
  /** More options on the server (48 a page): a Show more button loads them. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  hint?: ReactNode;
  emptyText?: string;
};

/** A multi-select list of one filter tab: categories, sub-categories, brands or colours. */
export function OptionChecklist({
  options,
  selected,
  onToggle,
  loading = false,
  hasMore = false,
  loadingMore = false,
  onMore,
  hint,
  emptyText,
}: Props) {
  const { t } = useTranslation();
  if (loading && !options.length) {
    return (
      <Center py="xl" role="status" aria-label={t('app.loading')}>
        <Loader size="sm" type="dots" />
      </Center>
    );
  }
  return (
    <Stack gap="xs">
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
      {options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText ?? t('filters.noOptions')}
        </Text>
      ) : (
        options.map((option) => (
          <Checkbox
            key={option.value}
            checked={selected.includes(option.value)}
            onChange={() => onToggle(option.value)}
            label={
              option.icon ? (
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  {option.icon}
                  {option.label}
                </span>
              ) : (
                option.label
              )
            }
            styles={{ body: { alignItems: 'center' }, label: { cursor: 'pointer' } }}
          />
        ))
      )}
      {hasMore ? (
        <Button variant="subtle" size="xs" onClick={onMore} loading={loadingMore} w="fit-content">
          {t('filters.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
