import { contactContract, PUBLIC_MSG } from '@haat/shared';
import { created } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import { sendContactMessage } from './service.ts';

/** The /contactUs page form. */
export const contactRoutes = contractRoutes(contactContract, (deps) => ({
  send: {
    handler: async (req) =>
      created(await sendContactMessage(deps, req.body, req.ip), PUBLIC_MSG.contactSent),
  },
}));
