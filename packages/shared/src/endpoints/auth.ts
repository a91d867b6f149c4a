// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const authContract: AddressesOf<(typeof API_CONTRACT)['auth']> = {
  logIn: { method: 'POST', path: '/auth/user/logIn' },
  fetchUser: { method: 'GET', path: '/auth/user/fetch' },
  requestOtp: { method: 'GET', path: '/auth/user/requestOTP' },
  verifyOtp: { method: 'POST', path: '/auth/user/verifyOTP' },
  logOut: { method: 'PUT', path: '/auth/user/logOut' },
  preRegistration: { method: 'GET', path: '/public/user/preRegistration' },
  createUser: { method: 'POST', path: '/public/user/create' },
  forgotPassword: { method: 'POST', path: '/public/user/forgotPassword' },
};
