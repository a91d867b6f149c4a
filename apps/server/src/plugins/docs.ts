import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI description generated from the routes' zod schemas (`app.swagger()`, which the security
 * tests enumerate), browsable at /api/docs when API_DOCS allows: by default outside production
 * only, since it maps the administration's routes for anyone who asks.
 */
export const docsPlugin = fp(async (app: FastifyInstance, { config }: AppDeps) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Haat API', description: 'Marketplace directory for India', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
});
