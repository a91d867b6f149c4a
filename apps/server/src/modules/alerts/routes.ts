import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALERT_ANSWERS as answers, ALERT_MSG, alertPreferencesBody } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { currentAuth } from '../auth/service.ts';
import { readPreferences, savePreferences } from './preferences.ts';

/** Issue 36 §1: the signed-in seller's alert preferences. */
export async function alertRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const schema = { tags: ['alerts'], security: [{ bearer: [] }] };
  const path = '/api/userAdmin/alerts/preferences';

  r.get(path, { schema: { ...schema, response: { 200: answers.preferences } } }, async (req) =>
    ok({ preferences: await readPreferences(db, deps.sms, currentAuth(req).user.id) }),
  );
  r.put(
    path,
    { schema: { ...schema, body: alertPreferencesBody, response: { 200: answers.preferences } } },
    async (req) =>
      ok(
        {
          preferences: await savePreferences(db, deps.sms, currentAuth(req).user.id, req.body),
        },
        ALERT_MSG.saved,
      ),
  );
}
