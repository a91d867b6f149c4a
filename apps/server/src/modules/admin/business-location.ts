import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MSG, adminBusinessLocationBody, PUBLIC_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';

/**
 * The administrator corrects where a business is (issue 23): the pin a seller misplaced or the
 * city centre Haat guessed. Marked 'admin', which a seller's later edit in the same city keeps.
 */
export async function correctBusinessLocation(
  db: Database,
  body: { id: string; latitude: number; longitude: number },
) {
  const [row] = await db
    .update(businesses)
    .set({ latitude: body.latitude, longitude: body.longitude, locationSource: 'admin' })
    .where(eq(businesses.id, body.id))
    .returning({
      _id: businesses.id,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
      locationSource: businesses.locationSource,
    });
  if (!row) throw notFound(PUBLIC_MSG.businessNotFound);
  return { business: row };
}

export async function businessLocationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/api/admin/business/location',
    { schema: { tags: ['admin'], security: [{ bearer: [] }], body: adminBusinessLocationBody } },
    async (req) =>
      ok(await correctBusinessLocation(deps.database.db, req.body), ADMIN_MSG.locationCorrected),
  );
}
