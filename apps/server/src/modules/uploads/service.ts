import type { ImageContentType } from '@haat/shared';
import { IMAGE_CONTENT_TYPES, SELLER_MSG } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type {
  ImageHolder,
  LocalStorage,
  SignedUpload,
  StoragePort,
} from '../../lib/storage/index.ts';
import {
  isLocalStorage,
  keyIssuedAt,
  NotAnImageError,
  UPLOAD_URL_TTL_MS,
  UploadLinkUsedError,
} from '../../lib/storage/index.ts';

const ACCEPTED_TYPES = new Set<string>(Object.values(IMAGE_CONTENT_TYPES));

/**
 * Checks a local upload URL before its body is read: a forged, altered or malformed signature
 * answers 403, an expired one 403 with its own message, a Content-Type other than the one the
 * URL declares 415.
 */
export function checkUpload(
  storage: LocalStorage,
  upload: SignedUpload,
  contentType: string | undefined,
  now: Date,
) {
  const check = storage.verify(upload, now);
  if (check === 'invalid') throw new HttpError(403, 'FORBIDDEN', SELLER_MSG.uploadLinkInvalid);
  if (check === 'expired') throw new HttpError(403, 'FORBIDDEN', SELLER_MSG.uploadLinkExpired);
  const essence = contentType?.split(';')[0]?.trim().toLowerCase();
  if (!ACCEPTED_TYPES.has(upload.type) || essence !== upload.type) {
    throw new HttpError(415, 'VALIDATION', SELLER_MSG.uploadTypeMismatch);
  }
  return upload.type as ImageContentType;
}

/** A link whose upload was already stored answers 409 before its body is read. */
export async function checkUnused(storage: LocalStorage, key: string) {
  if (await storage.claimed(key)) throw conflict(SELLER_MSG.uploadLinkUsed);
}

/**
 * Stores a checked upload: bytes that are not a jpeg, png or webp image answer 400 and leave the
 * link usable; a link already used answers 409 and changes nothing (checkUnused is only the early
 * answer: two PUTs may both pass it, and the claim in `store` lets one through).
 */
export async function storeUpload(storage: LocalStorage, key: string, body: unknown) {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new HttpError(400, 'VALIDATION', SELLER_MSG.notAnImage);
  try {
    await storage.store(key, body);
  } catch (err) {
    if (err instanceof NotAnImageError)
      throw new HttpError(400, 'VALIDATION', SELLER_MSG.notAnImage);
    if (err instanceof UploadLinkUsedError) throw conflict(SELLER_MSG.uploadLinkUsed);
    throw err;
  }
  return { key };
}

/** After its URL expired, an upload gets this long (a PUT that started in time may still be finishing). */
export const SWEEP_GRACE_MS = 5 * 60_000;
/** How far back the sweep looks for keys whose upload never came. */
export const SWEEP_LOOKBACK_MS = 24 * 60 * 60_000;
/** How often the server runs the sweep. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Whether an upload for one of `references` may still arrive: its link, plus the grace a PUT
 * started in time gets, is live and the file is not there yet. A record must not be approved
 * then, or that first upload would put a picture nobody reviewed on a public listing.
 */
export async function uploadsPending(storage: StoragePort, references: string[], now: Date) {
  const liveSince = now.getTime() - UPLOAD_URL_TTL_MS - SWEEP_GRACE_MS;
  for (const reference of references) {
    const key = storage.keyOf(reference);
    const issued = key ? keyIssuedAt(key) : null;
    if (!key || !issued || issued.getTime() < liveSince) continue;
    if (!(await storage.exists(key))) return true;
  }
  return false;
}

/**
 * Drops image references whose upload never arrived. Keys are UUIDv7, so a key tells when its
 * URL was issued: one issued between a day ago and (URL lifetime + grace) ago whose file is
 * still missing can never arrive any more, so the record stops pointing at it. Only rows changed
 * since then can hold such a key, so only they are read. `holders` are the records that hold
 * images (image-holders.ts). Answers how many references it dropped.
 */
export async function sweepExpiredUploads(
  deps: AppDeps,
  storage: StoragePort,
  holders: readonly ImageHolder[],
) {
  const db = deps.database.db;
  const now = deps.clock.now().getTime();
  const deadBefore = now - UPLOAD_URL_TTL_MS - SWEEP_GRACE_MS;
  const since = new Date(deadBefore - SWEEP_LOOKBACK_MS);
  let dropped = 0;
  for (const holder of holders) {
    for (const row of await holder.recent(db, since)) {
      for (const reference of row.images) {
        const key = storage.keyOf(reference);
        const issued = key ? keyIssuedAt(key) : null;
        if (!key || !issued || issued < since || issued.getTime() >= deadBefore) continue;
        if (await storage.exists(key)) continue;
        await holder.drop(db, row.id, reference);
        dropped++;
      }
    }
  }
  // A claim only matters while its link is valid; after that `verify` refuses the link anyway.
  if (isLocalStorage(storage)) await storage.pruneClaims(new Date(deadBefore));
  return { dropped };
}
