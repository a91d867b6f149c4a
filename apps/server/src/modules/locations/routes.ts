import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LOCATION_ANSWERS as answers,
  fetchAllStatesQuery,
  fetchCitiesWithStateQuery,
  fetchCityCoordinatesQuery,
  fetchStateAllCitiesQuery,
  locationPickerQuery,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import * as locations from './service.ts';

const tags = ['locations'];

/** Public location calls of spec §7: every form and the location picker use them. */
export async function locationRoutes(app: FastifyInstance, { database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const base = '/api/public/locations';

  r.get(
    `${base}/fetchAllStates`,
    { schema: { tags, querystring: fetchAllStatesQuery, response: { 200: answers.states } } },
    async (req) => ok(await locations.fetchAllStates(db, req.query)),
  );
  r.get(
    `${base}/fetchStateAllCities`,
    { schema: { tags, querystring: fetchStateAllCitiesQuery, response: { 200: answers.cities } } },
    async (req) => ok(await locations.fetchStateAllCities(db, req.query)),
  );
  r.get(
    `${base}/fetchCitiesWithState`,
    { schema: { tags, querystring: fetchCitiesWithStateQuery, response: { 200: answers.cities } } },
    async (req) => ok(await locations.fetchCitiesWithState(db, req.query)),
  );
  r.get(
    `${base}/locationPicker`,
    { schema: { tags, querystring: locationPickerQuery, response: { 200: answers.picked } } },
    async (req) => ok(await locations.locationPicker(db, req.query)),
  );
  r.get(
    `${base}/fetchCityCoordinates`,
    { schema: { tags, querystring: fetchCityCoordinatesQuery, response: { 200: answers.city } } },
    async (req) => ok(await locations.fetchCityCoordinates(db, req.query)),
  );
}
