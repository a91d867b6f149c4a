import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { endpointKeyPrefix } from './api-client.ts';

// Query-key roots of the seller workspace: every answer of its endpoints under /userAdmin/business,
// /product and /service (their keys start with their path's segments, api-client.ts). A product or
// service change also changes the counts on the business cards, so features invalidate each
// other's roots through these names.
export const sellerRoots = {
  businesses: endpointKeyPrefix('/userAdmin/business'),
  products: endpointKeyPrefix('/userAdmin/product'),
  services: endpointKeyPrefix('/userAdmin/service'),
};

type WithActive = { _id: string; isActive: boolean };

/**
 * Sets isActive of one listing in every cached page under `root` whose payload holds it in
 * `listField` (the optimistic half of toggleStatus). Answers the pages as
 * they were, for a rollback.
 */
export function setListingActive(
  queryClient: QueryClient,
  root: QueryKey,
  listField: string,
  id: string,
  isActive: boolean,
): Array<[QueryKey, unknown]> {
  const before = queryClient.getQueriesData({ queryKey: root });
  for (const [key, data] of before) {
    if (!data || typeof data !== 'object') continue;
    const list = (data as Record<string, unknown>)[listField];
    if (!Array.isArray(list) || !list.some((item: WithActive) => item._id === id)) continue;
    queryClient.setQueryData(key, {
      ...data,
      [listField]: list.map((item: WithActive) => (item._id === id ? { ...item, isActive } : item)),
    });
  }
  return before;
}

/** Puts back what setListingActive answered. */
export function restoreQueries(queryClient: QueryClient, snapshot: Array<[QueryKey, unknown]>) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
