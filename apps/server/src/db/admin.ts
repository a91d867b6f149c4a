import { eq } from 'drizzle-orm';
import { AUTH_MSG, LIMITS } from '@haat/shared';
import { hashPassword, isCommonPassword } from '../modules/auth/passwords.ts';
import type { Database } from './client.ts';
import { users } from './schema/index.ts';

export type AdminInput = {
  phoneNo: string;
  /** Required for a new user; for an existing one it replaces the password. */
  password?: string;
  firstName?: string;
  lastName?: string;
};

/**
 * Makes `phoneNo` an administrator: promotes (and re-activates) an existing user, or creates
 * one. Administrators are users with role 'admin' (DESIGN.md §4).
 */
export async function createOrPromoteAdmin(db: Database, input: AdminInput) {
  if (!/^\d{10}$/.test(input.phoneNo))
    throw new Error('The phone number must be exactly 10 digits.');
  const password = input.password?.trim();
  if (password !== undefined) {
    // The same rules as a password set through the app: the administrator's is the one most worth
    // guessing.
    if (password.length < LIMITS.passwordMinLength || password.length > LIMITS.passwordMaxLength) {
      throw new Error(
        `The password must have ${LIMITS.passwordMinLength} to ${LIMITS.passwordMaxLength} characters.`,
      );
    }
    if (await isCommonPassword(password)) {
      throw new Error(AUTH_MSG.passwordTooCommon);
    }
  }
  const passwordHash = password ? await hashPassword(password) : undefined;

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNo, input.phoneNo));
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'admin',
        isActive: true,
        isApproved: true,
        rejectionMessage: null,
        ...(passwordHash ? { passwordHash } : {}),
        ...(input.firstName ? { firstName: input.firstName } : {}),
        ...(input.lastName ? { lastName: input.lastName } : {}),
      })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  if (!passwordHash || !input.firstName || !input.lastName) {
    throw new Error('A new administrator needs --password, --first-name and --last-name.');
  }
  const [created] = await db
    .insert(users)
    .values({
      phoneNo: input.phoneNo,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      role: 'admin',
      isApproved: true,
    })
    .returning({ id: users.id });
  return { id: created!.id, created: true };
}
