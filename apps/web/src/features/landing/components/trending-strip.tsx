import { HoverCard, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UI, mediaUrl } from '@haat/shared';
import { categoryPath, subCategoryPath } from '../../../lib/route-ids.ts';
import { useTrendingCategories, type TrendingCategory } from '../api.ts';
import classes from './trending-strip.module.css';

const TILE_IMAGE = 56;

function Tile({ category }: { category: TrendingCategory }) {
  return (
    <Link to={categoryPath(category, 'service')} className={classes.tile}>
      <span className={classes.tileMedia}>
        {category.image ? (
          <img
            src={mediaUrl(category.image, 'card')}
            alt=""
            width={TILE_IMAGE}
            height={TILE_IMAGE}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </span>
      <span className={classes.tileName}>{category.category}</span>
    </Link>
  );
}

/** On wide screens a category's sub-categories show on hover (spec §2 Shared pieces). */
function HoverTile({ category }: { category: TrendingCategory }) {
  const { t } = useTranslation();
  if (!category.subCategories.length) return <Tile category={category} />;
  return (
    <HoverCard
      width={260}
      position="bottom"
      shadow="md"
      openDelay={120}
      closeDelay={120}
      withinPortal
      // The wrapper is no control (the tile's link is), so it takes no popup roles; the list is
      // a mouse shortcut, every sub-category is also on the category page.
      withRoles={false}
    >
      <HoverCard.Target>
        <div>
          <Tile category={category} />
        </div>
      </HoverCard.Target>
      <HoverCard.Dropdown p="xs">
        <Text size="xs" c="dimmed" fw={600} px={6} pb={4}>
          {t('landing.subCategoriesOf', { category: category.category })}
        </Text>
        <Stack gap={0} className={classes.hoverList}>
          {category.subCategories.map((sub) => (
            <UnstyledButton
              key={sub._id}
              component={Link}
              to={subCategoryPath(sub, 'service')}
              className={classes.hoverItem}
            >
              {sub.subCategory}
            </UnstyledButton>
          ))}
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

/**
 * The trending service-category strip: a row of categories to scroll sideways; on screens of
 * 1279 px and more, hovering one lists its sub-categories.
 */
export function TrendingStrip() {
  const { t } = useTranslation();
  const wide = useMediaQuery(`(min-width: ${UI.wideScreenPx}px)`, false, {
    getInitialValueInEffect: false,
  });
  const { data: categories, isPending } = useTrendingCategories('service');
  if (!isPending && !categories?.length) return null;
  return (
    <section aria-labelledby="trending-services" className={classes.section}>
      <Title order={2} id="trending-services" className={classes.title}>
        {t('landing.trendingServices')}
      </Title>
      <div className={classes.strip}>
        {isPending
          ? Array.from({ length: 8 }, (_, index) => (
              <span key={index} className={classes.tileSkeleton} aria-hidden />
            ))
          : categories?.map((category) =>
              wide ? (
                <HoverTile key={category._id} category={category} />
              ) : (
                <Tile key={category._id} category={category} />
              ),
            )}
      </div>
    </section>
  );
}
