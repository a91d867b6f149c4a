// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const adminContract: AddressesOf<(typeof API_CONTRACT)['admin']> = {
  dashboard: { method: 'GET', path: '/admin/dashboard' },
  correctLocation: { method: 'PUT', path: '/admin/business/location' },
  fetchApprovals: { method: 'GET', path: '/admin/approvals' },
  approve: { method: 'PUT', path: '/admin/approvals/approve' },
  reject: { method: 'PUT', path: '/admin/approvals/reject' },
  bulkApprove: { method: 'PUT', path: '/admin/approvals/bulkApprove' },
  fetchSubscriptionRequests: { method: 'GET', path: '/admin/subscriptionRequests' },
  closeRequest: { method: 'PUT', path: '/admin/subscriptionRequests/close' },
  fetchExpiredPlans: { method: 'GET', path: '/admin/user/expiredPlans' },
  activatePlan: { method: 'PUT', path: '/admin/user/activatePlan' },
  fetchUsers: { method: 'GET', path: '/admin/user/fetchAll' },
  fetchUser: { method: 'GET', path: '/admin/user/fetch' },
  deactivateUser: { method: 'PUT', path: '/admin/user/deactivate' },
  reactivateUser: { method: 'PUT', path: '/admin/user/reactivate' },
  setRole: { method: 'PUT', path: '/admin/user/setRole' },
  fetchContactMessages: { method: 'GET', path: '/admin/contactMessages/fetchAll' },
  markHandled: { method: 'PUT', path: '/admin/contactMessages/markHandled' },
  fetchAudit: { method: 'GET', path: '/admin/audit/fetchAll' },
};
