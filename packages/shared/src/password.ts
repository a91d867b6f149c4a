import { LIMITS } from './constants.ts';
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './domain-messages.ts';

// Spec §5 Login: "the password is trimmed and encoded before sending". The web app sends the
// trimmed password as base64 of its UTF-8 bytes; the server decodes it before any rule applies.
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password.trim())) binary += String.fromCharCode(byte);
  return btoa(binary);
}
export function decodePassword(encoded: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The length rule of a password as typed (after trimming), shared by the server's schemas and
 * the web forms; here rather than in schemas/ so that a form does not pull zod in with it.
 */
export function passwordLengthIssue(password: string, minLength = true): string | null {
  if (password.length > LIMITS.passwordMaxLength) return PASSWORD_TOO_LONG;
  if (minLength && password.length < LIMITS.passwordMinLength) return PASSWORD_TOO_SHORT;
  return null;
}
