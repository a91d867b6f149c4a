import { lazy, Suspense, useState } from 'react';
import { LocationTrigger } from './location-trigger.tsx';

// The dropdown (Combobox, Popover and floating-ui, the city search and Detect Location) loads
// when the picker is first opened; pointing at or focusing the button starts fetching it early.
const loadSearch = () => import('./location-search.tsx');
const LocationSearch = lazy(loadSearch);

/**
 * The location search dropdown: All Over India, cities matching what is
 * typed (10 at most, served ones first) and Detect Location. The choice is kept in local storage
 * and every public screen follows it.
 */
export function LocationPicker() {
  const [used, setUsed] = useState(false);
  const trigger = (
    <LocationTrigger
      expanded={false}
      onPointerEnter={() => void loadSearch()}
      onFocus={() => void loadSearch()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LocationSearch />
    </Suspense>
  );
}
