import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ANSWERS as answers,
  ADMIN_MSG,
  adminActivatePlanBody,
  adminExpiredPlansQuery,
  adminApprovalsQuery,
  adminApproveBody,
  adminAuditQuery,
  adminBulkApproveBody,
  adminContactMessagesQuery,
  adminIdBody,
  adminIdQuery,
  adminMarkHandledBody,
  adminRejectBody,
  adminSetRoleBody,
  adminSubscriptionRequestsQuery,
  adminUsersQuery,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { listAudit } from '../audit/service.ts';
import { currentAuth } from '../auth/service.ts';
import { listRequests } from '../subscriptions/service.ts';
import * as approvals from './approvals.ts';
import { businessLocationRoutes } from './business-location.ts';
import { catalogAdminRoutes } from './catalog-routes.ts';
import { listContactMessages, markHandled } from './contact.ts';
import { dashboard } from './dashboard.ts';
import { activatePlanForUser, closeRequest, listExpiredPlans } from './plans.ts';
import { approvalQueue } from './previews.ts';
import * as users from './users.ts';

/**
 * The administrator console's API (issue 7). Everything lives under /api/admin/*, which the
 * auth plugin guards: no valid session → 401 TOKEN_EXPIRED, not an administrator → 403.
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };
  const adminOf = (req: Parameters<typeof currentAuth>[0]) => currentAuth(req).user.id;

  r.get(
    '/api/admin/dashboard',
    { schema: { ...schema, response: { 200: answers.dashboard } } },
    async () => ok(await dashboard(db, deps.clock.now())),
  );
  await businessLocationRoutes(app, deps);

  // Approvals (spec §4 Approval)
  r.get(
    '/api/admin/approvals',
    {
      schema: { ...schema, querystring: adminApprovalsQuery, response: { 200: answers.approvals } },
    },
    async (req) => ok(await approvalQueue(db, req.query.type, req.query)),
  );
  r.put(
    '/api/admin/approvals/approve',
    { schema: { ...schema, body: adminApproveBody, response: { 200: answers.decided } } },
    async (req) =>
      ok(
        await approvals.approve(deps, adminOf(req), req.body.type, req.body.id, req.body.version),
        ADMIN_MSG.approved,
      ),
  );
  r.put(
    '/api/admin/approvals/reject',
    { schema: { ...schema, body: adminRejectBody, response: { 200: answers.decided } } },
    async (req) =>
      ok(
        await approvals.reject(
          deps,
          adminOf(req),
          req.body.type,
          req.body.id,
          req.body.version,
          req.body.rejectionMessage,
        ),
        ADMIN_MSG.rejected,
      ),
  );
  r.put(
    '/api/admin/approvals/bulkApprove',
    { schema: { ...schema, body: adminBulkApproveBody, response: { 200: answers.bulkApproved } } },
    async (req) =>
      ok(
        await approvals.bulkApprove(deps, adminOf(req), req.body.type, req.body.items),
        ADMIN_MSG.bulkApproved,
      ),
  );

  // Plans
  r.get(
    '/api/admin/subscriptionRequests',
    {
      schema: {
        ...schema,
        querystring: adminSubscriptionRequestsQuery,
        response: { 200: answers.subscriptionRequests },
      },
    },
    async (req) => ok(await listRequests(db, req.query)),
  );
  r.put(
    '/api/admin/subscriptionRequests/close',
    { schema: { ...schema, body: adminIdBody, response: { 200: answers.requestClosed } } },
    async (req) => ok(await closeRequest(deps, adminOf(req), req.body.id), ADMIN_MSG.requestClosed),
  );
  r.get(
    '/api/admin/user/expiredPlans',
    {
      schema: {
        ...schema,
        querystring: adminExpiredPlansQuery,
        response: { 200: answers.expiredPlans },
      },
    },
    async (req) => ok(await listExpiredPlans(deps, req.query)),
  );
  r.put(
    '/api/admin/user/activatePlan',
    {
      schema: { ...schema, body: adminActivatePlanBody, response: { 200: answers.planActivated } },
    },
    async (req) =>
      ok(await activatePlanForUser(deps, adminOf(req), req.body), ADMIN_MSG.planActivated),
  );

  // Users
  r.get(
    '/api/admin/user/fetchAll',
    { schema: { ...schema, querystring: adminUsersQuery, response: { 200: answers.users } } },
    async (req) => ok(await users.listUsers(db, req.query)),
  );
  r.get(
    '/api/admin/user/fetch',
    { schema: { ...schema, querystring: adminIdQuery, response: { 200: answers.user } } },
    async (req) => ok(await users.userDetail(db, req.query.id)),
  );
  r.put(
    '/api/admin/user/deactivate',
    { schema: { ...schema, body: adminIdBody, response: { 200: answers.userActive } } },
    async (req) =>
      ok(await users.deactivateUser(deps, adminOf(req), req.body.id), ADMIN_MSG.userDeactivated),
  );
  r.put(
    '/api/admin/user/reactivate',
    { schema: { ...schema, body: adminIdBody, response: { 200: answers.userActive } } },
    async (req) =>
      ok(await users.reactivateUser(deps, adminOf(req), req.body.id), ADMIN_MSG.userReactivated),
  );
  r.put(
    '/api/admin/user/setRole',
    { schema: { ...schema, body: adminSetRoleBody, response: { 200: answers.userRole } } },
    async (req) =>
      ok(
        await users.setRole(deps, adminOf(req), req.body.id, req.body.role),
        ADMIN_MSG.roleChanged,
      ),
  );

  // Contact messages and the audit log
  r.get(
    '/api/admin/contactMessages/fetchAll',
    {
      schema: {
        ...schema,
        querystring: adminContactMessagesQuery,
        response: { 200: answers.contactMessages },
      },
    },
    async (req) => ok(await listContactMessages(db, req.query)),
  );
  r.put(
    '/api/admin/contactMessages/markHandled',
    {
      schema: { ...schema, body: adminMarkHandledBody, response: { 200: answers.contactMessage } },
    },
    async (req) =>
      ok(
        await markHandled(deps, adminOf(req), req.body.id, req.body.handled),
        req.body.handled ? ADMIN_MSG.messageHandled : ADMIN_MSG.messageReopened,
      ),
  );
  r.get(
    '/api/admin/audit/fetchAll',
    { schema: { ...schema, querystring: adminAuditQuery, response: { 200: answers.audit } } },
    async (req) => ok(await listAudit(db, req.query)),
  );

  await catalogAdminRoutes(app, deps);
}
