import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListingPrice } from '@/entities/listing/listing-price.tsx';
import { RatingSummary } from '@/entities/review/rating/rating-summary.tsx';
import { SubCategoryBadges } from '@/entities/listing/sub-category-badges.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { businessLink } from '@/lib/business-link.ts';
import { categoryName } from '@/lib/local-name.ts';
import { categoryPath } from '@/lib/route-ids.ts';
import type { ProductDetail } from '../api.ts';
import { ColorSwatches } from './color-swatches.tsx';
import { ProductActions } from './product-actions.tsx';
import classes from './product-detail.module.css';

/** Everything about a product beside its pictures. */
export function ProductInfo({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const { business } = product;
  const place = [business.city, business.state].filter(Boolean).join(', ');

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group gap={6} wrap="wrap">
          <Anchor
            component={Link}
            to={categoryPath(product.category, 'product')}
            size="sm"
            fw={600}
            c="peacock.8"
          >
            {categoryName(product.category, i18n.language)}
          </Anchor>
          <SubCategoryBadges subCategories={product.subCategories} type="product" />
        </Group>
        <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.25}>
          {product.name}
        </Title>
        <RatingSummary rating={product.rating} business={business} from="product" />
        {product.sku ? (
          <Text size="sm" c="dimmed">
            {t('productDetail.sku', { sku: product.sku })}
          </Text>
        ) : null}
      </Stack>

      <ListingPrice pricePerUnit={product.pricePerUnit} sellingPrice={product.sellingPrice} />

      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconBuildingStore size={18} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Box>
          <Text size="sm" span c="dimmed">
            {t('productDetail.soldBy')}{' '}
          </Text>
          <Anchor component={Link} {...businessLink(business, 'product')} size="sm" fw={600}>
            {business.name}
          </Anchor>
          {place ? (
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconMapPin size={14} aria-hidden />
              <Text size="xs">{place}</Text>
            </Group>
          ) : null}
        </Box>
      </Group>

      {product.brand || product.colors.length ? (
        <Stack gap="xs">
          {product.brand ? (
            <Text size="sm">
              <Text span c="dimmed" inherit>
                {t('productDetail.brand')}:{' '}
              </Text>
              <Text span fw={600} inherit>
                {product.brand.brand}
              </Text>
            </Text>
          ) : null}
          {product.colors.length ? (
            <Group gap="sm" align="center" wrap="nowrap">
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('productDetail.colors')}:
              </Text>
              <ColorSwatches colors={product.colors} />
            </Group>
          ) : null}
        </Stack>
      ) : null}

      <ProductActions product={product} />

      {product.description ? (
        <>
          <hr className={classes.rule} />
          <Stack gap={4}>
            <Title order={2} fz="md">
              {t('detail.description')}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {product.description}
            </Text>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
