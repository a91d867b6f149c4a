import { Anchor } from '@mantine/core';
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
 * The search page's Products/Services toggle. Two links to the same search of each
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

type OtherKindProps = {
  params: ListingParams;
  /** How many the same words find in the other kind (the search answer's otherKindTotal). */
  total: number;
  /** Counting stopped at the cap ("1,000+ results in Products"). */
  capped?: boolean;
};

/**
 * "14 results in Services": the same search in the other kind, one tap away, shown
 * whenever that kind has results. The same link as the toggle's.
 */
export function OtherKindLink({ params, total, capped }: OtherKindProps) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  const other: CategoryType = params.kind === 'product' ? 'service' : 'product';
  const key = other === 'product' ? 'listing.inProducts' : 'listing.inServices';
  return (
    <Anchor
      component={Link}
      to={{ search: searchFor(params, other) }}
      className={classes.other}
      data-testid="other-kind"
    >
      {capped ? t(`${key}AtLeast`, { count: total }) : t(key, { count: total })}
    </Anchor>
  );
}
