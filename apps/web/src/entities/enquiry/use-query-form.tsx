import { lazy, Suspense, useCallback, useState } from 'react';
import type { QueryTarget } from './api.ts';
import type { QueryVariant } from './query-form-modal.tsx';

// The query form (its form library and rules) is code a visitor needs only after tapping Send
// Query or Send Enquiry: it loads then, not with the page.
const QueryFormModal = lazy(() =>
  import('./query-form-modal.tsx').then((module) => ({ default: module.QueryFormModal })),
);

/**
 * The one way to open the query form: `open(target)` shows it ('Send Query', or 'Send Enquiry'
 * for services), `modal` goes once into the page or list, `isOpen` while it shows. Once loaded,
 * the modal stays mounted so it can animate closed.
 */
export function useQueryForm(variant: QueryVariant = 'query') {
  const [target, setTarget] = useState<QueryTarget | null>(null);
  const [used, setUsed] = useState(false);
  const open = useCallback((next: QueryTarget) => {
    setUsed(true);
    setTarget(next);
  }, []);
  const close = useCallback(() => setTarget(null), []);
  const modal = used ? (
    <Suspense fallback={null}>
      <QueryFormModal target={target} variant={variant} onClose={close} />
    </Suspense>
  ) : null;
  return { open, close, modal, isOpen: target !== null };
}
