import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { discountPercent, formatPrice } from '@haat/shared';

type Props = { pricePerUnit: number | null; sellingPrice: number | null };

/** M.R.P and selling price of a service (spec §2), with the percent off (spec §9). */
export function ServicePrice({ pricePerUnit, sellingPrice }: Props) {
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
    <Stack gap={2}>
      <Group gap="sm" align="baseline" wrap="wrap">
        <Text component="span" fz={26} fw={800} lh={1.1}>
          <Text span size="xs" c="dimmed" fw={500} mr={6}>
            {t('serviceDetail.sellingPrice')}
          </Text>
          {formatPrice(price)}
        </Text>
        {discount !== null ? (
          <Badge color="teal" variant="light" size="lg" radius="sm" tt="none">
            {t('detail.percentOff', { percent: discount })}
          </Badge>
        ) : null}
      </Group>
      {pricePerUnit != null && discount !== null ? (
        <Text size="sm" c="dimmed">
          {t('detail.mrp')} <s>{formatPrice(pricePerUnit)}</s>
        </Text>
      ) : null}
    </Stack>
  );
}
