import { HoverCard, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { categoryName, subCategoryName } from '@/lib/local-name.ts';
import { subCategoryPath } from '@/lib/route-ids.ts';
import type { TrendingCategory } from '../api.ts';
import { Tile } from './trending-tile.tsx';
import classes from './trending-strip.module.css';

/** On wide screens a category's sub-categories show on hover. */
export default function HoverTile({ category }: { category: TrendingCategory }) {
  const { t, i18n } = useTranslation();
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
          {t('landing.subCategoriesOf', { category: categoryName(category, i18n.language) })}
        </Text>
        <Stack gap={0} className={classes.hoverList}>
          {category.subCategories.map((sub) => (
            <UnstyledButton
              key={sub._id}
              component={Link}
              to={subCategoryPath(sub, 'service')}
              className={classes.hoverItem}
            >
              {subCategoryName(sub, i18n.language)}
            </UnstyledButton>
          ))}
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
