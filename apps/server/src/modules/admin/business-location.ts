import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ANSWERS, ADMIN_MSG, adminBusinessLocationBody, PUBLIC_MSG } from '@haat/shared';
import { businesses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminAction } from '../audit/service.ts';
import { currentAuth } from '../auth/service.ts';

/**
 * The administrator corrects where a business is (issue 23): the pin a seller misplaced or the
 * city centre Haat guessed. Marked 'admin', which a seller's later edit in the same city keeps;
 * the audit log records the place before and after.
 */
export async function correctBusinessLocation(
  deps: AppDeps,
  adminId: string,
  body: { id: string; latitude: number; longitude: number },
) {
  const place = {
    latitude: businesses.latitude,
    longitude: businesses.longitude,
    locationSource: businesses.locationSource,
  };
  return adminAction(deps, adminId, async ({ tx, audit }) => {
    const [before] = await tx.select(place).from(businesses).where(eq(businesses.id, body.id));
    if (!before) throw notFound(PUBLIC_MSG.businessNotFound);
    const [after] = await tx
      .update(businesses)
      .set({ latitude: body.latitude, longitude: body.longitude, locationSource: 'admin' })
      .where(eq(businesses.id, body.id))
      .returning(place);
    await audit({
      action: 'business.location',
      entityType: 'business',
      entityId: body.id,
      before,
      after,
    });
    return { business: { _id: body.id, ...after! } };
  });
}

export async function businessLocationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/api/admin/business/location',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: adminBusinessLocationBody,
        response: { 200: ADMIN_ANSWERS.businessLocation },
      },
    },
    async (req) =>
      ok(
        await correctBusinessLocation(deps, currentAuth(req).user.id, req.body),
        ADMIN_MSG.locationCorrected,
      ),
  );
}
