import { Group, Pagination } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { UI } from '@haat/shared';

/** The page numbers shown around the current one: at most `buttons`, kept inside 1…total. */
export function pageWindow(page: number, total: number, buttons: number = UI.paginationButtons) {
  const count = Math.min(buttons, total);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

type Props = {
  page: number;
  total: number;
  onChange: (page: number) => void;
  disabled?: boolean;
};

/** Pagination with 5 page buttons plus previous and next; hidden on one page. */
export function PageButtons({ page, total, onChange, disabled }: Props) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Pagination.Root total={total} value={page} onChange={onChange} disabled={disabled}>
      <Group gap={6} justify="center" component="nav" aria-label={t('pagination.label')}>
        <Pagination.Previous aria-label={t('pagination.previous')} />
        {pageWindow(page, total).map((n) => (
          <Pagination.Control
            key={n}
            active={n === page}
            onClick={() => onChange(n)}
            aria-label={t('pagination.page', { page: n })}
            aria-current={n === page ? 'page' : undefined}
            disabled={disabled}
          >
            {n}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label={t('pagination.next')} />
      </Group>
    </Pagination.Root>
  );
}
