import { accountDataContract, ACCOUNT_MSG } from '@haat/shared';
import { personalDataZip, zipReply } from '../../lib/data-export.ts';
import { ok } from '../../lib/envelope.ts';
import { indiaDay } from '../../lib/india-time.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { currentAuth } from '../auth/service.ts';
import { requestAccountDeletion } from './deletion.ts';
import { sellerDataParts } from './export.ts';

/** A seller's copy of their data, and the request to delete their account. */
export const accountDataRoutes = contractRoutes(accountDataContract, (deps) => ({
  myData: {
    handler: async (req, reply) => {
      const { user } = currentAuth(req);
      const now = deps.clock.now();
      const parts = await sellerDataParts(deps.database.db, user.id);
      const title = `What Haat holds about the account of ${user.firstName} ${user.lastName}`;
      return zipReply(reply, personalDataZip(title, now, parts), indiaDay(now));
    },
  },
  deletionTerms: {
    handler: async () => ok({ graceDays: deps.config.accountDeletionGraceDays }),
  },
  requestDeletion: {
    handler: async (req) =>
      ok(await requestAccountDeletion(deps, currentAuth(req)), ACCOUNT_MSG.deletionRequested),
  },
}));
