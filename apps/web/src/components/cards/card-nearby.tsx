import { formatDistance, type WorkingHours } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { OpeningBadge } from '../working-hours/opening-badge.tsx';
import classes from './cards.module.css';

type Props = { distanceMeters?: number; workingHours?: WorkingHours | null };

/**
 * How far the business is ('1.2 km', '850 m') and whether it is open now (issue 23), on a card of
 * a search or listing page; nothing when the answer carried neither.
 */
export function CardNearby({ distanceMeters, workingHours }: Props) {
  const { t } = useTranslation();
  if (distanceMeters == null && !workingHours) return null;
  return (
    <span className={classes.nearby}>
      {distanceMeters != null ? (
        <span
          className={classes.distance}
          aria-label={t('nearMe.away', { distance: formatDistance(distanceMeters) })}
        >
          {formatDistance(distanceMeters)}
        </span>
      ) : null}
      <OpeningBadge hours={workingHours} />
    </span>
  );
}
