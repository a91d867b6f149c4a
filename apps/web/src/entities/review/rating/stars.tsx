import { REVIEW_LIMITS } from '@haat/shared';
import classes from './rating.module.css';

const ROW = '★'.repeat(REVIEW_LIMITS.maxRating);

/** The id of a business page's reviews section, the target of every link to them. */
export const REVIEWS_ANCHOR = 'reviews';

/** The average as one decimal: 4 shows as 4.0. */
export const formatAverage = (average: number) => average.toFixed(1);

type Props = { value: number; size?: 'sm' | 'md' | 'lg'; label?: string };

/**
 * Five stars, filled to `value` (a whole rating or an average). Hidden from screen readers unless
 * a label is given: the text beside them says the same.
 */
export function Stars({ value, size = 'md', label }: Props) {
  const filled =
    (Math.min(REVIEW_LIMITS.maxRating, Math.max(0, value)) / REVIEW_LIMITS.maxRating) * 100;
  return (
    <span
      className={classes.stars}
      data-size={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <span className={classes.fill} style={{ width: `${filled}%` }}>
        {ROW}
      </span>
      {ROW}
    </span>
  );
}
