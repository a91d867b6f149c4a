import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loginPhone } from '@haat/shared';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';

const planExpiryBody = z.object({ phoneNo: loginPhone, planExpiresAt: z.iso.datetime() });

/**
 * Routes for the browser journeys only, registered when NODE_ENV is `test` (never in
 * development or production; app.ts). The journeys run the real server in its own process, so
 * they cannot move its clock the way inject tests do (test/app.ts: manualClock): instead they
 * put a seller's plan expiry in the past, as time passing would (docs/decisions/023). Under
 * /api/admin/ so the guard of auth/plugin.ts lets only an administrator call it.
 */
export async function testSupportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/api/admin/test/planExpiresAt',
    { schema: { hide: true, body: planExpiryBody } },
    async (req) => {
      const [row] = await deps.database.db
        .update(users)
        .set({ planExpiresAt: new Date(req.body.planExpiresAt) })
        .where(eq(users.phoneNo, req.body.phoneNo))
        .returning({ id: users.id });
      if (!row) throw notFound();
      return ok({ _id: row.id });
    },
  );
}
