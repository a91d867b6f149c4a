import { lazy, Suspense, useCallback, useState } from 'react';
import type { QueryTarget } from './api.ts';

// The query form (its form library and rules) is code a visitor needs only after tapping Send
// Enquiry: it loads then, not with the page of cards.
const QueryFormModal = lazy(() =>
  import('./query-form-modal.tsx').then((module) => ({ default: module.QueryFormModal })),
);

/**
 * Send Enquiry for a list of service cards: `open(target)` shows the query form, `modal` goes
 * once into the list. Once loaded, the modal stays mounted so it can animate closed.
 */
export function useEnquiry() {
  const [target, setTarget] = useState<QueryTarget | null>(null);
  const [used, setUsed] = useState(false);
  const open = useCallback((next: QueryTarget) => {
    setUsed(true);
    setTarget(next);
  }, []);
  const close = useCallback(() => setTarget(null), []);
  const modal = used ? (
    <Suspense fallback={null}>
      <QueryFormModal target={target} variant="enquiry" onClose={close} />
    </Suspense>
  ) : null;
  return { open, close, modal };
}
