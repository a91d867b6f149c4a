import { Text } from '@mantine/core';
import { PageTabs } from '@/components/page-tabs/page-tabs.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import classes from './product-detail.module.css';

type Props = { specifications: readonly string[]; disclaimer: readonly string[] };

/** Specifications and Disclaimer, each a short list (at most 6). */
export function ProductTabs({ specifications, disclaimer }: Props) {
  const { t } = useTranslation();
  const panel = (items: readonly string[], empty: string) =>
    items.length ? (
      <ul className={classes.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    ) : (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );

  return (
    <PageTabs
      tabs={[
        {
          value: 'specifications',
          label: t('productDetail.specifications'),
          panel: panel(specifications, t('productDetail.noSpecifications')),
        },
        {
          value: 'disclaimer',
          label: t('productDetail.disclaimer'),
          panel: panel(disclaimer, t('productDetail.noDisclaimer')),
        },
      ]}
    />
  );
}
