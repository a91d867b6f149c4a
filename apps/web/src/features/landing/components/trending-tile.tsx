import { Link } from 'react-router';
import { mediaUrl } from '@haat/shared';
import { categoryName, useLanguage } from '@/lib/local-name.ts';
import { categoryPath } from '@/lib/route-ids.ts';
import type { TrendingCategory } from '../api.ts';
import classes from './trending-strip.module.css';

const TILE_IMAGE = 56;

/** A trending category: its picture and name, linking to the category page. */
export function Tile({ category }: { category: TrendingCategory }) {
  const language = useLanguage();
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
      <span className={classes.tileName}>{categoryName(category, language)}</span>
    </Link>
  );
}
