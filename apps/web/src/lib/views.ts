import { useEffect } from 'react';
import { viewsContract } from '@haat/shared/endpoints';
import { api, type RequestOptions } from './api-client.ts';

// PUT /public/{product,service,business}/views {id}: one count per visit of a page;
// a failure is ignored, so it neither toasts nor navigates.

export type ViewedKind = 'product' | 'service' | 'business';

/** Each kind's endpoint (contract/views.ts). */
const viewCalls = {
  product: (id: string, options: RequestOptions) =>
    api(viewsContract.countProduct, { id }, options),
  service: (id: string, options: RequestOptions) =>
    api(viewsContract.countService, { id }, options),
  business: (id: string, options: RequestOptions) =>
    api(viewsContract.countBusiness, { id }, options),
};

export function countView(kind: ViewedKind, id: string): Promise<void> {
  return viewCalls[kind](id, { toast: false, navigate: false, askPlan: false }).then(
    () => undefined,
    () => undefined,
  );
}

// The visit (history entry) each listing was last counted for: a re-render, or React's
// development double effect, does not count twice; coming back to the page later does.
const counted = new Map<string, string>();

/** Counts one view of the listing for this visit once its id is known. */
export function useCountView(kind: ViewedKind, id: string | null | undefined, visit: string) {
  useEffect(() => {
    if (!id) return;
    const key = `${kind}:${id}`;
    if (counted.get(key) === visit) return;
    counted.set(key, visit);
    void countView(kind, id);
  }, [kind, id, visit]);
}

/** For tests: forget which visits were counted. */
export const resetCountedViews = () => counted.clear();
