import { sql } from 'drizzle-orm';
import type { SearchUnderstood } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { searchWords } from '../../db/schema/search.ts';
import { DEMO_CITIES } from '../../db/seed/demo-data.ts';
import { correctWords, lastWordCompletions, type Completions } from './spelling.ts';
import { rows } from './scope.ts';

/**
 * What a visitor's text asks for, as a JustDial or Google Maps user types it (issue 21): a served
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

type Place = { words: string[]; city: string; locality?: string };
type Dictionary = { places: Place[]; synonyms: { term: string; expansion: string }[] };

const DICTIONARY_TTL_MS = 10 * 60 * 1000;
const dictionaries = new WeakMap<Database, { at: number; dictionary: Promise<Dictionary> }>();

/**
 * Served cities (from the database: an administrator can serve a new one), their other names,
 * and the localities the catalogue knows, longest first so 'new delhi' wins over 'delhi'; and the
 * Hindi/Hinglish synonyms (table search_synonyms). Kept for ten minutes per database: reference
 * data, not an answer.
 */
function dictionary(db: Database, now = Date.now()): Promise<Dictionary> {
  const kept = dictionaries.get(db);
  if (kept && now - kept.at < DICTIONARY_TTL_MS && now >= kept.at) return kept.dictionary;
  const loading = (async () => {
    const served = await rows<{ name: string }>(
      db,
      sql`select distinct name from cities where is_served`,
    );
    const names = new Set(served.map((city) => city.name));
    const list: Place[] = [...names].map((city) => ({ words: searchWords(city).split(' '), city }));
    for (const [alias, city] of Object.entries(CITY_ALIASES))
      if (names.has(city)) list.push({ words: searchWords(alias).split(' '), city });
    for (const { city, localities } of DEMO_CITIES) {
      if (!names.has(city)) continue;
      for (const [locality] of localities) {
        const words = searchWords(locality).split(' ');
        list.push({ words, city, locality });
        // 'andheri' for 'Andheri West': a locality's first word alone when the rest is a side.
        if (words.length === 2 && ['east', 'west', 'north', 'south'].includes(words[1]!))
          list.push({ words: [words[0]!], city, locality: locality.split(' ')[0] });
      }
    }
    const synonyms = await rows<{ term: string; expansion: string }>(
      db,
      sql`select term, expansion from search_synonyms`,
    );
    return { places: list.sort((a, b) => b.words.length - a.words.length), synonyms };
  })();
  dictionaries.set(db, { at: now, dictionary: loading });
  loading.catch(() => dictionaries.delete(db));
  return loading;
}

/** Forgets the places and synonyms of `db` (tests that change them, then search). */
export function forgetDictionary(db: Database) {
  dictionaries.delete(db);
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
 * Takes a place out of the words: the first (longest) served city, other name or locality found
 * as whole words, with a linking 'in' before it. 'pune' alone leaves no words: everything in Pune.
 */
function takePlace(words: string[], list: Place[]): { words: string[]; place?: Place } {
  for (const place of list) {
    for (let i = 0; i + place.words.length <= words.length; i++) {
      if (!at(words, i, place.words)) continue;
      let start = i;
      let end = i + place.words.length;
      if (start > 0 && PLACE_LINKS.has(words[start - 1]!)) start -= 1;
      else if (end < words.length && words[end] === 'में') end += 1;
      return { words: [...words.slice(0, start), ...words.slice(end)], place };
    }
  }
  return { words };
}

/**
 * Understands the visitor's text. `city` is the city chosen in the header (undefined: All Over
 * India); a place in the text overrides it, as the visitor said it last.
 */
export async function understandQuery(
  db: Database,
  text: string,
  city: string | undefined,
  now = Date.now(),
): Promise<Understanding> {
  const typed = searchWords(text);
  const near = takeNearMe(typed ? typed.split(' ') : []);
  const known = await dictionary(db, now);
  const placed = takePlace(near.words, known.places);
  const place = placed.place;
  const rest = placed.words.join(' ');
  const corrected = await correctWords(db, rest, now);
  const out: Understanding = {
    search: corrected.text,
    city: place ? place.city : city,
    locality: place?.locality,
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
