import {
  ADMIN_ANSWERS,
  adminActivatePlanBody,
  adminApprovalsQuery,
  adminApproveBody,
  adminAuditQuery,
  adminBulkApproveBody,
  adminContactMessagesQuery,
  adminExpiredPlansQuery,
  adminIdBody,
  adminIdQuery,
  adminMarkHandledBody,
  adminRejectBody,
  adminSetRoleBody,
  adminSubscriptionRequestsQuery,
  adminUsersQuery,
} from '../schemas/admin.ts';
import { adminBusinessLocationBody } from '../schemas/nearby.ts';
import { endpoint } from './endpoint.ts';

// The administrator console: everything under /admin, which the server's auth plugin
// guards (no valid session → 401, not an administrator → 403). The catalogue, banners and
// served cities are in admin-catalog.ts.

const adminOnly = { tags: ['admin'], signedIn: true } as const;

export const adminContract = {
  dashboard: endpoint({
    method: 'GET',
    path: '/admin/dashboard',
    answers: { 200: ADMIN_ANSWERS.dashboard },
    messages: [],
    ...adminOnly,
  }),
  /** Where a business is, corrected by an administrator. */
  correctLocation: endpoint({
    method: 'PUT',
    path: '/admin/business/location',
    input: adminBusinessLocationBody,
    answers: { 200: ADMIN_ANSWERS.businessLocation },
    messages: [
      'adminMsg.locationCorrected',
      'publicMsg.businessNotFound',
      'nearbyMsg.latitudeInvalid',
      'nearbyMsg.longitudeInvalid',
    ],
    ...adminOnly,
  }),

  // Approvals
  fetchApprovals: endpoint({
    method: 'GET',
    path: '/admin/approvals',
    input: adminApprovalsQuery,
    answers: { 200: ADMIN_ANSWERS.approvals },
    messages: ['adminMsg.approvalTypeInvalid'],
    ...adminOnly,
  }),
  approve: endpoint({
    method: 'PUT',
    path: '/admin/approvals/approve',
    input: adminApproveBody,
    answers: { 200: ADMIN_ANSWERS.decided },
    messages: [
      'adminMsg.approved',
      'adminMsg.approvalTypeInvalid',
      'msg.idRequired',
      'adminMsg.versionRequired',
      'adminMsg.itemNotFound',
      'adminMsg.changedSinceOpened',
      'adminMsg.picturesPending',
      'adminMsg.revisionNamesDeleted',
      'adminMsg.alreadyApproved',
    ],
    ...adminOnly,
  }),
  reject: endpoint({
    method: 'PUT',
    path: '/admin/approvals/reject',
    input: adminRejectBody,
    answers: { 200: ADMIN_ANSWERS.decided },
    messages: [
      'adminMsg.rejected',
      'adminMsg.approvalTypeInvalid',
      'msg.idRequired',
      'adminMsg.versionRequired',
      'adminMsg.rejectionMessageRequired',
      'adminMsg.itemNotFound',
      'adminMsg.changedSinceOpened',
    ],
    ...adminOnly,
  }),
  bulkApprove: endpoint({
    method: 'PUT',
    path: '/admin/approvals/bulkApprove',
    input: adminBulkApproveBody,
    answers: { 200: ADMIN_ANSWERS.bulkApproved },
    messages: [
      'adminMsg.bulkApproved',
      'adminMsg.approvalTypeInvalid',
      'adminMsg.idsRequired',
      'msg.idRequired',
      'adminMsg.versionRequired',
    ],
    ...adminOnly,
  }),

  // Plans
  fetchSubscriptionRequests: endpoint({
    method: 'GET',
    path: '/admin/subscriptionRequests',
    input: adminSubscriptionRequestsQuery,
    answers: { 200: ADMIN_ANSWERS.subscriptionRequests },
    messages: [],
    ...adminOnly,
  }),
  closeRequest: endpoint({
    method: 'PUT',
    path: '/admin/subscriptionRequests/close',
    input: adminIdBody,
    answers: { 200: ADMIN_ANSWERS.requestClosed },
    messages: ['adminMsg.requestClosed', 'adminMsg.requestNotOpen', 'msg.idRequired'],
    ...adminOnly,
  }),
  fetchExpiredPlans: endpoint({
    method: 'GET',
    path: '/admin/user/expiredPlans',
    input: adminExpiredPlansQuery,
    answers: { 200: ADMIN_ANSWERS.expiredPlans },
    messages: [],
    ...adminOnly,
  }),
  activatePlan: endpoint({
    method: 'PUT',
    path: '/admin/user/activatePlan',
    input: adminActivatePlanBody,
    answers: { 200: ADMIN_ANSWERS.planActivated },
    messages: [
      'adminMsg.planActivated',
      'msg.idRequired',
      'subscriptionMsg.planInvalid',
      'adminMsg.userNotFound',
    ],
    ...adminOnly,
  }),

  // Users
  fetchUsers: endpoint({
    method: 'GET',
    path: '/admin/user/fetchAll',
    input: adminUsersQuery,
    answers: { 200: ADMIN_ANSWERS.users },
    messages: [],
    ...adminOnly,
  }),
  fetchUser: endpoint({
    method: 'GET',
    path: '/admin/user/fetch',
    input: adminIdQuery,
    answers: { 200: ADMIN_ANSWERS.user },
    messages: ['msg.idRequired', 'adminMsg.userNotFound'],
    ...adminOnly,
  }),
  deactivateUser: endpoint({
    method: 'PUT',
    path: '/admin/user/deactivate',
    input: adminIdBody,
    answers: { 200: ADMIN_ANSWERS.userActive },
    messages: [
      'adminMsg.userDeactivated',
      'msg.idRequired',
      'adminMsg.userNotFound',
      'adminMsg.notYourself',
    ],
    ...adminOnly,
  }),
  reactivateUser: endpoint({
    method: 'PUT',
    path: '/admin/user/reactivate',
    input: adminIdBody,
    answers: { 200: ADMIN_ANSWERS.userActive },
    messages: ['adminMsg.userReactivated', 'msg.idRequired', 'adminMsg.userNotFound'],
    ...adminOnly,
  }),
  setRole: endpoint({
    method: 'PUT',
    path: '/admin/user/setRole',
    input: adminSetRoleBody,
    answers: { 200: ADMIN_ANSWERS.userRole },
    messages: [
      'adminMsg.roleChanged',
      'msg.idRequired',
      'adminMsg.userNotFound',
      'adminMsg.notYourself',
    ],
    ...adminOnly,
  }),

  // Contact messages and the audit log
  fetchContactMessages: endpoint({
    method: 'GET',
    path: '/admin/contactMessages/fetchAll',
    input: adminContactMessagesQuery,
    answers: { 200: ADMIN_ANSWERS.contactMessages },
    messages: [],
    ...adminOnly,
  }),
  markHandled: endpoint({
    method: 'PUT',
    path: '/admin/contactMessages/markHandled',
    input: adminMarkHandledBody,
    answers: { 200: ADMIN_ANSWERS.contactMessage },
    messages: ['adminMsg.messageHandled', 'adminMsg.messageReopened', 'msg.idRequired'],
    ...adminOnly,
  }),
  fetchAudit: endpoint({
    method: 'GET',
    path: '/admin/audit/fetchAll',
    input: adminAuditQuery,
    answers: { 200: ADMIN_ANSWERS.audit },
    messages: [],
    ...adminOnly,
  }),
};
