import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, NEARBY_MSG } from '@haat/shared';
import { createSeededTestDatabase } from '../../test/db.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { distanceKm } from './service.ts';

let t: TestApp;
let database: Awaited<ReturnType<typeof createSeededTestDatabase>>;
beforeAll(async () => {
  database = await createSeededTestDatabase({ demo: false });
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const get = (path: string, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `/api/public/locations/${path}`, query });

describe('public location calls', () => {
  it('fetchAllStates answers the spec’s 10 unless asked for more: all 36 states and territories', async () => {
    expect((await get('fetchAllStates')).body.payload.states).toHaveLength(10);
    const res = await get('fetchAllStates', { limit: '100' });
    expect(res.status).toBe(200);
    const names = res.body.payload.states.map((s: { state: string }) => s.state);
    expect(names).toHaveLength(36);
    expect(names).toEqual(expect.arrayContaining(['Maharashtra', 'Delhi', 'Ladakh', 'Tamil Nadu']));
  });

  it('fetchAllStates searches by name with a limit, prefix matches first', async () => {
    const res = await get('fetchAllStates', { state: 'ma', limit: '3' });
    const names = res.body.payload.states.map((s: { state: string }) => s.state);
    expect(names.length).toBeLessThanOrEqual(3);
    expect(names[0]).toMatch(/^Ma/);
  });

  it("fetchStateAllCities lists a state's cities", async () => {
    const states = (await get('fetchAllStates', { state: 'Karnataka' })).body.payload.states;
    const res = await get('fetchStateAllCities', {
      fkStateId: states[0]._id,
      city: 'Beng',
      limit: '10',
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.cities[0]).toMatchObject({
      city: 'Bengaluru',
      state: 'Karnataka',
      isServed: true,
    });
    expect(res.body.payload.cities.every((c: { state: string }) => c.state === 'Karnataka')).toBe(
      true,
    );
  });

  it('fetchStateAllCities refuses a malformed state id with 400', async () => {
    const res = await get('fetchStateAllCities', { fkStateId: 'not-an-id' });
    expect(res).toMatchObject({ status: 400, body: { error: 'VALIDATION' } });
  });

  it('fetchCitiesWithState puts served cities first and honours the limit', async () => {
    const res = await get('fetchCitiesWithState', { city: 'pur', limit: '10' });
    const cities = res.body.payload.cities as Array<{ city: string; isServed: boolean }>;
    expect(cities).toHaveLength(10);
    const firstUnserved = cities.findIndex((c) => !c.isServed);
    expect(
      cities.slice(firstUnserved === -1 ? cities.length : firstUnserved).every((c) => !c.isServed),
    ).toBe(true);
    expect(cities.some((c) => c.isServed)).toBe(true);
  });

  it('at least the 30 largest cities are served', async () => {
    expect((await get('fetchCitiesWithState')).body.payload.cities).toHaveLength(10);
    const res = await get('fetchCitiesWithState', { limit: '5000' });
    expect(res.body.payload.cities.length).toBeGreaterThanOrEqual(30);
    expect(res.body.payload.cities.every((c: { isServed: boolean }) => c.isServed)).toBe(true);
  });

  it('locationPicker answers the nearest served city within 50 km', async () => {
    // Andheri, Mumbai
    const res = await get('locationPicker', { lat: '19.1136', long: '72.8697' });
    expect(res).toMatchObject({
      status: 200,
      body: { payload: { city: { city: 'Mumbai', state: 'Maharashtra' } } },
    });
  });

  it('locationPicker answers 404 with the spec message far from any served city', async () => {
    // The middle of the Thar desert
    const res = await get('locationPicker', { lat: '27.0', long: '70.5' });
    expect(res).toMatchObject({
      status: 404,
      body: { message: MSG.notAvailableAtLocation, error: 'NOT_FOUND' },
    });
  });

  it('locationPicker validates coordinates', async () => {
    expect((await get('locationPicker', { lat: '100', long: '70' })).status).toBe(400);
  });

  it('locationPicker takes only plain decimal numbers (issue 34 item 10)', async () => {
    for (const lat of ['0x13', '1.91e1', '0o23']) {
      const res = await get('locationPicker', { lat, long: '72.8697' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(NEARBY_MSG.anyLatitudeInvalid);
    }
    const long = await get('locationPicker', { lat: '19.1136', long: '0x48' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(NEARBY_MSG.anyLongitudeInvalid);
    expect((await get('locationPicker', { lat: '19.1136', long: '72.8697' })).status).toBe(200);
  });

  it("fetchCityCoordinates answers a city's position", async () => {
    const res = await get('fetchCityCoordinates', { city: 'chennai' });
    expect(res.body.payload.city).toMatchObject({ city: 'Chennai', state: 'Tamil Nadu' });
    expect(res.body.payload.city.latitude).toBeCloseTo(13.08, 1);
  });
});

describe('distanceKm', () => {
  it('measures Mumbai to Pune at about 120 km', () => {
    expect(
      distanceKm({ lat: 19.076, long: 72.8777 }, { lat: 18.5204, long: 73.8567 }),
    ).toBeGreaterThan(115);
    expect(
      distanceKm({ lat: 19.076, long: 72.8777 }, { lat: 18.5204, long: 73.8567 }),
    ).toBeLessThan(125);
  });
});
