import { decodeRouteId, encodeRouteId, shopPath, type RouteIdPayload } from '@haat/shared';

export { decodeRouteId, encodeRouteId, type RouteIdPayload };

type Named = { _id: string };

// Route identifiers carry the id plus a display name, so a page can show the name in
// its heading before its data arrives.
export const businessPath = (b: Named & { name: string }) =>
  `/business/${encodeRouteId({ _id: b._id, businessName: b.name })}`;
/**
 * Where a business page is shared and linked from its own page: its shop address when it has
 * one (the page's canonical address), else /business/{id}.
 */
export const businessPagePath = (b: Named & { name: string; slug?: string | null }) =>
  b.slug ? shopPath(b.slug) : businessPath(b);
export const productPath = (p: Named & { name: string }) =>
  `/product/${encodeRouteId({ _id: p._id, productName: p.name })}`;
export const servicePath = (s: Named & { name: string }) =>
  `/service/${encodeRouteId({ _id: s._id, serviceName: s.name })}`;
export const categoryPath = (c: Named & { category: string }, type: 'product' | 'service') =>
  `${type === 'service' ? '/service' : ''}/category/${encodeRouteId({ _id: c._id, category: c.category })}`;
export const subCategoryPath = (s: Named & { subCategory: string }, type: 'product' | 'service') =>
  `${type === 'service' ? '/service' : ''}/subCategory/${encodeRouteId({ _id: s._id, subCategory: s.subCategory })}`;

/** The `_id` inside a route identifier, or null when the identifier is malformed. */
export const idFromParam = (param: string | undefined) =>
  param ? (decodeRouteId(param)?._id ?? null) : null;
