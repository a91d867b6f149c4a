import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG, adminContract } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { listAudit } from '../audit/service.ts';
import { currentUserId } from '../auth/service.ts';
import { listRequests } from '../subscriptions/service.ts';
import * as approvals from './approvals.ts';
import { correctBusinessLocation } from './business-location.ts';
import { catalogAdminRoutes } from './catalog-routes.ts';
import { listContactMessages, markHandled } from './contact.ts';
import { dashboard } from './dashboard.ts';
import { activatePlanForUser, closeRequest, listExpiredPlans } from './plans.ts';
import { approvalQueue } from './previews.ts';
import * as users from './users.ts';

/** Dashboard, approvals, plans, users, contact messages and the audit log. */
const consoleRoutes = contractRoutes(adminContract, (deps) => {
  const db = deps.database.db;

  return {
    dashboard: { handler: async () => ok(await dashboard(db, deps.clock.now())) },
    correctLocation: {
      handler: async (req) =>
        ok(
          await correctBusinessLocation(deps, currentUserId(req), req.body),
          ADMIN_MSG.locationCorrected,
        ),
    },

    // Approvals
    fetchApprovals: {
      handler: async (req) => ok(await approvalQueue(db, req.query.type, req.query)),
    },
    approve: {
      handler: async (req) =>
        ok(
          await approvals.approve(
            deps,
            currentUserId(req),
            req.body.type,
            req.body.id,
            req.body.version,
          ),
          ADMIN_MSG.approved,
        ),
    },
    reject: {
      handler: async (req) =>
        ok(
          await approvals.reject(
            deps,
            currentUserId(req),
            req.body.type,
            req.body.id,
            req.body.version,
            req.body.rejectionMessage,
          ),
          ADMIN_MSG.rejected,
        ),
    },
    bulkApprove: {
      handler: async (req) =>
        ok(
          await approvals.bulkApprove(deps, currentUserId(req), req.body.type, req.body.items),
          ADMIN_MSG.bulkApproved,
        ),
    },

    // Plans
    fetchSubscriptionRequests: {
      handler: async (req) => ok(await listRequests(db, req.query)),
    },
    closeRequest: {
      handler: async (req) =>
        ok(await closeRequest(deps, currentUserId(req), req.body.id), ADMIN_MSG.requestClosed),
    },
    fetchExpiredPlans: {
      handler: async (req) => ok(await listExpiredPlans(deps, req.query)),
    },
    activatePlan: {
      handler: async (req) =>
        ok(await activatePlanForUser(deps, currentUserId(req), req.body), ADMIN_MSG.planActivated),
    },

    // Users
    fetchUsers: { handler: async (req) => ok(await users.listUsers(db, req.query)) },
    fetchUser: { handler: async (req) => ok(await users.userDetail(db, req.query.id)) },
    deactivateUser: {
      handler: async (req) =>
        ok(
          await users.deactivateUser(deps, currentUserId(req), req.body.id),
          ADMIN_MSG.userDeactivated,
        ),
    },
    reactivateUser: {
      handler: async (req) =>
        ok(
          await users.reactivateUser(deps, currentUserId(req), req.body.id),
          ADMIN_MSG.userReactivated,
        ),
    },
    setRole: {
      handler: async (req) =>
        ok(
          await users.setRole(deps, currentUserId(req), req.body.id, req.body.role),
          ADMIN_MSG.roleChanged,
        ),
    },

    // Contact messages and the audit log
    fetchContactMessages: {
      handler: async (req) => ok(await listContactMessages(db, req.query)),
    },
    markHandled: {
      handler: async (req) =>
        ok(
          await markHandled(deps, currentUserId(req), req.body.id, req.body.handled),
          req.body.handled ? ADMIN_MSG.messageHandled : ADMIN_MSG.messageReopened,
        ),
    },
    fetchAudit: { handler: async (req) => ok(await listAudit(db, req.query)) },
  };
});

/**
 * The administrator console's API. Everything lives under /api/admin/*, which the
 * auth plugin guards: no valid session → 401 TOKEN_EXPIRED, not an administrator → 403.
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  await consoleRoutes(app, deps);
  await catalogAdminRoutes(app, deps);
}
