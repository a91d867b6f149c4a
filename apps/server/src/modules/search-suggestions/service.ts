import { sql } from 'drizzle-orm';
import {
  SUGGESTION_LIMITS,
  type PublicSuggestionsQuery,
  type Suggestion,
  type SuggestionsAnswer,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { searchWords } from '../../db/schema/search.ts';
import { BUSINESS_VISIBLE } from '../../db/visibility.ts';
import { containsPattern, likeEscape } from '../../lib/sql.ts';
import { catalogTerms, type Term } from './terms.ts';

/**
 * How many of each kind an answer holds at most before the rest fills up to 8: the visitor sees
 * where the words lead (sub-categories, categories), what others look for (queries) and shops.
 */
const SHARE = { subCategory: 3, category: 2, query: 3, business: 2 } as const;

/**
 * How well a term's words match the typed words: every typed word must start one of its words
 * (order free: 'repair ac' finds 'AC Repair & Service'). Better when the label starts with
 * the text, then when its first word is matched. 0: no match.
 */
function score(term: { words: string[]; label: string }, typed: string[], text: string) {
  if (!typed.every((word) => term.words.some((candidate) => candidate.startsWith(word)))) return 0;
  if (searchWords(term.label).startsWith(text)) return 3;
  return term.words[0]?.startsWith(typed[0]!) ? 2 : 1;
}

/** The text's words, and the English words of any Hindi or Hinglish term it starts. */
function readingsOf(text: string, synonyms: { term: string; words: string[] }[]) {
  const readings = [text];
  // A whole synonym term, or the start of one from 3 characters ('darz' → darzi → tailor).
  for (const synonym of synonyms) {
    if (synonym.term === text || (text.length >= 3 && synonym.term.startsWith(text))) {
      readings.push(...synonym.words);
    }
  }
  return [...new Set(readings)];
}

/** The terms matching the readings, of one kind or (kind undefined) of both. */
function matchTerms(terms: Term[], kind: Suggestion['kind'] | undefined, readings: string[]) {
  const found: { term: Term; score: number }[] = [];
  for (const term of terms) {
    if (kind && term.kind !== kind) continue;
    let best = 0;
    for (const reading of readings) {
      best = Math.max(best, score(term, reading.split(' '), reading));
    }
    if (best > 0) found.push({ term, score: best });
  }
  return found
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.term.count ?? 0) - (a.term.count ?? 0) ||
        a.term.label.length - b.term.label.length ||
        a.term.label.localeCompare(b.term.label),
    )
    .map(({ term }) => term);
}

/**
 * Public businesses whose name contains the text (the trigram index on the name answers
 * ILIKE from three characters), those whose name starts with it first, then the most viewed.
 */
async function matchingBusinesses(db: Database, text: string, city: string | undefined) {
  return rows<{ id: string; name: string; city: string; type: Suggestion['kind'] }>(
    db,
    sql`select b.id, b.name, b.city, b.business_type as type
          from businesses b join users u on u.id = b.fk_user_id
         where b.name ilike ${containsPattern(text)} and ${BUSINESS_VISIBLE}
           ${city ? sql`and b.city = ${city}` : sql``}
         order by (b.name ilike ${`${likeEscape(text)}%`}) desc,
                  b.views desc, b.name, b.id
         limit ${SHARE.business * 2}`,
  );
}

const toSuggestion = (term: Term): Suggestion => ({
  type: term.type,
  label: term.label,
  labelHi: term.labelHi,
  kind: term.kind,
  ...(term.id ? { id: term.id } : {}),
  ...(term.count !== undefined ? { count: term.count } : {}),
});

/** Up to 8 suggestions for the text typed so far (docs/search.md). */
export async function suggestions(
  db: Database,
  query: PublicSuggestionsQuery,
  now: number,
): Promise<SuggestionsAnswer> {
  const text = searchWords(query.q);
  if (!text) return { suggestions: [] };
  const { terms, synonyms } = await catalogTerms(db, now);
  const matched = matchTerms(terms, query.kind, readingsOf(text, synonyms));
  const businesses =
    query.q.length >= SUGGESTION_LIMITS.businessMinLength
      ? await matchingBusinesses(db, query.q, query.city)
      : [];
  const groups: Record<keyof typeof SHARE, Suggestion[]> = {
    subCategory: matched.filter((term) => term.type === 'subCategory').map(toSuggestion),
    category: matched.filter((term) => term.type === 'category').map(toSuggestion),
    query: matched.filter((term) => term.type === 'query').map(toSuggestion),
    business: businesses.map((business) => ({
      type: 'business',
      label: business.name,
      id: business.id,
      kind: business.type,
      city: business.city,
    })),
  };
  const order = ['subCategory', 'category', 'query', 'business'] as const;
  const picked = order.flatMap((type) => groups[type].slice(0, SHARE[type]));
  // Room left (few sub-categories match 'sam'): the next of each group, in the same order.
  const rest = order.flatMap((type) => groups[type].slice(SHARE[type]));
  const chosen = [...picked, ...rest].slice(0, SUGGESTION_LIMITS.max);
  // Shown grouped as picked: places to go first, then what to search, then shops.
  return {
    suggestions: order.flatMap((type) => chosen.filter((suggestion) => suggestion.type === type)),
  };
}
