import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { docsPlugin } from './plugins/docs.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { mediaPlugin } from './plugins/media.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { authPlugin } from './plugins/auth.ts';

/** Builds the whole app: plugins first, then every module's routes, then the web app. */
export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: true,
    // Tests and graceful shutdown should not wait on idle keep-alive sockets.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin, deps);

  await app.register(healthRoutes, deps);
  await app.register(locationRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(userRoutes, deps);

  await app.register(mediaPlugin, { uploadsDir: config.uploadsDir });
  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}
