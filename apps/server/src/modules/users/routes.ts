import { AUTH_MSG, userContract } from '@haat/shared';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { currentAuth, changePassword, toSessionUser } from '../auth/service.ts';
import { updateProfile } from './service.ts';

/** The seller's own profile and password. */
export const userRoutes = contractRoutes(userContract, (deps) => ({
  fetch: { handler: async (req) => ok({ user: toSessionUser(currentAuth(req).user) }) },
  update: {
    handler: async (req) =>
      ok(
        await updateProfile(deps, currentAuth(req), req.body, deps.storage, (err) =>
          req.log.error({ err }, 'removing the old logo failed'),
        ),
        AUTH_MSG.profileUpdated,
      ),
  },
  changePassword: {
    handler: async (req) => {
      await changePassword(deps, currentAuth(req), req.body);
      return ok(null, AUTH_MSG.passwordChanged);
    },
  },
}));
