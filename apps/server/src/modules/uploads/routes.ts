import type { FastifyInstance } from 'fastify';
import { SELLER_MSG, uploadsContract } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import type { ImageHolder } from '../../lib/storage/index.ts';
import { isLocalStorage, UPLOAD_MAX_BYTES } from '../../lib/storage/index.ts';
import {
  checkUnused,
  checkUpload,
  storeUpload,
  sweepExpiredUploads,
  SWEEP_INTERVAL_MS,
} from './service.ts';

const { input: uploadQuery, params: uploadParams } = uploadsContract.store;

/** The pre-signed PUT, served only by the local storage (uploadRoutes registers it then). */
const localUploadRoutes = contractRoutes(uploadsContract, (deps, app) => {
  const local = deps.storage;
  if (!isLocalStorage(local)) throw new Error('uploads are served only by the local storage');

  // Raw image bodies for this plugin's routes only (the plugin is not wrapped in fastify-plugin).
  app.addContentTypeParser(
    /^image\/[a-z0-9.+-]+$/i,
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  return {
    store: {
      bodyLimit: UPLOAD_MAX_BYTES,
      // Refuse a bad link before reading a byte of the body.
      onRequest: async (req) => {
        const params = uploadParams.safeParse(req.params);
        const query = uploadQuery.safeParse(req.query);
        const key = params.success ? params.data.key : '';
        checkUpload(
          local,
          {
            key,
            expires: query.success ? query.data.expires : 0,
            type: query.success ? query.data.type : '',
            signature: query.success ? query.data.signature : '',
          },
          req.headers['content-type'],
          deps.clock.now(),
        );
        await checkUnused(local, key);
      },
      handler: async (req) =>
        ok(await storeUpload(local, req.params.key, req.body), SELLER_MSG.imageUploaded),
    },
  };
});

/**
 * The local storage's pre-signed PUT (DESIGN.md §5) and the sweep of uploads that never came.
 * The PUT lives outside /api/userAdmin on purpose: the signature is the authority, no token is
 * needed. With STORAGE=s3 the browser PUTs to the bucket and this route does not exist.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  { deps, holders }: { deps: AppDeps; holders: readonly ImageHolder[] },
) {
  const storage = deps.storage;

  const timer = setInterval(() => {
    sweepExpiredUploads(deps, storage, holders).catch((err: unknown) =>
      deps.log.error({ err }, 'upload sweep failed'),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  if (!isLocalStorage(storage)) return;
  await localUploadRoutes(app, deps);
}
