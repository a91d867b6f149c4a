import { IMAGE } from '@haat/shared';

/** A refused upload: the HTTP status and, when the server said why, its message. */
export class UploadError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? `Upload failed with status ${status}`);
    this.name = 'UploadError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

const serverMessageOf = (body: string) => {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
};

/**
 * Sends a file by PUT to a pre-signed URL with its content type,
 * reporting percent progress. XMLHttpRequest, because fetch cannot report upload progress.
 */
export function uploadToPresignedUrl(
  url: string,
  file: Blob,
  onProgress?: (percent: number) => void,
  /** The content type the URL was signed for; the file's own type when not given. */
  contentType?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    const type = contentType ?? file.type;
    if (type) xhr.setRequestHeader('Content-Type', type);
    // Create-only: an S3 link is signed with this header (the bucket then refuses to overwrite an
    // uploaded picture), so a PUT without it fails; the app's own upload route ignores it.
    xhr.setRequestHeader('If-None-Match', '*');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else reject(new UploadError(xhr.status, serverMessageOf(xhr.responseText)));
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    xhr.send(file);
  });
}

export const isImageFile = (file: File) => file.type.startsWith('image/');

/** 'My shop logo.PNG' → 'My shop logo.webp'. */
export const webpName = (name: string) => `${name.replace(/\.[^./\\]+$/, '') || 'image'}.webp`;

/**
 * Re-encodes an image as webp, quality 0.75, aiming at 1,000,000 bytes, with one more pass if
 * it is still larger. The library loads only when an image is chosen. If the
 * browser cannot re-encode, the original file is kept and the server checks it.
 */
export async function compressImage(file: File): Promise<File> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const options = {
      maxSizeMB: IMAGE.targetBytes / 1024 / 1024,
      fileType: IMAGE.format,
      initialQuality: IMAGE.quality,
      // The library's worker loads its script from a CDN, which the CSP (script-src 'self')
      // and offline machines refuse; it would fall back to the main thread after an error.
      useWebWorker: false,
    };
    let result: Blob = await imageCompression(file, options);
    if (result.size > IMAGE.targetBytes) {
      result = await imageCompression(
        new File([result], file.name, { type: result.type }),
        options,
      );
    }
    return new File([result], webpName(file.name), { type: IMAGE.format });
  } catch {
    return file;
  }
}
