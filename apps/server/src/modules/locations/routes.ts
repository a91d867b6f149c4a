import { locationsContract } from '@haat/shared';
import { ok } from '../../lib/envelope.ts';
import { contractRoutes } from '../../lib/routes.ts';
import * as locations from './service.ts';

/** Public location calls: every form and the location picker use them. */
export const locationRoutes = contractRoutes(locationsContract, ({ database }) => {
  const db = database.db;
  return {
    fetchAllStates: { handler: async (req) => ok(await locations.fetchAllStates(db, req.query)) },
    fetchStateAllCities: {
      handler: async (req) => ok(await locations.fetchStateAllCities(db, req.query)),
    },
    fetchCitiesWithState: {
      handler: async (req) => ok(await locations.fetchCitiesWithState(db, req.query)),
    },
    locationPicker: { handler: async (req) => ok(await locations.locationPicker(db, req.query)) },
    fetchCityCoordinates: {
      handler: async (req) => ok(await locations.fetchCityCoordinates(db, req.query)),
    },
  };
});
