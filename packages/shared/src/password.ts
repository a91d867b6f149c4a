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
