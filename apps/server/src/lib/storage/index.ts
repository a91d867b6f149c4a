import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { imageContentType, type PreSignedUpload } from '@haat/shared';
import { newImageKey } from './keys.ts';
import { createLocalStorage, type LocalStorage } from './local.ts';
import type { StoragePort } from './port.ts';
import { createS3Storage } from './s3.ts';

export type { StoragePort } from './port.ts';
export type { LocalStorage, SignedUpload, UploadCheck } from './local.ts';
export { UploadLinkUsedError } from './local.ts';
export { NotAnImageError } from './images.ts';
export { keyIssuedAt, newImageKey, UPLOAD_KEY_PATTERN } from './keys.ts';

/** How long a pre-signed upload URL stays valid. */
export const UPLOAD_URL_TTL_MS = 30 * 60_000;
/** The largest upload accepted (the web app sends about 1,000,000 bytes). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

const instances = new WeakMap<Config, StoragePort>();

/** The storage the configuration asks for (STORAGE=local|s3); one per configuration. */
export function getStorage(config: Config): StoragePort {
  let storage = instances.get(config);
  if (!storage) {
    storage =
      config.storage.driver === 's3'
        ? createS3Storage(config.storage.s3)
        : createLocalStorage(config.uploadsDir, config.jwtSecret);
    instances.set(config, storage);
  }
  return storage;
}

export const isLocalStorage = (storage: StoragePort): storage is LocalStorage =>
  storage.driver === 'local';

export type ImagePlan = {
  /** The record's new image references, in the order the caller sent them. */
  images: string[];
  /** One pre-signed upload per new file name. */
  uploads: PreSignedUpload[];
  /** References the record held and no longer does: delete them once the change is saved. */
  removed: string[];
};

/**
 * Reads a form's `images`: an entry the record already holds is kept; any other entry is a new
 * file's name, which gets a new key and a pre-signed PUT URL. The schema has already checked
 * each name has an image extension.
 */
export async function planImages(
  storage: StoragePort,
  now: Date,
  current: readonly string[],
  requested: readonly string[],
): Promise<ImagePlan> {
  const held = new Set(current);
  const images: string[] = [];
  const uploads: PreSignedUpload[] = [];
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
  for (const entry of requested) {
    if (held.has(entry)) {
      if (!images.includes(entry)) images.push(entry);
      continue;
    }
    const contentType = imageContentType(entry) ?? 'image/webp';
    const key = newImageKey(now);
    const reference = storage.reference(key);
    images.push(reference);
    uploads.push({
      image: entry,
      key: reference,
      url: await storage.presignPut(key, contentType, expiresAt, now),
      contentType,
    });
  }
  return { images, uploads, removed: current.filter((reference) => !images.includes(reference)) };
}

/** Deletes the files of references a saved change dropped; a failure is logged, never thrown. */
export async function removeImages(
  storage: StoragePort,
  references: readonly string[],
  log: (err: unknown) => void,
) {
  const keys = references
    .map((reference) => storage.keyOf(reference))
    .filter((key): key is string => key !== null);
  if (!keys.length) return;
  await storage.remove(keys).catch(log);
}

/**
 * A table whose rows hold image references: the upload sweep asks each for references of rows
 * changed since a time, and drops the ones whose upload never came.
 */
export type ImageHolder = {
  name: string;
  recent(db: Database, since: Date): Promise<Array<{ id: string; images: string[] }>>;
  drop(db: Database, id: string, reference: string): Promise<void>;
};
