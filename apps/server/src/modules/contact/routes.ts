import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_MSG, PUBLIC_WRITE_ANSWERS, publicContactUsBody } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created } from '../../lib/envelope.ts';
import { sendContactMessage } from './service.ts';

/** POST /api/public/contactUs: the /contactUs page form. */
export async function contactRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/public/contactUs',
    {
      schema: {
        tags: ['contact'],
        body: publicContactUsBody,
        response: { 201: PUBLIC_WRITE_ANSWERS.contactUs },
      },
    },
    async (req) =>
      created(await sendContactMessage(deps, req.body, req.ip), PUBLIC_MSG.contactSent),
  );
}
