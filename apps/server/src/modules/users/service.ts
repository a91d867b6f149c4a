import { and, eq, gte, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProfileBody } from '@haat/shared';
import { AUTH_MSG, imageContentType, MSG } from '@haat/shared';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { ImageHolder, StoragePort } from '../../lib/storage/index.ts';
import { planImages, removeImages } from '../../lib/storage/index.ts';
import { consumeVerification, toSessionUser } from '../auth/service.ts';
import type { Authenticated } from '../auth/service.ts';

/**
 * Saves the profile and sends it back to review. A new contact number must first be proven
 * with an OTP (type RegisterUser, as for a new account) and must not belong to anyone else.
 * `logo`, when it names a new file, gets a new key and a pre-signed upload URL
 * (logoPreSignedUrl); the old logo's files are deleted once saved.
 */
export async function updateProfile(
  deps: AppDeps,
  auth: Authenticated,
  input: z.output<typeof updateProfileBody>,
  storage: StoragePort,
  logError: (err: unknown) => void = () => {},
) {
  const now = deps.clock.now();
  if (input.logo && imageContentType(input.logo) === null) throw badRequest(MSG.onlyImages);
  const current = auth.user.logo ? [auth.user.logo] : [];
  const logo = input.logo ? await planImages(storage, now, current, [input.logo]) : null;
  const updated = await deps.database.db.transaction(async (tx) => {
    if (input.phoneNo !== auth.user.phoneNo) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phoneNo, input.phoneNo), ne(users.id, auth.user.id)))
        .limit(1);
      if (taken) throw conflict(AUTH_MSG.phoneRegistered);
      await consumeVerification(tx, input.phoneNo, 'RegisterUser', now).catch(() => {
        throw conflict(AUTH_MSG.newPhoneNotVerified);
      });
    }
    const [row] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        gender: input.gender,
        email: input.email ?? null,
        address: input.address,
        phoneNo: input.phoneNo,
        state: input.state,
        city: input.city,
        ...(logo ? { logo: logo.images[0] ?? null } : {}),
        isApproved: false,
        rejectionMessage: null,
      })
      .where(eq(users.id, auth.user.id))
      .returning();
    return row;
  });
  if (!updated) throw new Error('profile update returned nothing');
  if (logo) await removeImages(storage, logo.removed, logError);
  return { user: toSessionUser(updated), logoPreSignedUrl: logo?.uploads[0]?.url ?? null };
}

/** Profile logos for the upload sweep. */
export const userLogoHolder: ImageHolder = {
  name: 'users',
  async recent(db, since) {
    const rows = await db
      .select({ id: users.id, logo: users.logo })
      .from(users)
      .where(and(isNotNull(users.logo), gte(users.updatedAt, since)));
    return rows.map((row) => ({ id: row.id, images: row.logo ? [row.logo] : [] }));
  },
  async drop(db, id, reference) {
    await db
      .update(users)
      .set({ logo: null })
      .where(and(eq(users.id, id), eq(users.logo, reference)));
  },
};
