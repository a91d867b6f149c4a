import type { PreSignedUpload } from '@haat/shared';

// The images of a business, product or service form. A stored image is kept by sending its key
// back; a new one is sent as a file name, and the save answers a pre-signed URL for it
// (docs/decisions/003). The form is saved only once every new file has arrived.

export type StoredImage = { id: string; kind: 'stored'; key: string };

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

export type NewImage = {
  id: string;
  kind: 'new';
  /** The re-encoded file that is uploaded ('….webp'). */
  file: File;
  /** The picture as chosen, which a crop starts from. */
  source: Blob;
  /** An object URL of `file` for the thumbnail. */
  preview: string;
  /** The unique file name sent in `images`. */
  name: string;
  /** Where to PUT it, once a save answered. */
  upload: { key: string; url: string; contentType: string } | null;
  status: UploadStatus;
  progress: number;
  error: string | null;
};

export type ImageItem = StoredImage | NewImage;

let counter = 0;
/** A short id, unique within the page: list keys and file names. */
export const localId = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export const storedImages = (keys: readonly string[] | null | undefined): ImageItem[] =>
  (keys ?? []).map((key) => ({ id: localId(), kind: 'stored', key }));

/** 'Shop Front.PNG' → 'shop-front-lq3k2a1.webp': unique, so each answer finds its file. */
export function uniqueWebpName(original: string) {
  const base =
    original
      .replace(/\.[^./\\]+$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'image';
  return `${base}-${localId()}.webp`;
}

/**
 * The `images` field of a create or update: stored keys and uploaded new images by key, the
 * others by file name (a new file whose earlier upload failed asks for a fresh URL).
 */
export const imagesForRequest = (items: readonly ImageItem[]) =>
  items.map((item) =>
    item.kind === 'stored'
      ? item.key
      : item.status === 'done' && item.upload
        ? item.upload.key
        : item.name,
  );

/** Gives each new, not yet uploaded image its pre-signed upload from the save's answer. */
export function attachUploads(
  items: readonly ImageItem[],
  uploads: readonly PreSignedUpload[],
): ImageItem[] {
  const byName = new Map(uploads.map((upload) => [upload.image, upload]));
  return items.map((item) => {
    if (item.kind === 'stored' || item.status === 'done') return item;
    const upload = byName.get(item.name);
    if (!upload) return item;
    return {
      ...item,
      upload: { key: upload.key, url: upload.url, contentType: upload.contentType },
      status: 'ready',
      progress: 0,
      error: null,
    };
  });
}

/** New images that have a URL and have not arrived yet. */
export const pendingUploads = (items: readonly ImageItem[]) =>
  items.filter(
    (item): item is NewImage & { upload: NonNullable<NewImage['upload']> } =>
      item.kind === 'new' && item.upload !== null && item.status !== 'done',
  );

export const allUploaded = (items: readonly ImageItem[]) =>
  items.every((item) => item.kind === 'stored' || item.status === 'done');

export const hasFailedUploads = (items: readonly ImageItem[]) =>
  items.some((item) => item.kind === 'new' && item.status === 'failed');

/** Frees the thumbnails' object URLs of images that are gone. */
export function revokePreviews(items: readonly ImageItem[]) {
  for (const item of items) if (item.kind === 'new') URL.revokeObjectURL(item.preview);
}
