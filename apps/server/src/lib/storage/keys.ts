import { randomInt } from 'node:crypto';
import { UUID } from 'uuidv7';

/** An uploaded image's key: a UUIDv7 (its creation time inside) plus .webp. */
export const UPLOAD_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

/** A new key stamped with `now` (the app's clock), so the sweep can tell when it was issued. */
export function newImageKey(now: Date) {
  const uuid = UUID.fromFieldsV7(
    now.getTime(),
    randomInt(2 ** 12),
    randomInt(2 ** 30),
    randomInt(2 ** 32),
  );
  return `${uuid.toString()}.webp`;
}

/** When a key was issued, or null when it is not an upload key. */
export function keyIssuedAt(key: string): Date | null {
  if (!UPLOAD_KEY_PATTERN.test(key)) return null;
  return new Date(parseInt(key.slice(0, 8) + key.slice(9, 13), 16));
}
