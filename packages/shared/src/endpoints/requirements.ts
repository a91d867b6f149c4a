// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const requirementsContract: AddressesOf<(typeof API_CONTRACT)['requirements']> = {
  suggest: { method: 'GET', path: '/public/requirements/suggest' },
  create: { method: 'POST', path: '/requirements/create' },
  fetch: { method: 'POST', path: '/requirements/fetch' },
  close: { method: 'POST', path: '/requirements/close' },
  mine: { method: 'POST', path: '/requirements/mine' },
  respond: { method: 'PUT', path: '/userAdmin/requirements/respond' },
  report: { method: 'PUT', path: '/userAdmin/requirements/report' },
  adminFetchAll: { method: 'GET', path: '/admin/requirements/fetchAll' },
  adminCandidates: { method: 'GET', path: '/admin/requirements/candidates' },
  adminRoute: { method: 'PUT', path: '/admin/requirements/route' },
  adminRemove: { method: 'PUT', path: '/admin/requirements/remove' },
};
