import type { SessionUser } from '@haat/shared';

/** The signed-in user the session fetch answers in screen tests: the demo administrator by default. */
export const sessionUser = (role: SessionUser['role'] = 'admin'): SessionUser => ({
  _id: '0190a1b2-0000-7000-8000-000000000009',
  firstName: 'Haat',
  lastName: 'Admin',
  plan: 'Plan 0',
  logo: null,
  phoneNo: '9000000000',
  email: null,
  planExpiresAt: null,
  gender: 'Male',
  address: null,
  city: null,
  state: null,
  isApproved: true,
  rejectionMessage: null,
  role,
});
