import type { Database } from '../client.ts';
import { cities, states } from '../schema/index.ts';
// India's states and cities (india-locations.md says where they come from and under which licence).
import india from './india-locations.json' with { type: 'json' };

type StateEntry = [name: string, code: string];
type CityEntry = [
  name: string,
  stateCode: string,
  latitude: number | null,
  longitude: number | null,
];

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
 * All 36 states and union territories of India and their cities with coordinates
 * (india-locations.json). Existing rows are kept as they are (an administrator may have
 * changed `isServed`). Returns the number of rows inserted.
 */
export async function seedLocations(db: Database) {
  const servedKeys = new Set(SERVED_CITIES.map(([name, code]) => `${code}|${name}`));
  const insertedStates = await db
    .insert(states)
    .values((india.states as StateEntry[]).map(([name, code]) => ({ name, code })))
    .onConflictDoNothing()
    .returning({ id: states.id });

  const stateIds = new Map((await db.select().from(states)).map((state) => [state.code, state.id]));
  const rows = (india.cities as CityEntry[]).flatMap(([name, stateCode, latitude, longitude]) => {
    const fkStateId = stateIds.get(stateCode);
    if (!fkStateId) return [];
    return [
      { fkStateId, name, latitude, longitude, isServed: servedKeys.has(`${stateCode}|${name}`) },
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
