import { sql } from 'drizzle-orm';
import { localityOfAddress, type Position, type SearchUnderstood } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { searchWords } from '../../db/schema/search.ts';
import { BUSINESS_OWN_VISIBLE } from '../../db/visibility.ts';
import {
  catalogWordUses,
  correctWords,
  lastWordCompletions,
  type Completions,
} from './spelling.ts';

/**
 * What a visitor's text asks for, as a JustDial or Google Maps user types it: a served
 * city or a known locality anywhere in it ('plumber in pune', 'pune plumber', 'ac repair
 * andheri') is the place, 'near me' asks for nearby listings, and misspelt words are corrected
 * against the catalogue's word list ('mobail' → mobile). What is left is the text searched.
 */
export type Understanding = {
  /** The words to search (lower case, place and 'near me' taken out, spelling corrected). */
  search: string;
  city?: string;
  /** A part of `city`, matched in the business's address. */
  locality?: string;
  /** Where distances from `locality` are measured from (localityPoint). */
  localityPoint?: Position;
  nearMe: boolean;
  /** The whole catalogue words the last word of `search` starts (its prefix part, listings.ts). */
  completions?: Completions;
  /** The visitor's words before correction, when some were corrected. */
  correctedFrom?: string;
  /** The English of the Hindi and Hinglish terms in the words ('almirah or wardrobe'). */
  synonyms?: string;
  /** What the answer says it understood; undefined when the text was taken as typed. */
  understood?: SearchUnderstood;
};

/** Other names visitors use for served cities. */
const CITY_ALIASES: Record<string, string> = {
  bangalore: 'Bengaluru',
  bengaluru: 'Bengaluru',
  bombay: 'Mumbai',
  calcutta: 'Kolkata',
  madras: 'Chennai',
  gurgaon: 'Gurugram',
  vizag: 'Visakhapatnam',
  poona: 'Pune',
  baroda: 'Vadodara',
  मुंबई: 'Mumbai',
  दिल्ली: 'Delhi',
  पुणे: 'Pune',
  जयपुर: 'Jaipur',
  लखनऊ: 'Lucknow',
};

/** Said for 'near me' in English, Hinglish and Hindi. */
const NEAR_ME = [
  'near me',
  'nearme',
  'nearby',
  'near by',
  'mere paas',
  'mere pass',
  'मेरे पास',
  'आस पास',
];
/** Words that join a place to the rest and go with it ('plumber in pune', 'पुणे में'). */
const PLACE_LINKS = new Set(['in', 'at', 'near', 'around', 'mein', 'me', 'में']);

/**
 * A place the words may name: a served city (or its other name), or a locality of one, with
 * where it is and how many public businesses its addresses hold.
 */
export type Place = {
  words: string[];
  city: string;
  locality?: string;
  point?: Position;
  businesses?: number;
};
type Dictionary = {
  /** Places by their first word. */
  places: Map<string, Place[]>;
  synonyms: { term: string; expansion: string }[];
};

const DICTIONARY_TTL_MS = 10 * 60 * 1000;
const dictionaries = new WeakMap<Database, { at: number; dictionary: Promise<Dictionary> }>();

const SIDES = new Set(['east', 'west', 'north', 'south']);

export type Located = {
  city: string;
  state: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  source: string | null;
};

/**
 * The localities of the served cities, read from the public businesses' addresses by one rule
 * (localityOfAddress, packages/shared: the address's last part once the city, state and pin
 * code are off), never from a list: a seller in Baner, Pune makes 'plumber in baner' a place.
 * Each answers the spelling most of its addresses use, and a point: the centre of its
 * businesses placed by their seller or an administrator, else of all of them (those Haat placed
 * from their city: decision 018). A two-word locality whose second word is a side ('Andheri
 * West') also makes its first word one ('andheri': both sides, their businesses together).
 */
export function localitiesOf(businesses: readonly Located[]): Place[] {
  type Group = { names: Map<string, number>; located: Position[]; placed: Position[] };
  const groups = new Map<string, { city: string; words: string[]; group: Group }>();
  const add = (city: string, words: string[], name: string, row: Located) => {
    const id = `${city}\u0000${words.join(' ')}`;
    let entry = groups.get(id);
    if (!entry) {
      entry = { city, words, group: { names: new Map(), located: [], placed: [] } };
      groups.set(id, entry);
    }
    const { group } = entry;
    group.names.set(name, (group.names.get(name) ?? 0) + 1);
    if (row.latitude != null && row.longitude != null) {
      const at = { lat: row.latitude, lng: row.longitude };
      group.placed.push(at);
      if (row.source === 'seller' || row.source === 'admin') group.located.push(at);
    }
  };
  for (const row of businesses) {
    const name = localityOfAddress(row.address, row);
    if (!name) continue;
    const words = searchWords(name).split(' ').filter(Boolean);
    if (!words.length) continue;
    add(row.city, words, name, row);
    if (words.length === 2 && SIDES.has(words[1]!)) {
      add(row.city, [words[0]!], name.split(/\s+/)[0]!, row);
    }
  }
  const centre = (points: Position[]): Position | undefined =>
    points.length
      ? {
          lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
          lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
        }
      : undefined;
  return [...groups.values()].map(({ city, words, group }) => {
    const [name] = [...group.names].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
    const count = [...group.names.values()].reduce((sum, n) => sum + n, 0);
    return {
      words,
      city,
      locality: name,
      point: centre(group.located.length ? group.located : group.placed),
      businesses: count,
    };
  });
}

async function loadDictionary(db: Database): Promise<Dictionary> {
  const served = await rows<{ name: string }>(
    db,
    sql`select distinct name from cities where is_served`,
  );
  const names = new Set(served.map((city) => city.name));
  const list: Place[] = [...names].map((city) => ({ words: searchWords(city).split(' '), city }));
  for (const [alias, city] of Object.entries(CITY_ALIASES))
    if (names.has(city)) list.push({ words: searchWords(alias).split(' '), city });
  const cityWords = new Set(list.map((place) => place.words.join(' ')));
  const businesses = await rows<Located>(
    db,
    sql`select b.city, b.state, b.address, b.latitude, b.longitude, b.location_source as source
          from businesses b
         where ${BUSINESS_OWN_VISIBLE} and b.city in (select name from cities where is_served)`,
  );
  for (const place of localitiesOf(businesses)) {
    // A locality spelt as a city is the city ('Secunderabad' stays a locality of Hyderabad
    // only while no served city has its name).
    if (!cityWords.has(place.words.join(' '))) list.push(place);
  }
  const places = new Map<string, Place[]>();
  for (const place of list) {
    const first = place.words[0]!;
    places.set(first, [...(places.get(first) ?? []), place]);
  }
  const synonyms = await rows<{ term: string; expansion: string }>(
    db,
    sql`select term, expansion from search_synonyms`,
  );
  return { places, synonyms };
}

/**
 * Served cities (from the database: an administrator can serve a new one), their other names,
 * and the localities their public businesses' addresses name (localitiesOf); and the
 * Hindi/Hinglish synonyms (table search_synonyms). Rebuilt in the background every ten minutes
 * per database (the old one answers meanwhile; only the first build is waited for): reference
 * data and addresses, not an answer.
 */
function dictionary(db: Database, now = Date.now()): Promise<Dictionary> {
  const kept = dictionaries.get(db);
  if (kept) {
    if (now - kept.at >= DICTIONARY_TTL_MS || now < kept.at) {
      const next = loadDictionary(db);
      next.then(
        () => dictionaries.set(db, { at: now, dictionary: next }),
        () => {},
      );
      kept.at = now;
    }
    return kept.dictionary;
  }
  const loading = loadDictionary(db);
  dictionaries.set(db, { at: now, dictionary: loading });
  loading.catch(() => dictionaries.delete(db));
  return loading;
}

/** Builds the places at start-up, so that no visitor waits for them. Never fails. */
export async function warmDictionary(db: Database): Promise<void> {
  await dictionary(db).catch(() => {});
}

/** Forgets the places and synonyms of `db` (tests that change them, then search). */
export function forgetDictionary(db: Database) {
  dictionaries.delete(db);
}

/**
 * The locality of `city` that `name` names (a call's `locality`, as an answer's
 * `understood.locality` wrote it), or undefined when the city's addresses name none such.
 */
export async function localityNamed(
  db: Database,
  city: string | undefined,
  name: string,
  now = Date.now(),
): Promise<Place | undefined> {
  if (!city) return undefined;
  const words = searchWords(name).split(' ').filter(Boolean);
  if (!words.length) return undefined;
  const known = await dictionary(db, now);
  return known.places
    .get(words[0]!)
    ?.find(
      (place) => place.locality && place.city === city && place.words.join(' ') === words.join(' '),
    );
}

/** The English of the Hindi and Hinglish terms the words contain, as one websearch OR-list. */
function synonymsOf(words: string, list: Dictionary['synonyms']): string | undefined {
  const padded = ` ${words} `;
  const found = list.filter((s) => padded.includes(` ${s.term} `)).map((s) => s.expansion);
  return found.length ? found.join(' or ') : undefined;
}

const at = (words: string[], start: number, phrase: string[]) =>
  phrase.every((word, i) => words[start + i] === word);

/** Takes 'near me' out of the words. */
function takeNearMe(words: string[]): { words: string[]; nearMe: boolean } {
  for (const phrase of NEAR_ME) {
    const parts = phrase.split(' ');
    for (let i = 0; i + parts.length <= words.length; i++) {
      if (at(words, i, parts)) {
        const rest = [...words.slice(0, i), ...words.slice(i + parts.length)];
        return { words: rest, nearMe: true };
      }
    }
  }
  return { words, nearMe: false };
}

/**
 * Takes a place out of the words: the longest served city, other name or locality found as
 * whole words (a city before a locality of as many words, then the first in the text), with a
 * linking 'in' before it. A locality several cities have is the header's city's, else the one
 * with the most businesses. A one-word locality that is also a catalogue word ('satellite') is a
 * place only after a linking word. 'pune' alone leaves no words: everything in Pune.
 */
function takePlace(
  words: string[],
  places: Dictionary['places'],
  chosenCity: string | undefined,
  catalogUses: (word: string) => number,
): { words: string[]; place?: Place } {
  let best: { place: Place; at: number } | undefined;
  const better = (a: Place, b: Place) =>
    a.words.length !== b.words.length
      ? a.words.length > b.words.length
      : Boolean(a.locality) !== Boolean(b.locality)
        ? !a.locality
        : (a.city === chosenCity) !== (b.city === chosenCity)
          ? a.city === chosenCity
          : (a.businesses ?? 0) > (b.businesses ?? 0);
  for (let i = 0; i < words.length; i++) {
    for (const place of places.get(words[i]!) ?? []) {
      if (i + place.words.length > words.length || !at(words, i, place.words)) continue;
      const linked = i > 0 && PLACE_LINKS.has(words[i - 1]!);
      if (place.locality && place.words.length === 1 && !linked && catalogUses(words[i]!) > 0)
        continue;
      if (!best || better(place, best.place)) best = { place, at: i };
    }
  }
  if (!best) return { words };
  const { place } = best;
  let start = best.at;
  let end = best.at + place.words.length;
  if (start > 0 && PLACE_LINKS.has(words[start - 1]!)) start -= 1;
  else if (end < words.length && words[end] === 'में') end += 1;
  return { words: [...words.slice(0, start), ...words.slice(end)], place };
}

/**
 * Understands the visitor's text. `city` is the city chosen in the header (undefined: All Over
 * India); a place in the text overrides it, as the visitor said it last. `locality` is a
 * locality the call named (the web keeps the one the words named in its address):
 * taken when the words name no place and the city's addresses name it.
 */
export async function understandQuery(
  db: Database,
  text: string,
  city: string | undefined,
  now = Date.now(),
  locality?: string,
): Promise<Understanding> {
  const typed = searchWords(text);
  const near = takeNearMe(typed ? typed.split(' ') : []);
  const known = await dictionary(db, now);
  const placed = takePlace(near.words, known.places, city, await catalogWordUses(db, now));
  const place =
    placed.place ?? (locality ? await localityNamed(db, city, locality, now) : undefined);
  const rest = placed.words.join(' ');
  const corrected = await correctWords(db, rest, now);
  const out: Understanding = {
    search: corrected.text,
    city: place ? place.city : city,
    locality: place?.locality,
    localityPoint: place?.point,
    nearMe: near.nearMe,
    correctedFrom: corrected.text !== rest ? rest : undefined,
    synonyms: synonymsOf(corrected.text, known.synonyms),
    completions: await lastWordCompletions(db, corrected.text, now),
  };
  if (near.nearMe || place || out.correctedFrom) {
    out.understood = {
      search: out.search,
      ...(out.city ? { city: out.city } : {}),
      ...(out.locality ? { locality: out.locality } : {}),
      ...(near.nearMe ? { nearMe: true } : {}),
      ...(out.correctedFrom ? { correctedFrom: out.correctedFrom } : {}),
    };
  }
  return out;
}
