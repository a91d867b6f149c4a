import { useEffect, useRef, useState } from 'react';
import { Container, Stack } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ALL_OVER_INDIA } from '@haat/shared';
import { getLocation, setLocation, useChosenLocation } from '@/lib/auth-storage.ts';
import {
  ALL_OVER_INDIA_SLUG,
  isAllOverIndiaSegment,
  locationPath,
} from '@/lib/location-segment.ts';
import { RedirectTo } from '@/lib/page-redirect.tsx';
import { useCityByName } from '@/entities/location/location-picker/api.ts';
import { SearchResults } from '../components/search-results.tsx';

/**
 * Which city a /{location} segment names: All Over India (its slug or name), a city the API
 * knows (spelt as the API spells it), or nothing, in which case the page goes home. The chosen
 * location needs no round trip: it was checked when it was chosen.
 */
function useSegmentCity(segment: string) {
  const chosen = useChosenLocation();
  const allIndia = isAllOverIndiaSegment(segment);
  // A segment stays trusted once it was the chosen city: choosing another city must not turn
  // the page's own city back into a question, whose answer would choose it again.
  const [trustedSegment, setTrustedSegment] = useState<string | null>(null);
  if (segment === chosen && trustedSegment !== segment) setTrustedSegment(segment);
  const trusted = !allIndia && (segment === chosen || segment === trustedSegment);
  const check = useCityByName(allIndia || trusted ? null : segment);
  if (allIndia) return { city: ALL_OVER_INDIA, canonical: ALL_OVER_INDIA_SLUG, unknown: false };
  if (trusted) return { city: segment, canonical: segment, unknown: false };
  if (check.data) return { city: check.data.city, canonical: check.data.city, unknown: false };
  // A failed check (offline) keeps the page rather than throwing the visitor out.
  if (check.isError) return { city: segment, canonical: segment, unknown: false };
  return { city: null, canonical: null, unknown: check.data === null };
}

/**
 * /{location}: search and listing for a city. The address and the chosen location
 * follow each other: opening /Pune chooses Pune, and choosing another city in the header moves
 * the page to that city with the same query.
 */
export default function LocationPage() {
  const { location: segment = '' } = useParams();
  const here = useLocation();
  const navigate = useNavigate();
  const chosen = useChosenLocation();
  const { city, canonical, unknown } = useSegmentCity(segment);

  // The address chooses its city …
  useEffect(() => {
    if (city && city !== getLocation()) setLocation(city);
  }, [city]);
  // … and choosing another city (the header's picker) moves the page there, same query. Only
  // the address's own choice (above) changes the chosen city to the page's, so any other change
  // is the visitor's, and it moves the page even while the segment is still being checked.
  const lastChosen = useRef(chosen);
  useEffect(() => {
    if (lastChosen.current === chosen) return;
    lastChosen.current = chosen;
    if (chosen !== city) void navigate(locationPath(chosen, here.search));
  }, [chosen, city, here.search, navigate]);

  // Drawn by the server, these are its redirects: an unknown path is not a search page.
  if (unknown) return <RedirectTo to="/home" />;
  if (canonical && canonical !== segment) {
    return <RedirectTo to={locationPath(canonical, here.search)} />;
  }
  // While the segment is checked the page shows its frame; the list waits for the city.
  return (
    <Container size="xl" w="100%" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SearchResults city={city ?? segment} ready={Boolean(city)} />
      </Stack>
    </Container>
  );
}
