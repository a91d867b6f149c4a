import { createHmac, timingSafeEqual } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_VARIANTS, type ImageContentType, type ImageVariant } from '@haat/shared';
import { renderVariants } from './images.ts';
import { UPLOAD_KEY_PATTERN } from './keys.ts';
import type { StoragePort } from './port.ts';

/** The query of a local pre-signed URL. */
export type SignedUpload = { key: string; expires: number; type: string; signature: string };
export type UploadCheck = 'ok' | 'invalid' | 'expired';

export type LocalStorage = StoragePort & {
  driver: 'local';
  /** Whether a PUT to `/api/uploads/{key}?expires&type&signature` may store its body. */
  verify(upload: SignedUpload, now: Date): UploadCheck;
  /** Checks the bytes are an image and writes its variants (throws NotAnImageError). */
  store(key: string, bytes: Buffer): Promise<void>;
};

const variantPath = (uploadsDir: string, variant: ImageVariant, key: string) =>
  join(uploadsDir, variant, key);

async function writeAtomically(path: string, data: Buffer) {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/**
 * Files under `uploadsDir` (`card/<key>`, `large/<key>`, served by the /media plugin). Upload URLs
 * are this app's own `/api/uploads/{key}`, signed with HMAC-SHA256 under the server secret over
 * key, expiry and declared content type, so only the server can issue one.
 */
export function createLocalStorage(uploadsDir: string, secret: string): LocalStorage {
  const sign = (key: string, expires: number, type: string) =>
    createHmac('sha256', secret).update(`haat-upload\n${key}\n${expires}\n${type}`).digest('hex');

  const variantsOf = (key: string) =>
    Object.keys(IMAGE_VARIANTS).map((v) => variantPath(uploadsDir, v as ImageVariant, key));

  return {
    driver: 'local',
    reference: (key) => key,
    keyOf: (reference) => (UPLOAD_KEY_PATTERN.test(reference) ? reference : null),

    async presignPut(key: string, contentType: ImageContentType, expiresAt: Date) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({
        expires: String(expires),
        type: contentType,
        signature: sign(key, expires, contentType),
      });
      return `/api/uploads/${key}?${query.toString()}`;
    },

    verify(upload, now) {
      if (!UPLOAD_KEY_PATTERN.test(upload.key) || !Number.isInteger(upload.expires))
        return 'invalid';
      const expected = Buffer.from(sign(upload.key, upload.expires, upload.type), 'hex');
      const given = Buffer.from(
        /^[0-9a-f]{64}$/.test(upload.signature) ? upload.signature : '',
        'hex',
      );
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return upload.expires * 1000 < now.getTime() ? 'expired' : 'ok';
    },

    async store(key, bytes) {
      if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`not an upload key: ${key}`);
      const variants = await renderVariants(bytes);
      // Card first, large last: `exists` asks for large, so a half-written pair never counts.
      for (const variant of Object.keys(IMAGE_VARIANTS) as ImageVariant[]) {
        await writeAtomically(variantPath(uploadsDir, variant, key), variants[variant]);
      }
    },

    async exists(key) {
      return access(variantPath(uploadsDir, 'large', key)).then(
        () => true,
        () => false,
      );
    },

    async remove(keys) {
      const paths = keys.filter((key) => UPLOAD_KEY_PATTERN.test(key)).flatMap(variantsOf);
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    },
  };
}
