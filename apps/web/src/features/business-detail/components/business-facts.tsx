import { Stack, Text, Title } from '@mantine/core';
import panel from '@/components/panel.module.css';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { PublicBusiness } from '../api.ts';

// Written out rather than asked of Intl: building the page's first Intl date formatter is a long
// task on a slow phone, on every business page (docs/page-speed.md, "Figures that were in code
// comments").
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'YYYY-MM' (month of establishment) → 'September 2017', as Intl's en-IN writes it. */
export function formatEstablished(doe: string | null): string | null {
  const match = doe ? /^(\d{4})-(\d{2})/.exec(doe) : null;
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : null;
}

/** Established and GST, where the business gave them. */
export function BusinessFacts({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation();
  const established = formatEstablished(business.doe);
  if (!established && !business.gst) return null;
  return (
    <div className={panel.panel}>
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
    </div>
  );
}
