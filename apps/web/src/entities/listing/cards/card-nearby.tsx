import { IconBuildingStore } from '@tabler/icons-react';
import { formatDistance, isFar, placeLine, type ProductCard } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { OpeningBadge } from '@/entities/business/working-hours/opening-badge.tsx';
import classes from './cards.module.css';
import own from './card-nearby.module.css';

/** What a card's listing says of its business's place and hours (product and service cards). */
export type NearbyFields = Partial<
  Pick<
    ProductCard,
    'distanceMeters' | 'workingHours' | 'businessName' | 'businessLocality' | 'businessCity'
  >
>;

/**
 * How far the business is ('1.2 km', '850 m') and whether it is open now, on a card of
 * a search or listing page; nothing when the answer carried neither. With a distance, also whose
 * shop it is and where ('Shree Ganesh Mobiles, Andheri West, Mumbai'), and a distance past
 * FAR_KM reads 'Far away · 118 km' (another city's shop must not look near:
 * docs/decisions/018-near-me.md).
 */
export function CardNearby({ listing }: { listing: NearbyFields }) {
  const { distanceMeters, workingHours, businessName, businessLocality, businessCity } = listing;
  const { t } = useTranslation();
  if (distanceMeters == null && !workingHours) return null;
  const far = isFar(distanceMeters);
  const distance = distanceMeters != null ? formatDistance(distanceMeters) : null;
  const place = placeLine(businessLocality, businessCity);
  return (
    <>
      <span className={classes.nearby}>
        {distance ? (
          <span
            className={far ? own.far : classes.distance}
            aria-label={t(far ? 'nearMe.farAway' : 'nearMe.away', { distance })}
            data-far={far || undefined}
          >
            {far ? `${t('nearMe.far')} · ${distance}` : distance}
          </span>
        ) : null}
        <OpeningBadge hours={workingHours} />
      </span>
      {distance && (businessName || place) ? (
        <span className={own.place} data-testid="card-place">
          <IconBuildingStore size={14} aria-hidden />
          <span>
            {businessName ? <span className={own.business}>{businessName}</span> : null}
            {businessName && place ? ', ' : null}
            {place}
          </span>
        </span>
      ) : null}
    </>
  );
}
