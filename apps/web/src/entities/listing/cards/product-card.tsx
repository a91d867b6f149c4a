import { memo } from 'react';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '@haat/shared';
import { subCategoryName, useLanguage } from '@/lib/local-name.ts';
import { productPath } from '@/lib/route-ids.ts';
import { ResponseTimeLine } from '@/entities/business/response-time/response-time-line.tsx';
import { CardNearby, type NearbyFields } from './card-nearby.tsx';
import { CardImage, CardRating, PriceLine } from './card-parts.tsx';
import classes from './cards.module.css';

type Props = {
  product: Pick<ProductCardData, '_id' | 'name' | 'images' | 'sellingPrice' | 'pricePerUnit'> & {
    subCat?: ProductCardData['subCat'];
    /** The business's stars. */
    rating?: ProductCardData['rating'];
    /** How soon its business acts on enquiries. */
    responseTime?: ProductCardData['responseTime'];
  } & NearbyFields;
  /** For the few cards of a first view above the fold. */
  eagerImage?: boolean;
};

/**
 * Product card: first image, sub-category, name, price with M.R.P struck and the
 * discount. The whole card leads to the product page.
 */
export const ProductCard = memo(function ProductCard({ product, eagerImage }: Props) {
  const language = useLanguage();
  return (
    <article className={classes.card}>
      <Link to={productPath(product)} className={classes.cardLink}>
        <CardImage imageKey={product.images[0]} alt={product.name} eager={eagerImage} />
        <div className={classes.body}>
          {product.subCat ? (
            <span className={classes.kicker}>{subCategoryName(product.subCat, language)}</span>
          ) : null}
          <h3 className={classes.name}>{product.name}</h3>
          <CardRating rating={product.rating} />
          <ResponseTimeLine responseTime={product.responseTime} compact />
          <CardNearby listing={product} />
          <PriceLine pricePerUnit={product.pricePerUnit} sellingPrice={product.sellingPrice} />
        </div>
      </Link>
    </article>
  );
});
