import { Card, Stack, Text, Title } from '@mantine/core';
import { onFirstUse } from '@haat/shared';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { PublicBusiness } from '../api.ts';

const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** 'YYYY-MM' (month of establishment, spec §3) → 'September 2017'. */
export function formatEstablished(doe: string | null): string | null {
  const match = doe ? /^(\d{4})-(\d{2})/.exec(doe) : null;
  if (!match) return null;
  return monthYear().format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** Established and GST, where the business gave them. */
export function BusinessFacts({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation();
  const established = formatEstablished(business.doe);
  if (!established && !business.gst) return null;
  return (
    <Card withBorder radius="lg" padding="md">
      <Title order={2} fz="lg" mb="xs">
        {t('businessDetail.details')}
      </Title>
      <Stack gap={6}>
        {established ? (
          <Text size="sm">
            <Text span c="dimmed" inherit>
              {t('businessDetail.established')}:{' '}
            </Text>
            {established}
          </Text>
        ) : null}
        {business.gst ? (
          <Text size="sm">
            <Text span c="dimmed" inherit>
              {t('businessDetail.gst')}:{' '}
            </Text>
            {business.gst}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
