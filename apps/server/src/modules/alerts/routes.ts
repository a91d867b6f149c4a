import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALERT_ANSWERS as answers,
  ALERT_MSG,
  alertPreferencesBody,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { currentAuth } from '../auth/service.ts';
import { readPreferences, savePreferences } from './preferences.ts';
import { subscribePush, unsubscribePush } from './push.ts';

/** Issue 36 §1: the signed-in seller's alert preferences and Web Push subscriptions. */
export async function alertRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const schema = { tags: ['alerts'], security: [{ bearer: [] }] };
  const path = '/api/userAdmin/alerts/preferences';
  const preferencesOf = async (userId: string) => ({
    preferences: await readPreferences(db, deps.sms, userId),
  });

  r.get(path, { schema: { ...schema, response: { 200: answers.preferences } } }, async (req) =>
    ok(await preferencesOf(currentAuth(req).user.id)),
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

  // The key a browser subscribes with (PushManager.subscribe's applicationServerKey).
  r.get(
    '/api/userAdmin/alerts/push/key',
    { schema: { ...schema, response: { 200: answers.pushKey } } },
    async () => ok({ publicKey: deps.config.push.publicKey }),
  );
  r.post(
    '/api/userAdmin/alerts/push/subscriptions',
    { schema: { ...schema, body: pushSubscriptionBody, response: { 200: answers.preferences } } },
    async (req) => {
      const userId = currentAuth(req).user.id;
      await subscribePush(deps, userId, req.body);
      return ok(await preferencesOf(userId), ALERT_MSG.pushSubscribed);
    },
  );
  r.post(
    '/api/userAdmin/alerts/push/unsubscribe',
    { schema: { ...schema, body: pushUnsubscribeBody, response: { 200: answers.preferences } } },
    async (req) => {
      const userId = currentAuth(req).user.id;
      await unsubscribePush(db, userId, req.body.endpoint);
      return ok(await preferencesOf(userId), ALERT_MSG.pushUnsubscribed);
    },
  );
}
