import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@haat/shared';

/**
 * OpenAPI description generated from the routes' zod schemas (`app.swagger()`, which the security
 * tests enumerate): their arguments and, from the response schemas of @haat/shared, every answer
 * (plugins/docs.test.ts checks that each operation has one). Browsable at /api/docs when API_DOCS allows: by default outside production
 * only, since it maps the administration's routes for anyone who asks.
 */
export const docsPlugin = fp(async (app: FastifyInstance, { config }: AppDeps) => {
  // Every failure answers the same envelope (plugins/envelope.ts): written here once for every API
  // route that declares its answers, rather than in each route.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!route.url.startsWith('/api/') || !response) return;
    route.schema = {
      ...route.schema,
      response: { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema, ...response },
    };
  });
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
