import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_ANSWERS, AUTH_MSG, changePasswordBody, updateProfileBody } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { currentAuth, changePassword, toSessionUser } from '../auth/service.ts';
import { updateProfile } from './service.ts';

/** Spec §7 /userAdmin/user: the seller's own profile. */
export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['users'], security: [{ bearer: [] }] };

  r.get(
    '/api/userAdmin/user/fetch',
    { schema: { ...schema, response: { 200: AUTH_ANSWERS.user } } },
    async (req) => ok({ user: toSessionUser(currentAuth(req).user) }),
  );
  r.put(
    '/api/userAdmin/user/update',
    { schema: { ...schema, body: updateProfileBody, response: { 200: AUTH_ANSWERS.profile } } },
    async (req) =>
      ok(
        await updateProfile(deps, currentAuth(req), req.body, deps.storage, (err) =>
          req.log.error({ err }, 'removing the old logo failed'),
        ),
        AUTH_MSG.profileUpdated,
      ),
  );
  r.put(
    '/api/userAdmin/user/changePassword',
    { schema: { ...schema, body: changePasswordBody, response: { 200: AUTH_ANSWERS.done } } },
    async (req) => {
      await changePassword(deps, currentAuth(req), req.body);
      return ok(null, AUTH_MSG.passwordChanged);
    },
  );
}
