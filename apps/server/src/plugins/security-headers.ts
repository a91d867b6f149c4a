import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import { newImageKey, type StoragePort } from '../lib/storage/index.ts';

/** The origin of an absolute URL, or null for a path on this site. */
const originOf = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : null);

/**
 * The other origins the browser talks to besides this site: where media is read from
 * (S3_PUBLIC_URL) and where uploads are PUT (the bucket's endpoint). Both are read off what the
 * storage really issues, so the policy cannot drift from the URLs: a sample reference and a
 * sample pre-signed URL (signing is local; nothing is sent). Local storage issues only paths.
 */
export async function storageOrigins(storage: StoragePort) {
  const key = newImageKey(new Date());
  const now = new Date();
  const upload = await storage.presignPut(key, 'image/webp', new Date(now.getTime() + 60_000), now);
  return {
    media: originOf(storage.reference(key)),
    upload: originOf(upload),
  };
}

/**
 * Security headers for pages and API alike. Mantine injects style tags at run time, so styles
 * allow 'unsafe-inline'; scripts come only from our own origin. Images and connections are
 * limited to this site and the configured media store, not any https: host, so injected markup
 * cannot load from or send to a stranger's server.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { storage }: AppDeps) => {
  const origins = await storageOrigins(storage);
  const media = origins.media ? [origins.media] : [];
  const uploads = origins.upload && origins.upload !== origins.media ? [origins.upload] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        // The service worker fetches (and keeps) media; the uploader PUTs to the bucket.
        connectSrc: ["'self'", ...media, ...uploads],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation would block WhatsApp and image links opened from the app.
    crossOriginEmbedderPolicy: false,
  });
});
