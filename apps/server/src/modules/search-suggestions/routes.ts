import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, publicSuggestionsQuery, suggestionsAnswerSchema } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { suggestions } from './service.ts';

/**
 * Autocomplete of the search box (issue 21). A public read: kept by browsers and the answer
 * cache as every /api/public GET is (plugins/http-cache.ts).
 */
export async function searchSuggestionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/public/search/suggestions',
    {
      schema: {
        tags: ['public search'],
        querystring: publicSuggestionsQuery,
        response: { 200: envelopeSchema(suggestionsAnswerSchema) },
      },
    },
    async (req) => ok(await suggestions(deps.database.db, req.query, deps.clock.now().getTime())),
  );
}
