import { Link } from 'react-router';
import type { CategoryType } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { writeListingParams, type ListingParams } from '@/lib/listing-params.ts';
import { emptyFilters } from '@/lib/listing-filters.ts';
import classes from './kind-switch.module.css';

const KINDS = [
  { kind: 'product', label: 'listing.products' },
  { kind: 'service', label: 'listing.services' },
] as const;

/** The same search for the other kind: its categories, brands and colours do not carry over. */
function searchFor(params: ListingParams, kind: CategoryType) {
  const filters = {
    ...emptyFilters(),
    priceRange: params.filters.priceRange,
    discount: params.filters.discount,
  };
  return `?${writeListingParams({ ...params, kind, filters })}`;
}

/**
 * The search page's Products/Services toggle (spec §2). Two links to the same search of each
 * kind, so it works on a drawn page before the app has taken over.
 */
export function KindSwitch({ params }: { params: ListingParams }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('listing.typeLabel')} className={classes.switch}>
      {KINDS.map(({ kind, label }) => (
        <Link
          key={kind}
          to={{
            search:
              kind === params.kind ? `?${writeListingParams(params)}` : searchFor(params, kind),
          }}
          aria-current={kind === params.kind ? 'page' : undefined}
          className={classes.option}
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
