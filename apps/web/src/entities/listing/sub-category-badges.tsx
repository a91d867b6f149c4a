import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { CategoryType } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { subCategoryName } from '@/lib/local-name.ts';
import { subCategoryPath } from '@/lib/route-ids.ts';

type SubCategory = { _id: string } & Parameters<typeof subCategoryName>[0];

/** A listing's sub-categories as badges, each a link to its page. */
export function SubCategoryBadges({
  subCategories,
  type,
}: {
  subCategories: SubCategory[];
  type: CategoryType;
}) {
  const { i18n } = useTranslation();
  return subCategories.map((sub) => (
    <Badge
      key={sub._id}
      component={Link}
      to={subCategoryPath(sub, type)}
      variant="light"
      color="gray"
      radius="sm"
      tt="none"
      style={{ cursor: 'pointer' }}
    >
      {subCategoryName(sub, i18n.language)}
    </Badge>
  ));
}
