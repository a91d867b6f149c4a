import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProfileBody } from '@haat/shared';
import { AUTH_MSG } from '@haat/shared';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict } from '../../lib/http-error.ts';
import { consumeVerification } from '../auth/otp.ts';
import type { Authenticated } from '../auth/session.ts';
import { toSessionUser } from '../auth/session.ts';

/**
 * Saves the profile and sends it back to review. A new contact number must first be proven
 * with an OTP (type RegisterUser, as for a new account) and must not belong to anyone else.
 */
export async function updateProfile(
  deps: AppDeps,
  auth: Authenticated,
  input: z.output<typeof updateProfileBody>,
) {
  const now = deps.clock.now();
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
        isApproved: false,
        rejectionMessage: null,
      })
      .where(eq(users.id, auth.user.id))
      .returning();
    return row;
  });
  if (!updated) throw new Error('profile update returned nothing');
  return { user: toSessionUser(updated) };
}
