import { eq } from 'drizzle-orm';
import { PUBLIC_MSG } from '@haat/shared';
import { businesses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminAction } from '../audit/service.ts';

/**
 * The administrator corrects where a business is: the pin a seller misplaced or the
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
