import { ALERT_MSG, alertsContract } from '@haat/shared';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { currentAuth } from '../auth/service.ts';
import { readPreferences, savePreferences } from './preferences.ts';
import { subscribePush, unsubscribePush } from './push.ts';

/** The signed-in seller's alert preferences and Web Push subscriptions. */
export const alertRoutes = contractRoutes(alertsContract, (deps) => {
  const db = deps.database.db;
  const preferencesOf = async (userId: string) => ({
    preferences: await readPreferences(db, deps.sms, userId),
  });
  return {
    fetchPreferences: {
      handler: async (req) => ok(await preferencesOf(currentAuth(req).user.id)),
    },
    savePreferences: {
      handler: async (req) =>
        ok(
          {
            preferences: await savePreferences(
              db,
              deps.sms,
              currentAuth(req).user.id,
              req.body,
              deps.clock.now(),
            ),
          },
          ALERT_MSG.saved,
        ),
    },
    // The key a browser subscribes with (PushManager.subscribe's applicationServerKey).
    pushKey: { handler: async () => ok({ publicKey: deps.config.push.publicKey }) },
    subscribePush: {
      handler: async (req) => {
        const userId = currentAuth(req).user.id;
        await subscribePush(deps, userId, req.body);
        return ok(await preferencesOf(userId), ALERT_MSG.pushSubscribed);
      },
    },
    unsubscribePush: {
      handler: async (req) => {
        const userId = currentAuth(req).user.id;
        await unsubscribePush(db, userId, req.body.endpoint);
        return ok(await preferencesOf(userId), ALERT_MSG.pushUnsubscribed);
      },
    },
  };
});
