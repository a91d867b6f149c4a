import { Tabs, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import classes from './product-detail.module.css';

type Props = { specifications: readonly string[]; disclaimer: readonly string[] };

/** Specifications and Disclaimer (spec §2 Product), each a short list (at most 6, spec §9). */
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
    <Tabs defaultValue="specifications" keepMounted={false} variant="outline" radius="md">
      <Tabs.List>
        <Tabs.Tab value="specifications">{t('productDetail.specifications')}</Tabs.Tab>
        <Tabs.Tab value="disclaimer">{t('productDetail.disclaimer')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="specifications" pt="md">
        {panel(specifications, t('productDetail.noSpecifications'))}
      </Tabs.Panel>
      <Tabs.Panel value="disclaimer" pt="md">
        {panel(disclaimer, t('productDetail.noDisclaimer'))}
      </Tabs.Panel>
    </Tabs>
  );
}
