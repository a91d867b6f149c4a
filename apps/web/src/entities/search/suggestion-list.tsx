import { useImperativeHandle, useLayoutEffect, type Ref } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconBuildingStore, IconCategory, IconLayoutGrid, IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SUGGESTION_LIMITS, type CategoryType, type Suggestion } from '@haat/shared';
import { searchContract } from '@haat/shared/endpoints';
import { useTranslation } from '@/i18n/use-translation.ts';
import { endpointQuery } from '@/lib/api-client.ts';
import { businessLink } from '@/lib/business-link.ts';
import { localName } from '@/lib/local-name.ts';
import { categoryPath, subCategoryPath } from '@/lib/route-ids.ts';
import classes from './suggestion-list.module.css';

// The search box's suggestions, in their own chunk: loaded the first time the box is
// used, never with a page's first view. The box (search-bar.tsx) owns the combobox: the text,
// the open state and the highlighted row; this list fetches, draws and follows a pick.

export type SuggestionListHandle = {
  /** Follows the suggestion at `index` (Enter on a highlighted row). */
  pick(index: number): void;
};

type Props = {
  ref?: Ref<SuggestionListHandle>;
  /** The listbox's id, which the box's aria-controls names; rows are `${id}-${index}`. */
  id: string;
  text: string;
  city: string;
  open: boolean;
  active: number;
  /** How many rows are shown (0 when closed or empty), for the box's keys and ARIA. */
  onCount(count: number): void;
  /** A query suggestion runs the search with its words, in its kind. */
  onSearch(text: string, kind: CategoryType): void;
  /** Called after any pick, so the box closes. */
  onPicked(): void;
  /** Highlight follows the pointer. */
  onActive(index: number): void;
};

const KIND_LABEL = { product: 'listing.products', service: 'listing.services' } as const;

const TYPE_LABEL = {
  category: 'searchBar.typeCategory',
  subCategory: 'searchBar.typeSubCategory',
  query: 'searchBar.typeQuery',
  business: 'searchBar.typeBusiness',
} as const;

const ICONS = {
  category: IconCategory,
  subCategory: IconLayoutGrid,
  query: IconSearch,
  business: IconBuildingStore,
} as const;

export function SuggestionList({
  ref,
  id,
  text,
  city,
  open,
  active,
  onCount,
  onSearch,
  onPicked,
  onActive,
}: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [typed] = useDebouncedValue(text.trim(), SUGGESTION_LIMITS.debounceMs);
  const wanted = typed.length > 0 && typed.length <= SUGGESTION_LIMITS.maxTextLength;
  // Suggestions of both kinds, each labelled with its kind.
  const answer = useQuery({
    ...endpointQuery(
      searchContract.suggestions,
      { q: typed, city },
      { toast: false, navigate: false },
    ),
    enabled: open && wanted,
    staleTime: 60_000,
    // The previous list stays while the next loads, so rows do not blink at each key.
    placeholderData: keepPreviousData,
  });
  const items = open && wanted && text.trim() ? (answer.data?.suggestions ?? []) : [];

  // Before paint, so the box's aria-expanded and the list it names change in the same frame.
  useLayoutEffect(() => onCount(items.length), [items.length, onCount]);

  const follow = (item: Suggestion) => {
    onPicked();
    if (item.type === 'query' || !item.id) {
      onSearch(item.label, item.kind);
    } else if (item.type === 'category') {
      void navigate(categoryPath({ _id: item.id, category: item.label }, item.kind));
    } else if (item.type === 'subCategory') {
      void navigate(subCategoryPath({ _id: item.id, subCategory: item.label }, item.kind));
    } else {
      const link = businessLink({ _id: item.id, name: item.label }, item.kind);
      void navigate(link.to, { state: link.state });
    }
  };
  useImperativeHandle(ref, () => ({
    pick: (index) => {
      const item = items[index];
      if (item) follow(item);
    },
  }));

  if (!items.length) return null;
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('searchBar.suggestions')}
      className={classes.list}
      // Taps and clicks on a row must not blur the box first (which closes the list).
      onMouseDown={(event) => event.preventDefault()}
    >
      {items.map((item, index) => {
        const Icon = ICONS[item.type];
        const label = localName(i18n.language, item.label, item.labelHi);
        return (
          <li
            key={`${item.type}-${item.id ?? item.label}-${index}`}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            data-active={index === active || undefined}
            className={classes.option}
            onClick={() => follow(item)}
            onPointerMove={() => index !== active && onActive(index)}
          >
            <Icon size={18} aria-hidden className={classes.icon} />
            <span className={classes.label}>{label}</span>
            <span className={classes.hint}>
              {item.type === 'business' && item.city
                ? `${t(TYPE_LABEL.business)} · ${item.city}`
                : `${t(TYPE_LABEL[item.type])} · ${t(KIND_LABEL[item.kind])}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export default SuggestionList;
