import argon2 from 'argon2';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

// Login against an unknown phone verifies against this hash, so both failures cost the same time.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));

/** Verifies a password; with no stored hash it spends the same work and answers false. */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  try {
    if (!storedHash) {
      await argon2.verify(await decoy(), password);
      return false;
    }
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}

// The common-passwords list of @zxcvbn-ts/language-common (MIT): about 49,000 passwords seen most
// often in breaches, in lower case. Loaded on first use, so processes that never set a password
// do not hold it, and never shipped to the web app.
let commonPasswords: Promise<Set<string>> | null = null;

/** True when the password, in any letter case, is on the common-passwords list. */
export async function isCommonPassword(password: string) {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await commonPasswords).has(password.toLowerCase());
}
