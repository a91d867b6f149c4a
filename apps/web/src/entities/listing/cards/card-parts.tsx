import { VisuallyHidden } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  IMAGE_VARIANTS,
  discountPercent,
  formatPrice,
  mediaUrl,
  type BusinessRating,
} from '@haat/shared';
import { formatAverage } from '@/entities/review/rating/stars.tsx';
import classes from './cards.module.css';

type ImageProps = {
  /** The stored image key (the first of a listing's images); none shows a placeholder. */
  imageKey: string | null | undefined;
  alt: string;
  wide?: boolean;
  round?: boolean;
  /** Eager for the few cards of a first view that sit above the fold. */
  eager?: boolean;
  children?: React.ReactNode;
};

/**
 * A card's picture: the 400 px webp variant, lazy and decoded off the main thread, in a box of
 * fixed proportions so nothing moves when it arrives.
 */
export function CardImage({
  imageKey,
  alt,
  wide = false,
  round = false,
  eager,
  children,
}: ImageProps) {
  const { t } = useTranslation();
  const size = IMAGE_VARIANTS.card;
  return (
    <div
      className={
        round ? classes.subCategoryMedia : `${classes.media} ${wide ? classes.mediaWide : ''}`
      }
    >
      {imageKey ? (
        <img
          className={classes.image}
          src={mediaUrl(imageKey, 'card')}
          alt={alt}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span className={classes.noImage} role="img" aria-label={t('cards.noImage')}>
          <IconPhoto size={32} stroke={1.4} aria-hidden />
        </span>
      )}
      {children}
    </div>
  );
}

type PriceProps = { pricePerUnit: number | null; sellingPrice: number | null };

/**
 * The price, the M.R.P struck through and the rounded discount when the selling
 * price is below the M.R.P.
 */
export function PriceLine({ pricePerUnit, sellingPrice }: PriceProps) {
  const { t } = useTranslation();
  const price = sellingPrice ?? pricePerUnit;
  const percent = discountPercent(pricePerUnit, sellingPrice);
  if (price == null) {
    return (
      <div className={classes.prices}>
        <span className={classes.mrp}>{t('cards.priceOnRequest')}</span>
      </div>
    );
  }
  return (
    <div className={classes.prices}>
      <span className={classes.price}>{formatPrice(price)}</span>
      {percent && pricePerUnit ? (
        <>
          <span className={classes.mrp}>
            {t('cards.mrp')} <s>{formatPrice(pricePerUnit)}</s>
          </span>
          <span className={classes.off}>{t('cards.off', { percent })}</span>
        </>
      ) : null}
    </div>
  );
}

/**
 * The business's stars on a card, compact: "Seller ★ 4.3 (27)"; nothing while it has
 * no rating. Named the seller's, since buyers read bare stars on a product as the product's own
 *. Screen readers hear the whole sentence instead.
 */
export function CardRating({ rating }: { rating: BusinessRating | undefined }) {
  const { t } = useTranslation();
  if (!rating?.count) return null;
  const average = formatAverage(rating.average);
  return (
    <span className={classes.rating}>
      <span aria-hidden="true">
        {t('rating.seller')} <span className={classes.ratingStar}>★</span> {average}{' '}
        <span className={classes.ratingCount}>({rating.count})</span>
      </span>
      <VisuallyHidden>{t('rating.sellerLabel', { average, count: rating.count })}</VisuallyHidden>
    </span>
  );
}
