import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { CategoryType, SearchSort } from '@haat/shared';
import { activeFilterCount, type ListingFilters } from '@/lib/listing-filters.ts';
import type { FilterTab } from './filter-modal-tabs.ts';
import field from '@/components/plain-field/plain-field.module.css';
import classes from './listing-toolbar.module.css';

// The modal's tabs, slider and option lists load when Filter is first pressed.
const FilterModal = lazy(() => import('./filter-modal.tsx'));

type Props = {
  kind: CategoryType;
  filters: ListingFilters;
  onFilters: (filters: ListingFilters) => void;
  tabs: FilterTab[];
  fixedSubCategoryId?: string;
  sort: SearchSort;
  sorts: readonly SearchSort[];
  onSort: (sort: SearchSort) => void;
  /** Placed first (the search page's Products/Services toggle). */
  leading?: ReactNode;
  /** Beside Filter and Sort By: the Near me button. */
  trailing?: ReactNode;
  /** Whether a position is known, so the modal offers a radius. */
  located?: boolean;
};

/**
 * Above a search or listing page's list: the Filter button with the number of active
 * filters, which opens the filter modal, and Sort By.
 */
export function ListingToolbar({
  kind,
  filters,
  onFilters,
  tabs,
  fixedSubCategoryId,
  sort,
  sorts,
  onSort,
  leading,
  trailing,
  located,
}: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const count = activeFilterCount(filters, kind);

  return (
    <Group justify="space-between" gap="sm" className={classes.bar}>
      {leading}
      {/* Beside the leading toggle on a phone, so Filter and Sort By share a row of their own and
          the chosen sort reads in full; at the right with them on wider screens. */}
      {trailing ? <div className={classes.trailing}>{trailing}</div> : null}
      <Group gap="sm" wrap="nowrap" className={classes.controls}>
        <Button
          variant={count ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          onClick={() => {
            setUsed(true);
            setOpened(true);
          }}
          aria-haspopup="dialog"
          aria-label={
            count ? `${t('listing.filter')}, ${t('listing.filterCount', { count })}` : undefined
          }
        >
          {count ? t('listing.filterWithCount', { count }) : t('listing.filter')}
        </Button>
        <div className={`${field.field} ${classes.sort}`} data-with-left data-with-right>
          <span className={`${field.section} ${field.left} ${classes.sortLabel}`} aria-hidden>
            {t('listing.sortBy')}:
          </span>
          <select
            className={field.control}
            aria-label={t('listing.sortBy')}
            value={sort}
            onChange={(event) => onSort(event.currentTarget.value as SearchSort)}
          >
            {sorts.map((value) => (
              <option key={value} value={value}>
                {t(`listing.sorts.${value}`)}
              </option>
            ))}
          </select>
          <span className={`${field.section} ${field.right} ${field.chevron}`} aria-hidden>
            <IconChevronDown size={16} />
          </span>
        </div>
      </Group>
      {used ? (
        <Suspense fallback={null}>
          <FilterModal
            opened={opened}
            onClose={() => setOpened(false)}
            kind={kind}
            value={filters}
            onApply={(next) => {
              setOpened(false);
              onFilters(next);
            }}
            tabs={tabs}
            fixedSubCategoryId={fixedSubCategoryId}
            located={located}
          />
        </Suspense>
      ) : null}
    </Group>
  );
}
