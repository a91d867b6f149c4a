import { IMAGE_VARIANTS, mediaSrcSet, mediaUrl } from '@haat/shared';
import classes from './banner-carousel.module.css';

/** Banners are stored 3:1 (1200 × 400); a phone gets the 400 px variant. */
export const BANNER_RATIO = 3;

type Props = { imageKey: string; alt: string; first: boolean };

export function BannerImage({ imageKey, alt, first }: Props) {
  return (
    <img
      className={classes.image}
      src={mediaUrl(imageKey, 'large')}
      srcSet={mediaSrcSet(imageKey)}
      sizes="(min-width: 1320px) 1320px, 100vw"
      width={IMAGE_VARIANTS.large}
      height={IMAGE_VARIANTS.large / BANNER_RATIO}
      alt={alt}
      // The first banner is the largest thing of the first view: fetch it first. The others
      // wait until they are about to slide in.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding="async"
    />
  );
}
