import { useCallback, useEffect } from 'react';
import { ALL_OVER_INDIA, DEFAULT_SORT, NEAREST_SORT, type Position } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { ListingParams } from '@/lib/listing-params.ts';
import { fetchCityCentre } from '../location-picker/api.ts';
import { hideToast, showToast } from '@/lib/toast.ts';
import { locateNearMe, nearMePosition, useNearMe, type NearMe } from './near-me-store.ts';

type Update = (change: Partial<ListingParams>, options?: { replace?: boolean }) => void;

export type NearMeListing = {
  state: NearMe;
  /** Where distances are measured from, when known (never while a locality is the origin). */
  position: Position | undefined;
  /**
   * Distances are measured from somewhere: the position, or the locality the words named
   *, whose centre the server knows. A radius needs one.
   */
  located: boolean;
  /** Near me is on: nearest first from the visitor (not from a locality). */
  on: boolean;
  /** The list may load: it does not wait for a position it needs. */
  ready: boolean;
  /** Near me on: locate (if not yet), then nearest first. Off: back to the default sort. */
  toggle: () => void;
  /** Sort By chose a sort: Nearest asks for the position first. */
  sortBy: (sort: ListingParams['sort']) => void;
};

/**
 * Near me on a listing page. The address holds sort=nearest and the radius, never
 * the position: opening such an address asks for the position again, and when none can be had
 * (refused and All Over India) the nearest sort and the radius leave the address. A search whose
 * address keeps a locality is measured from that locality's centre by the server:
 * nothing is asked of the browser and no position is sent; Near me then means the visitor
 * again, and takes the locality out.
 */
export function useNearMeListing(
  params: ListingParams,
  update: Update,
  city: string,
): NearMeListing {
  const { t } = useTranslation();
  const state = useNearMe();
  const fromLocality = Boolean(params.locality);
  const position = fromLocality ? undefined : nearMePosition(state);
  const needsPosition =
    !fromLocality && (params.sort === NEAREST_SORT || params.filters.radiusKm != null);
  const chosenCity = city === ALL_OVER_INDIA ? null : city;

  const locate = useCallback(async () => {
    const found = await locateNearMe({
      city: chosenCity,
      cityCentre: fetchCityCentre,
      notify: (kind, message) => showToast(kind, t(`msg.${message}`)),
    });
    // The list now says where it measures from: 'Fetching your location' must not stay beside it.
    hideToast('info', t('msg.fetchingLocation'));
    return found;
  }, [chosenCity, t]);

  // An address that asks for distance, opened without a position: ask once.
  useEffect(() => {
    if (needsPosition && state.status === 'off') void locate();
  }, [needsPosition, state.status, locate]);

  // No position to be had: distance leaves the address, the list shows as it was.
  useEffect(() => {
    if (needsPosition && state.status === 'unknown') {
      update(
        {
          sort: params.sort === NEAREST_SORT ? DEFAULT_SORT : params.sort,
          filters: { ...params.filters, radiusKm: null },
        },
        { replace: true },
      );
    }
  }, [needsPosition, state.status, params.sort, params.filters, update]);

  const turnOn = useCallback(async () => {
    const known = nearMePosition(state);
    const found = known ? state : await locate();
    if (nearMePosition(found)) update({ sort: NEAREST_SORT, locality: undefined });
    else showToast('warning', t('nearMe.needsPlace'));
  }, [state, locate, update, t]);

  const on = params.sort === NEAREST_SORT && !fromLocality;
  const toggle = useCallback(() => {
    if (on) {
      update({ sort: DEFAULT_SORT, filters: { ...params.filters, radiusKm: null } });
    } else void turnOn();
  }, [on, params.filters, update, turnOn]);

  const sortBy = useCallback(
    (sort: ListingParams['sort']) => {
      if (sort === NEAREST_SORT && !position && !fromLocality) void turnOn();
      else update({ sort });
    },
    [position, fromLocality, turnOn, update],
  );

  return {
    state,
    position,
    located: fromLocality || Boolean(position),
    on,
    ready: !needsPosition || Boolean(position),
    toggle,
    sortBy,
  };
}
