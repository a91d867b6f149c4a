import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { discountPercent, formatPrice } from '@haat/shared';

type Props = {
  pricePerUnit: number | null;
  sellingPrice: number | null;
  /** A word before the price ('Price' on a service); a product's page shows none. */
  label?: string;
};

/**
 * The price of a product or a service: the selling price, the M.R.P struck through
 * beside it and the percent off (rounded (M.R.P - price) / M.R.P). Only an M.R.P: that
 * is the price. Neither: "price on request".
 */
export function ListingPrice({ pricePerUnit, sellingPrice, label }: Props) {
  const { t } = useTranslation();
  const price = sellingPrice ?? pricePerUnit;
  const discount = discountPercent(pricePerUnit, sellingPrice);
  if (price == null) {
    return (
      <Text fw={600} c="dimmed">
        {t('detail.priceOnRequest')}
      </Text>
    );
  }
  return (
    <Group gap="sm" align="baseline" wrap="wrap" aria-label={t('detail.priceLabel')}>
      <Text component="span" fz={28} fw={800} lh={1.1} data-testid="price">
        {label ? (
          <Text span size="xs" c="dimmed" fw={500} mr={6}>
            {label}
          </Text>
        ) : null}
        {formatPrice(price)}
      </Text>
      {discount !== null && pricePerUnit != null ? (
        <>
          <Text component="span" c="dimmed" size="sm">
            {t('detail.mrp')}{' '}
            <Text component="s" inherit data-testid="mrp">
              {formatPrice(pricePerUnit)}
            </Text>
          </Text>
          <Badge
            color="teal"
            variant="light"
            size="lg"
            radius="sm"
            tt="none"
            data-testid="discount"
          >
            {t('detail.percentOff', { percent: discount })}
          </Badge>
        </>
      ) : null}
    </Group>
  );
}
