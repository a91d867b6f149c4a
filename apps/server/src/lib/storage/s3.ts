import {
  DeleteObjectsCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.ts';
import { UPLOAD_KEY_PATTERN } from './keys.ts';
import type { StoragePort } from './port.ts';

/**
 * Any S3-compatible store (AWS S3, R2, MinIO) through the AWS SDK. The browser PUTs the file
 * straight to the bucket with a pre-signed URL that binds the content type and
 * `If-None-Match: *` (the store must honour conditional writes, and the bucket's CORS rule must
 * allow that header); records hold the object's public URL (S3_PUBLIC_URL/key), which
 * `mediaUrl` passes through. The uploaded file is served as it is: no card/large variants and no
 * server-side check of the bytes yet (docs/decisions/003-seller-workspace.md).
 */
export function createS3Storage(settings: Config['storage']['s3']): StoragePort {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // MinIO and most S3-compatible stores address buckets by path.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A browser PUT cannot add the SDK's default CRC32 checksum; only sign what S3 requires.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const prefix = `${settings.publicUrl}/`;

  return {
    driver: 's3',
    reference: (key) => `${prefix}${key}`,
    keyOf(reference) {
      const key = reference.startsWith(prefix) ? reference.slice(prefix.length) : reference;
      return UPLOAD_KEY_PATTERN.test(key) ? key : null;
    },

    async presignPut(key, contentType, expiresAt, now) {
      const command = new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        ContentType: contentType,
        // Create-only: the bucket refuses (412) a PUT to a key that already holds an object, so
        // the link cannot swap an approved picture's bytes during its lifetime.
        IfNoneMatch: '*',
      });
      const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
      return getSignedUrl(client, command, {
        expiresIn,
        // Signed, so a PUT that leaves the condition out fails the signature instead of
        // overwriting.
        signableHeaders: new Set(['content-type', 'if-none-match']),
      });
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }));
        return true;
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return false;
        throw err;
      }
    },

    async remove(keys) {
      const ours = keys.filter((key) => UPLOAD_KEY_PATTERN.test(key));
      for (let i = 0; i < ours.length; i += 1000) {
        const batch = ours.slice(i, i + 1000);
        await client.send(
          new DeleteObjectsCommand({
            Bucket: settings.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
  };
}
