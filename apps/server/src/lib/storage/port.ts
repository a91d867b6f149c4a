import type { ImageContentType } from '@haat/shared';

/**
 * The file storage port (DESIGN.md §5). Records hold a *reference* per image: the key itself
 * with local storage (served at /media/{variant}/{key}), the object's public URL with S3.
 */
export type StoragePort = {
  driver: 'local' | 's3';
  /** What a record stores for a new key. */
  reference(key: string): string;
  /** The upload key behind a stored reference; null for anything this app did not issue (seed images …). */
  keyOf(reference: string): string | null;
  /** A URL the browser PUTs the file to, with `contentType`, until `expiresAt`. */
  presignPut(
    key: string,
    contentType: ImageContentType,
    expiresAt: Date,
    now: Date,
  ): Promise<string>;
  /** Whether the upload of `key` has arrived. */
  exists(key: string): Promise<boolean>;
  /** Deletes stored files; missing ones are ignored, keys this app did not issue are never touched. */
  remove(keys: string[]): Promise<void>;
};
