import { City, State } from 'country-state-city';
import type { Database } from '../client.ts';
import { cities, states } from '../schema/index.ts';

/**
 * Where the market operates at launch: the largest Indian cities (2011 census urban
 * agglomerations) plus state capitals, as [name in the dataset, state code].
 */
export const SERVED_CITIES: readonly (readonly [string, string])[] = [
  ['Mumbai', 'MH'],
  ['Delhi', 'DL'],
  ['New Delhi', 'DL'],
  ['Bengaluru', 'KA'],
  ['Hyderabad', 'TG'],
  ['Ahmedabad', 'GJ'],
  ['Chennai', 'TN'],
  ['Kolkata', 'WB'],
  ['Surat', 'GJ'],
  ['Pune', 'MH'],
  ['Jaipur', 'RJ'],
  ['Lucknow', 'UP'],
  ['Kanpur', 'UP'],
  ['Nagpur', 'MH'],
  ['Indore', 'MP'],
  ['Thane', 'MH'],
  ['Bhopal', 'MP'],
  ['Visakhapatnam', 'AP'],
  ['Pimpri-Chinchwad', 'MH'],
  ['Patna', 'BR'],
  ['Vadodara', 'GJ'],
  ['Ghaziabad', 'UP'],
  ['Ludhiana', 'PB'],
  ['Agra', 'UP'],
  ['Nashik', 'MH'],
  ['Faridabad', 'HR'],
  ['Meerut', 'UP'],
  ['Rajkot', 'GJ'],
  ['Varanasi', 'UP'],
  ['Srinagar', 'JK'],
  ['Aurangabad', 'MH'],
  ['Dhanbad', 'JH'],
  ['Amritsar', 'PB'],
  ['Navi Mumbai', 'MH'],
  ['Allahabad', 'UP'],
  ['Ranchi', 'JH'],
  ['Howrah', 'WB'],
  ['Coimbatore', 'TN'],
  ['Jabalpur', 'MP'],
  ['Gwalior', 'MP'],
  ['Vijayawada', 'AP'],
  ['Jodhpur', 'RJ'],
  ['Madurai', 'TN'],
  ['Raipur', 'CT'],
  ['Kota', 'RJ'],
  ['Guwahati', 'AS'],
  ['Chandigarh', 'CH'],
  ['Mysuru', 'KA'],
  ['Gurgaon', 'HR'],
  ['Noida', 'UP'],
  ['Thiruvananthapuram', 'KL'],
  ['Cochin', 'KL'],
  ['Bhubaneshwar', 'OR'],
  ['Dehradun', 'UT'],
  ['Mangaluru', 'KA'],
  ['Tiruchirappalli', 'TN'],
  ['Puducherry', 'PY'],
  ['Panaji', 'GA'],
  ['Shimla', 'HP'],
  ['Jammu', 'JK'],
];

const CHUNK = 1000;

/**
 * All 36 states and union territories of India and their cities with coordinates, from the
 * country-state-city dataset. Existing rows are kept as they are (an administrator may have
 * changed `isServed`). Returns the number of rows inserted.
 */
export async function seedLocations(db: Database) {
  const servedKeys = new Set(SERVED_CITIES.map(([name, code]) => `${code}|${name}`));
  const dataStates = State.getStatesOfCountry('IN');
  const insertedStates = await db
    .insert(states)
    .values(dataStates.map((state) => ({ name: state.name, code: state.isoCode })))
    .onConflictDoNothing()
    .returning({ id: states.id });

  const stateIds = new Map((await db.select().from(states)).map((state) => [state.code, state.id]));
  const rows = (City.getCitiesOfCountry('IN') ?? []).flatMap((city) => {
    const fkStateId = stateIds.get(city.stateCode);
    if (!fkStateId) return [];
    const latitude = city.latitude ? Number(city.latitude) : null;
    const longitude = city.longitude ? Number(city.longitude) : null;
    return [
      {
        fkStateId,
        name: city.name,
        latitude: Number.isFinite(latitude) ? latitude : null,
        longitude: Number.isFinite(longitude) ? longitude : null,
        isServed: servedKeys.has(`${city.stateCode}|${city.name}`),
      },
    ];
  });
  let insertedCities = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await db
      .insert(cities)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing()
      .returning({ id: cities.id });
    insertedCities += inserted.length;
  }
  return { states: insertedStates.length, cities: insertedCities };
}
