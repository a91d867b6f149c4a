import { useEffect, useRef, useState } from 'react';
import { Badge, Button, ColorSwatch, Group, Modal, ScrollArea, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { enFilters } from '@/i18n/en-filters.ts';
import { addEnglishStrings } from '@/i18n/index.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { CategoryType } from '@haat/shared';
import { categoryName, subCategoryName } from '@/lib/local-name.ts';
import {
  emptyFilters,
  hasBrandsAndColors,
  isDefaultPrice,
  pruneDependents,
  toggleId,
  type ListingFilters,
  type SubCategoryFacts,
} from '@/lib/listing-filters.ts';
import {
  useFilterBrands,
  useFilterCategories,
  useFilterColors,
  useFilterSubCategories,
} from './api.ts';
import type { FilterTab } from './filter-modal-tabs.ts';
import classes from './filter-modal.module.css';
import { OptionChecklist } from './option-checklist.tsx';
import { NearbyField } from './nearby-field.tsx';
import { DiscountField, PriceRangeField, RatingField } from './price-and-discount.tsx';

// Its strings come with its code, not with every first view (docs/page-speed.md).
addEnglishStrings(enFilters);

export type FilterModalProps = {
  opened: boolean;
  onClose: () => void;
  kind: CategoryType;
  /** The filters in force (from the URL). */
  value: ListingFilters;
  /** Apply: the chosen filters; the caller writes them to the URL and the modal closes. */
  onApply: (filters: ListingFilters) => void;
  tabs: FilterTab[];
  /** On a sub-category page, the Brand tab lists this sub-category's brands. */
  fixedSubCategoryId?: string;
  /** Whether the page knows a position to measure a radius from. */
  located?: boolean;
};

function tabCount(tab: FilterTab, draft: ListingFilters): number {
  switch (tab) {
    case 'category':
      return draft.categories.length;
    case 'subCategory':
      return draft.subCategories.length;
    case 'brand':
      return draft.brands.length;
    case 'color':
      return draft.colors.length;
    case 'price':
      return isDefaultPrice(draft.priceRange) ? 0 : 1;
    case 'discount':
      return draft.discount ? 1 : 0;
    case 'rating':
      return draft.minRating ? 1 : 0;
    case 'nearby':
      return (draft.radiusKm ? 1 : 0) + (draft.openNow ? 1 : 0);
  }
}

/**
 * The filter modal: a draft of the filters, edited tab by tab; Apply hands
 * it back, Clear resets the draft to nothing chosen. Sub-categories follow the chosen
 * categories and brands the chosen sub-categories, and choices that no longer fit are dropped.
 * Full screen on phones.
 */
export default function FilterModal({
  opened,
  onClose,
  kind,
  value,
  onApply,
  tabs,
  fixedSubCategoryId,
  located = false,
}: FilterModalProps) {
  const { t, i18n } = useTranslation();
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const [draft, setDraft] = useState(value);
  const [chosenTab, setTab] = useState<FilterTab>(tabs[0]!);
  const tab = tabs.includes(chosenTab) ? chosenTab : tabs[0]!;
  // Each opening starts from the filters in force.
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) setDraft(value);
  }

  const has = (name: FilterTab) => tabs.includes(name);
  const categories = useFilterCategories(kind, opened && has('category'));
  const subCategories = useFilterSubCategories(
    kind,
    draft.categories,
    opened && has('subCategory'),
  );
  const brandSource = fixedSubCategoryId ? [fixedSubCategoryId] : draft.subCategories;
  const brands = useFilterBrands(brandSource, opened && has('brand'));
  const colors = useFilterColors(opened && has('color') && hasBrandsAndColors(kind));

  // What is known of every sub-category listed so far, for dropping choices that no longer fit.
  const facts = useRef<SubCategoryFacts>(new Map());
  useEffect(() => {
    for (const sub of subCategories.items) {
      facts.current.set(sub._id, { fkCategoryId: sub.fkCategoryId, fkBrandsIds: sub.fkBrandsIds });
    }
  }, [subCategories.items]);

  const change = (next: Partial<ListingFilters>, prune = false) =>
    setDraft((current) => {
      const merged = { ...current, ...next };
      return prune ? pruneDependents(merged, facts.current) : merged;
    });

  const panels: Record<FilterTab, React.ReactNode> = {
    category: (
      <OptionChecklist
        options={categories.items.map((c) => ({
          value: c._id,
          label: categoryName(c, i18n.language),
        }))}
        selected={draft.categories}
        onToggle={(id) => change({ categories: toggleId(draft.categories, id) }, true)}
        loading={categories.isPending}
        hasMore={categories.hasNextPage}
        loadingMore={categories.isFetchingNextPage}
        onMore={() => void categories.fetchNextPage()}
      />
    ),
    subCategory: (
      <OptionChecklist
        options={subCategories.items.map((s) => ({
          value: s._id,
          label: subCategoryName(s, i18n.language),
        }))}
        selected={draft.subCategories}
        onToggle={(id) => change({ subCategories: toggleId(draft.subCategories, id) }, true)}
        loading={subCategories.isPending}
        hasMore={subCategories.hasNextPage}
        loadingMore={subCategories.isFetchingNextPage}
        onMore={() => void subCategories.fetchNextPage()}
        hint={draft.categories.length ? null : t('filters.chooseCategoriesHint')}
      />
    ),
    brand: brandSource.length ? (
      <OptionChecklist
        options={brands.items.map((b) => ({ value: b._id, label: b.brand }))}
        selected={draft.brands}
        onToggle={(id) => change({ brands: toggleId(draft.brands, id) })}
        loading={brands.isPending}
        hasMore={brands.hasNextPage}
        loadingMore={brands.isFetchingNextPage}
        onMore={() => void brands.fetchNextPage()}
      />
    ) : (
      <Text size="sm" c="dimmed">
        {t('filters.chooseSubCategoriesFirst')}
      </Text>
    ),
    price: (
      <PriceRangeField value={draft.priceRange} onChange={(priceRange) => change({ priceRange })} />
    ),
    discount: (
      <DiscountField value={draft.discount} onChange={(discount) => change({ discount })} />
    ),
    rating: <RatingField value={draft.minRating} onChange={(minRating) => change({ minRating })} />,
    nearby: (
      <NearbyField
        radiusKm={draft.radiusKm}
        openNow={draft.openNow}
        located={located}
        onChange={(next) => change(next)}
      />
    ),
    color: (
      <OptionChecklist
        options={(colors.data ?? []).map((c) => ({
          value: c._id,
          label: c.colorName,
          icon: <ColorSwatch color={c.color} size={16} withShadow aria-hidden />,
        }))}
        selected={draft.colors}
        onToggle={(id) => change({ colors: toggleId(draft.colors, id) })}
        loading={colors.isPending}
      />
    ),
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('filters.title')}
      fullScreen={fullScreen}
      size="xl"
      radius={fullScreen ? 0 : 'lg'}
      centered
      padding={0}
      closeButtonProps={{ 'aria-label': t('filters.close') }}
      classNames={{
        header: classes.header,
        title: classes.title,
        body: classes.body,
        content: classes.content,
      }}
    >
      <Tabs
        value={tab}
        onChange={(next) => next && setTab(next as FilterTab)}
        orientation="vertical"
        variant="pills"
        radius={0}
        keepMounted={false}
        className={classes.tabs}
        classNames={{ list: classes.list, tab: classes.tab, panel: classes.panel }}
      >
        <Tabs.List aria-label={t('filters.title')}>
          {tabs.map((name) => {
            const count = tabCount(name, draft);
            return (
              <Tabs.Tab
                key={name}
                value={name}
                rightSection={
                  count ? (
                    <Badge size="xs" circle aria-label={t('filters.selected', { count })}>
                      {count}
                    </Badge>
                  ) : null
                }
              >
                {t(`filters.tabs.${name}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map((name) => (
          <Tabs.Panel key={name} value={name}>
            <ScrollArea.Autosize mah="100%" type="auto" offsetScrollbars className={classes.scroll}>
              <div className={classes.panelInner}>{panels[name]}</div>
            </ScrollArea.Autosize>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="space-between" className={classes.footer}>
        <Button variant="subtle" color="gray" onClick={() => setDraft(emptyFilters())}>
          {t('filters.clear')}
        </Button>
        <Button onClick={() => onApply(draft)} miw={120}>
          {t('filters.apply')}
        </Button>
      </Group>
    </Modal>
  );
}
