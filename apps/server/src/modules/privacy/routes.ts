import { PRIVACY_MSG, privacyContract } from '@haat/shared';
import { demoGrievanceWarning } from '../../config.ts';
import { created, ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { currentAuth } from '../auth/service.ts';
import { currentNotice, listVersions, publishNotice } from './service.ts';

/** /privacyPolicy's notice, and its versions in the console. */
export const privacyRoutes = contractRoutes(privacyContract, (deps, app) => {
  // A production site whose notice names a placeholder: the operator must not miss it.
  const warning = demoGrievanceWarning(deps.config);
  if (warning) app.log.warn(warning);
  return {
    current: { handler: async () => ok(await currentNotice(deps)) },
    versions: { handler: async () => ok(await listVersions(deps)) },
    publish: {
      handler: async (req) =>
        created(
          await publishNotice(deps, currentAuth(req).user.id, req.body),
          PRIVACY_MSG.published,
        ),
    },
  };
});
