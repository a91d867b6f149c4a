import { businessPath } from './route-ids.ts';
import type { ListingKind } from '@haat/shared';

// A business profile is reached with a state marker 'product' or 'service': the kind
// of listing the visitor came from, so the profile can label its listings before it loads.

export type BusinessLinkState = { from: ListingKind };

/** Props for a `<Link>` to a business profile from a product or service. */
export const businessLink = (business: { _id: string; name: string }, from: ListingKind) => ({
  to: businessPath(business),
  state: { from } satisfies BusinessLinkState,
});

/** The marker in a location's state, or null. */
export function cameFrom(state: unknown): ListingKind | null {
  const from = (state as Partial<BusinessLinkState> | null | undefined)?.from;
  return from === 'product' || from === 'service' ? from : null;
}
