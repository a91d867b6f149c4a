import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BannerCarousel } from '../banner-carousel/banner-carousel.tsx';

export type Crumb = { label: string; to?: string };

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
 * The category breadcrumb header (spec §2 Shared pieces): the trail, the page's title and, when
 * the page has banners, the auto-rotating banner carousel.
 */
export function BreadcrumbHeader({ crumbs, title, subtitle, banners, bannersLoading }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="header">
      <Breadcrumbs
        component="nav"
        aria-label={t('catalogPages.breadcrumb')}
        separator={<IconChevronRight size={14} aria-hidden />}
        separatorMargin={4}
        styles={{ root: { flexWrap: 'wrap', rowGap: 2 } }}
      >
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed" span>
              {crumb.label}
            </Text>
          ),
        )}
        <Text size="sm" c="dimmed" span aria-current="page" lineClamp={1}>
          {title}
        </Text>
      </Breadcrumbs>
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
