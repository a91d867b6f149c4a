import type { ReactNode } from 'react';
import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { discountPercent } from '@haat/shared';

export type PriceValue = number | string;

type Props = {
  pricePerUnit: PriceValue;
  sellingPrice: PriceValue;
  onPricePerUnitChange: (value: PriceValue) => void;
  onSellingPriceChange: (value: PriceValue) => void;
  pricePerUnitError?: ReactNode;
  sellingPriceError?: ReactNode;
  disabled?: boolean;
};

const asNumber = (value: PriceValue) =>
  typeof value === 'number' ? value : value.trim() ? Number(value) : null;

/**
 * M.R.P. (pricePerUnit) and selling price in rupees, two decimals. The rules between them
 * (different on create and on update) come from the shared schema on submit; the
 * discount a buyer will see is shown as the prices are typed.
 */
export function PriceFields({
  pricePerUnit,
  sellingPrice,
  onPricePerUnitChange,
  onSellingPriceChange,
  pricePerUnitError,
  sellingPriceError,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const discount = discountPercent(asNumber(pricePerUnit), asNumber(sellingPrice));
  const common = {
    min: 0,
    max: 999_999_999,
    decimalScale: 2,
    allowNegative: false,
    thousandSeparator: ',',
    thousandsGroupStyle: 'lakh' as const,
    prefix: '₹ ',
    hideControls: true,
    inputMode: 'decimal' as const,
    disabled,
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <NumberInput
        label={t('listingForm.mrp')}
        placeholder={t('listingForm.pricePlaceholder')}
        value={pricePerUnit}
        onChange={onPricePerUnitChange}
        error={pricePerUnitError}
        {...common}
      />
      <NumberInput
        label={t('listingForm.sellingPrice')}
        placeholder={t('listingForm.pricePlaceholder')}
        value={sellingPrice}
        onChange={onSellingPriceChange}
        error={sellingPriceError}
        description={
          discount !== null ? (
            <Text component="span" size="xs" c="teal.8" fw={600}>
              {t('listings.discount', { percent: discount })}
            </Text>
          ) : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...common}
      />
    </SimpleGrid>
  );
}
