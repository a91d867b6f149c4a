import { Chip, Group, RangeSlider, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { DISCOUNT_OPTIONS, PRICE_RANGE, RATING_FILTER_OPTIONS, formatPrice } from '@haat/shared';
import {
  PRICE_STEP,
  keepPriceGap,
  toggleDiscount,
  type ListingFilters,
  type PriceValue,
} from '@/lib/listing-filters.ts';

/** '₹6,000+' for the top of the scale: the last checkpoint carries a '+'. */
export function usePriceLabel() {
  const { t } = useTranslation();
  return (value: number) =>
    value >= PRICE_RANGE.max
      ? t('filters.priceMax', { price: formatPrice(PRICE_RANGE.max) })
      : formatPrice(value);
}

type PriceProps = {
  value: ListingFilters['priceRange'];
  onChange: (value: ListingFilters['priceRange']) => void;
};

/**
 * Price Range: 0 to 6000 on the checkpoints 0, 1000 … 6000, min and max at least one
 * checkpoint apart.
 */
export function PriceRangeField({ value, onChange }: PriceProps) {
  const { t } = useTranslation();
  const label = usePriceLabel();
  const current: PriceValue = [value.min, value.max];
  const marks = PRICE_RANGE.checkpoints.map((point) => ({
    value: point,
    label: point >= PRICE_RANGE.max ? `${point / 1000}k+` : point === 0 ? '0' : `${point / 1000}k`,
  }));
  return (
    <Stack gap="lg" px={4} pb="xl">
      <Text size="sm" fw={600} aria-live="polite">
        {t('filters.priceLabel', { min: label(value.min), max: label(value.max) })}
      </Text>
      <RangeSlider
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={PRICE_STEP}
        minRange={PRICE_STEP}
        marks={marks}
        value={current}
        onChange={(next) => {
          const [min, max] = keepPriceGap(next, current);
          onChange({ min, max });
        }}
        label={label}
        thumbFromLabel={t('filters.tabs.price')}
        thumbToLabel={t('filters.tabs.price')}
        thumbValueText={(point) => label(point)}
        mx="xs"
      />
    </Stack>
  );
}

type DiscountProps = { value: number | null; onChange: (value: number | null) => void };

/** Discount: one of 10 … 60 ('Above 50' for 60); choosing the chosen one again clears it. */
export function DiscountField({ value, onChange }: DiscountProps) {
  const { t } = useTranslation();
  // The last option reads 'Above 50': above the one before it.
  const last = DISCOUNT_OPTIONS[DISCOUNT_OPTIONS.length - 1];
  const beforeLast = DISCOUNT_OPTIONS[DISCOUNT_OPTIONS.length - 2] ?? 0;
  return (
    <Group gap="xs">
      {DISCOUNT_OPTIONS.map((option) => (
        <Chip
          key={option}
          checked={value === option}
          onChange={() => onChange(toggleDiscount(value, option))}
          variant="outline"
          radius="sm"
        >
          {option === last
            ? t('filters.discountAbove', { percent: beforeLast })
            : t('filters.discountAtLeast', { percent: option })}
        </Chip>
      ))}
    </Group>
  );
}

type RatingProps = { value: number | null; onChange: (value: number | null) => void };

/** '4★ & above': the business's average at least this; choosing it again clears it. */
export function RatingField({ value, onChange }: RatingProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {RATING_FILTER_OPTIONS.map((stars) => (
        <Chip
          key={stars}
          checked={value === stars}
          onChange={() => onChange(value === stars ? null : stars)}
          variant="outline"
          radius="sm"
        >
          {t('filters.ratingAtLeast', { stars })}
        </Chip>
      ))}
    </Group>
  );
}
