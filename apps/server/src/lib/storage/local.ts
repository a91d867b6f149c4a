import { createHmac, timingSafeEqual } from 'node:crypto';
import { access, mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_VARIANTS, type ImageContentType, type ImageVariant } from '@haat/shared';
import { renderVariants } from './images.ts';
import { keyIssuedAt, UPLOAD_KEY_PATTERN } from './keys.ts';
import type { StoragePort } from './port.ts';

/** The query of a local pre-signed URL. */
export type SignedUpload = { key: string; expires: number; type: string; signature: string };
export type UploadCheck = 'ok' | 'invalid' | 'expired';

/** A PUT to a link whose upload was already stored: each link is good for one image. */
export class UploadLinkUsedError extends Error {}

export type LocalStorage = StoragePort & {
  driver: 'local';
  /** Whether a PUT to `/api/uploads/{key}?expires&type&signature` may store its body. */
  verify(upload: SignedUpload, now: Date): UploadCheck;
  /**
   * Checks the bytes are an image, claims the key and writes its variants (throws
   * NotAnImageError, or UploadLinkUsedError when the key was already claimed).
   */
  store(key: string, bytes: Buffer): Promise<void>;
  /** Whether an upload of `key` was already accepted. */
  claimed(key: string): Promise<boolean>;
  /** Deletes the claims of keys issued before `before`, whose links have expired anyway. */
  pruneClaims(before: Date): Promise<number>;
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
 *
 * A link stores one image only: otherwise its holder could PUT other bytes after the record was
 * approved and change a public picture with no review. The first accepted upload
 * creates `claimsDir/<key>` exclusively (O_EXCL), which the file system grants to one caller
 * only, so two PUTs racing on one link cannot both store. The claims sit beside the uploads, not
 * under them, so /media never serves them.
 */
export function createLocalStorage(
  uploadsDir: string,
  secret: string,
  claimsDir = join(dirname(uploadsDir), 'upload-claims'),
): LocalStorage {
  const sign = (key: string, expires: number, type: string) =>
    createHmac('sha256', secret).update(`haat-upload\n${key}\n${expires}\n${type}`).digest('hex');

  const variantsOf = (key: string) =>
    Object.keys(IMAGE_VARIANTS).map((v) => variantPath(uploadsDir, v as ImageVariant, key));

  const claimPath = (key: string) => join(claimsDir, key);

  async function claim(key: string) {
    await mkdir(claimsDir, { recursive: true });
    try {
      await (await open(claimPath(key), 'wx')).close();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new UploadLinkUsedError(key);
      throw err;
    }
  }

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
      // Refused bytes never claim the key, so the seller can retry the same link with a good file.
      const variants = await renderVariants(bytes);
      await claim(key);
      try {
        // Card first, large last: `exists` asks for large, so a half-written pair never counts.
        for (const variant of Object.keys(IMAGE_VARIANTS) as ImageVariant[]) {
          await writeAtomically(variantPath(uploadsDir, variant, key), variants[variant]);
        }
      } catch (err) {
        // Nothing complete was stored (large comes last), so the link may serve a retry; only
        // this call held the claim, so releasing it lets no two uploads through.
        await rm(claimPath(key), { force: true }).catch(() => {});
        throw err;
      }
    },

    async claimed(key) {
      if (!UPLOAD_KEY_PATTERN.test(key)) return false;
      return access(claimPath(key)).then(
        () => true,
        () => false,
      );
    },

    async pruneClaims(before) {
      const names = await readdir(claimsDir).catch(() => [] as string[]);
      const stale = names.filter((name) => {
        const issued = keyIssuedAt(name);
        return issued !== null && issued < before;
      });
      await Promise.all(stale.map((name) => rm(claimPath(name), { force: true })));
      return stale.length;
    },

    async exists(key) {
      return access(variantPath(uploadsDir, 'large', key)).then(
        () => true,
        () => false,
      );
    },

    // The claims stay: a dropped key's link may still be live, and must stay spent until
    // pruneClaims finds it expired.
    async remove(keys) {
      const paths = keys.filter((key) => UPLOAD_KEY_PATTERN.test(key)).flatMap(variantsOf);
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    },
  };
}
