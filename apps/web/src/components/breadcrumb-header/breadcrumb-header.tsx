import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs.tsx';
import { BannerCarousel } from '../banner-carousel/banner-carousel.tsx';

type Props = {
  /** The trail before the page itself (Home › Category …); the title closes it. */
  crumbs: Crumb[];
  title: string;
  subtitle?: ReactNode;
  /** Banner image keys; none (or an empty list) shows no carousel. */
  banners?: readonly string[];
  bannersLoading?: boolean;
};

/**
 * The category breadcrumb header: the trail, the page's title and, when
 * the page has banners, the auto-rotating banner carousel.
 */
export function BreadcrumbHeader({ crumbs, title, subtitle, banners, bannersLoading }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="header">
      <Breadcrumbs label={t('catalogPages.breadcrumb')} crumbs={crumbs} current={title} />
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="sm" mt={4}>
            {subtitle}
          </Text>
        ) : null}
      </div>
      <BannerCarousel images={banners} loading={bannersLoading} label={title} />
    </Stack>
  );
}
