import { Link } from 'react-router';
import type { BusinessRating } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { ListingKind } from '@haat/shared';
import { businessLink } from '@/lib/business-link.ts';
import classes from './rating.module.css';
import { formatAverage, REVIEWS_ANCHOR, Stars } from './stars.tsx';

type Props = {
  rating: BusinessRating | undefined;
  /** The business whose reviews the summary opens; without it, the reviews of this page. */
  business?: { _id: string; name: string };
  from?: ListingKind;
};

/**
 * A business's stars, average and number of ratings under a page's heading, leading
 * to its reviews. Nothing while it has none. On a product or service page they are the seller's,
 * not the listing's, and say so ('Seller ★★★★ 3.8 (4 ratings)', as the cards do).
 */
export function RatingSummary({ rating, business, from = 'product' }: Props) {
  const { t } = useTranslation();
  if (!rating || rating.count === 0) return null;
  const average = formatAverage(rating.average);
  const content = (
    <>
      {business ? <span className={classes.whose}>{t('rating.seller')}</span> : null}
      <Stars value={rating.average} />
      <b>{average}</b>
      <span>{t('rating.count', { count: rating.count })}</span>
    </>
  );
  const label = t(business ? 'rating.sellerLabel' : 'rating.label', {
    average,
    count: rating.count,
  });
  if (!business) {
    return (
      <a href={`#${REVIEWS_ANCHOR}`} className={classes.summary} aria-label={label}>
        {content}
      </a>
    );
  }
  const link = businessLink(business, from);
  return (
    <Link
      to={{ pathname: link.to, hash: REVIEWS_ANCHOR }}
      state={link.state}
      className={classes.summary}
      aria-label={label}
    >
      {content}
    </Link>
  );
}
