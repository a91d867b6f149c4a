import { memo } from 'react';
import { Link } from 'react-router';
import type { CategoryType, SubCategoryCard as SubCategoryCardData } from '@haat/shared';
import { subCategoryName, useLanguage } from '@/lib/local-name.ts';
import { subCategoryPath } from '@/lib/route-ids.ts';
import { CardImage } from './card-parts.tsx';
import classes from './cards.module.css';

type Props = {
  subCategory: SubCategoryCardData;
  /** Product sub-categories lead to /subCategory/…, service ones to /service/subCategory/…. */
  type: CategoryType;
  eagerImage?: boolean;
};

/** Sub-category card: its picture and name, leading to its page. */
export const SubCategoryCard = memo(function SubCategoryCard({
  subCategory,
  type,
  eagerImage,
}: Props) {
  const language = useLanguage();
  return (
    <Link to={subCategoryPath(subCategory, type)} className={classes.subCategory}>
      <CardImage imageKey={subCategory.image} alt="" round eager={eagerImage} />
      <span className={classes.subCategoryName}>{subCategoryName(subCategory, language)}</span>
    </Link>
  );
});
