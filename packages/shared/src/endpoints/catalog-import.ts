// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const catalogImportContract: AddressesOf<(typeof API_CONTRACT)['catalogImport']> = {
  productTemplate: { method: 'GET', path: '/userAdmin/product/importTemplate' },
  productExport: { method: 'GET', path: '/userAdmin/product/export' },
  productImportCheck: { method: 'POST', path: '/userAdmin/product/importCheck' },
  productImport: { method: 'POST', path: '/userAdmin/product/import' },
  serviceTemplate: { method: 'GET', path: '/userAdmin/service/importTemplate' },
  serviceExport: { method: 'GET', path: '/userAdmin/service/export' },
  serviceImportCheck: { method: 'POST', path: '/userAdmin/service/importCheck' },
  serviceImport: { method: 'POST', path: '/userAdmin/service/import' },
};
