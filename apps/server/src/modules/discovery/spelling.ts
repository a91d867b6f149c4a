import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsWithWorkers } from '../../db/query.ts';

/**
 * Spelling correction against the catalogue's own words: the words of public listing
 * names, categories, sub-categories, brands and the Hindi/Hinglish synonym terms, with how many
 * names use each. A word of the visitor's text that is none of them, nor the start of one, is
 * replaced by the likeliest word within a few edits (Damerau–Levenshtein: 1 for 3–5 letters, 2
 * from 6): 'mobail' → mobile, 'refrigerater' → refrigerator, 'fen' → fan. Words of 2 letters are
 * never corrected ('ac', 'tv' stay as typed), and the bound keeps 'electrician' away from
 * 'paediatrician' (5 edits).
 *
 * The list lives in the process, per database, and is rebuilt in the background every ten
 * minutes (the visitor never waits for a rebuild, only the very first build after start-up,
 * which `warmSpelling` starts at once). It is an index of words, not kept answers: the
 * PUBLIC_READ_MEMO switch leaves it on.
 */
type Lexicon = {
  /** word → how many names use it. */
  counts: Map<string, number>;
  /** Words by first letter, for the candidates of a correction. */
  byInitial: Map<string, string[]>;
  /** Sorted words, for the prefix test. */
  sorted: string[];
};

export const LEXICON_TTL_MS = 10 * 60 * 1000;
const lexicons = new WeakMap<Database, { at: number; lexicon: Promise<Lexicon> }>();

const LATIN_WORD = /^[a-z]+$/;

async function buildLexicon(db: Database): Promise<Lexicon> {
  const split = (text: string) => `regexp_split_to_table(lower(${text}), '[^a-z]+')`;
  const visible = 'is_approved and is_active and deleted_at is null';
  // A category's or sub-category's words count once per listing filed under it: 'mobile' is in
  // no product name, but hundreds of listings are Mobile Covers. The synonyms' English is
  // searchable too ('tailor' is in no name, yet finds Tailoring by its stem), so 'tailer' is
  // corrected to it rather than to 'tables'.
  const found = await rowsWithWorkers<{ word: string; uses: number }>(
    db,
    sql.raw(`select w as word, sum(n)::int as uses from (
          select ${split('name')} as w, 1 as n from products where ${visible}
          union all select ${split('name')}, 1 from services where ${visible}
          union all select ${split('sc.sub_category')}, 1 + coalesce(p.n, 0) + coalesce(s.n, 0)
            from sub_categories sc
            left join (select fk_sub_category_id as id, count(*) as n from product_sub_categories group by 1) p on p.id = sc.id
            left join (select fk_sub_category_id as id, count(*) as n from service_sub_categories group by 1) s on s.id = sc.id
          union all select ${split('category')}, 1 from categories
          union all select ${split('brand')}, 1 from brands
          union all select ${split('term')}, 1 from search_synonyms
          union all select ${split('expansion')}, 1 from search_synonyms
        ) x where length(w) >= 2 group by w`),
  );
  const counts = new Map(found.map((row) => [row.word, row.uses]));
  const byInitial = new Map<string, string[]>();
  for (const word of counts.keys()) {
    const list = byInitial.get(word[0]!) ?? [];
    list.push(word);
    byInitial.set(word[0]!, list);
  }
  return { counts, byInitial, sorted: [...counts.keys()].sort() };
}

/** The word list of `db`, rebuilt in the background once older than LEXICON_TTL_MS. */
function lexicon(db: Database, now = Date.now()): Promise<Lexicon> {
  const kept = lexicons.get(db);
  if (kept) {
    if (now - kept.at >= LEXICON_TTL_MS || now < kept.at) {
      const next = buildLexicon(db);
      // The old list answers until the new one is ready.
      next.then(
        () => lexicons.set(db, { at: now, lexicon: next }),
        () => {},
      );
      kept.at = now;
    }
    return kept.lexicon;
  }
  const building = buildLexicon(db);
  lexicons.set(db, { at: now, lexicon: building });
  building.catch(() => lexicons.delete(db));
  return building;
}

/**
 * Builds the word list at start-up, so no visitor waits for it. A failure is not fatal: the
 * first search builds it again.
 */
export async function warmSpelling(db: Database): Promise<void> {
  await lexicon(db).catch(() => {});
}

/** Forgets the word list (tests that change the catalogue, then search). */
export function forgetLexicon(db: Database) {
  lexicons.delete(db);
}

/** Optimal string alignment distance (an adjacent swap is one edit), or `bound + 1` when above it. */
export function editDistance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > bound) return bound + 1;
    prevPrev = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, bound + 1);
}

/**
 * How many catalogue names use `word` (0: none), from the same word list: query understanding
 * takes a one-word locality that is also a catalogue word ('satellite') as a place only after
 * 'in' or 'near'.
 */
export async function catalogWordUses(
  db: Database,
  now = Date.now(),
): Promise<(word: string) => number> {
  const list = await lexicon(db, now);
  return (word) => list.counts.get(word) ?? 0;
}

/** How many edits a word of this length may be corrected by. */
export const editBound = (length: number) => (length <= 2 ? 0 : length <= 5 ? 1 : 2);

/** Where `word` is, or would be, in the sorted list. */
function lowerBound(list: Lexicon, word: string) {
  let lo = 0;
  let hi = list.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list.sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function startsSomeWord(list: Lexicon, word: string) {
  const at = lowerBound(list, word);
  return at < list.sorted.length && list.sorted[at]!.startsWith(word);
}

/** The last word of a search stands for at most this many whole words (lastWordCompletions). */
export const COMPLETIONS_MAX = 24;

/** The catalogue words a search's last word starts, as listings.ts matches them. */
export type Completions = { word: string; words: string[] };

/**
 * The catalogue words that the text's last word starts (itself included), the most used first,
 * at most COMPLETIONS_MAX: the last word as a prefix ('mob' → mobile, mobiles), as whole words.
 * A prefix in the text index reads the whole posting list of every word it matches, in every
 * city, before the city narrows it: a prefix costs several times its whole words
 * (docs/performance.md, "Figures that were in code comments").
 * Undefined for a word the list does not hold words of (Devanagari, digits, under 3 letters):
 * the prefix stays a prefix.
 */
export async function lastWordCompletions(
  db: Database,
  text: string,
  now = Date.now(),
): Promise<Completions | undefined> {
  const word = text.split(' ').at(-1) ?? '';
  if (word.length < 3 || !LATIN_WORD.test(word)) return undefined;
  const list = await lexicon(db, now);
  const words: string[] = [];
  for (let i = lowerBound(list, word); list.sorted[i]?.startsWith(word); i++) {
    words.push(list.sorted[i]!);
  }
  const uses = (w: string) => list.counts.get(w) ?? 0;
  words.sort((a, b) => uses(b) - uses(a) || (a < b ? -1 : 1));
  return { word, words: words.slice(0, COMPLETIONS_MAX) };
}

/**
 * The likeliest catalogue word for `word` within `bound` edits, or undefined: fewest edits, where
 * a word a hundred times as used is worth one edit ('mobail' is 'mobile', used by hundreds of
 * listings, rather than the one-edit 'mobil' of a single engine oil), and a shorter word costs a
 * little more (a typist drops letters more often than adding them: 'printr' is 'printer', not
 * 'print').
 */
function nearest(list: Lexicon, word: string, bound: number): string | undefined {
  let best: string | undefined;
  let bestCost = Infinity;
  // Words of the same first letter, and of the second for a stray first one ('tshirt' → shirt).
  const candidates = [
    ...(list.byInitial.get(word[0]!) ?? []),
    ...(word[1] !== word[0] ? (list.byInitial.get(word[1]!) ?? []) : []),
  ];
  for (const candidate of candidates) {
    if (candidate.length < 3) continue;
    const distance = editDistance(word, candidate, bound);
    if (distance > bound) continue;
    const cost =
      distance -
      0.5 * Math.log10(list.counts.get(candidate) ?? 1) +
      (candidate.length < word.length ? 0.3 : 0);
    if (cost < bestCost) {
      best = candidate;
      bestCost = cost;
    }
  }
  return best;
}

/**
 * Spellings by sound that cost more edits than they are worth: 'f' for 'ph' is two edits, so
 * 'smartfone' (smartphone) and 'photografer' (photographer) were out of reach of the bound.
 */
const SOUNDS: readonly [RegExp, string][] = [
  [/f/g, 'ph'],
  [/ph/g, 'f'],
];

/** The nearest word to a spelling of `word` by sound, when the word itself has none. */
function soundAlike(list: Lexicon, word: string, bound: number): string | undefined {
  for (const [sound, spelling] of SOUNDS) {
    const respelt = word.replace(sound, spelling);
    if (respelt === word) continue;
    if (list.counts.has(respelt)) return respelt;
    const near = nearest(list, respelt, bound);
    if (near) return near;
  }
  return undefined;
}

/** Two catalogue words run together ('airconditioner' → 'air conditioner'), the likeliest pair. */
function split(list: Lexicon, word: string): string | undefined {
  let best: string | undefined;
  let bestUses = 0;
  for (let i = 2; i <= word.length - 2; i++) {
    const uses = Math.min(
      list.counts.get(word.slice(0, i)) ?? 0,
      list.counts.get(word.slice(i)) ?? 0,
    );
    if (uses > bestUses) {
      best = `${word.slice(0, i)} ${word.slice(i)}`;
      bestUses = uses;
    }
  }
  return best;
}

/** The most used word that `prefix` starts, at most two letters longer (else the prefix stays). */
function completion(list: Lexicon, prefix: string): string | undefined {
  let best: string | undefined;
  let bestUses = 0;
  for (const candidate of list.byInitial.get(prefix[0]!) ?? []) {
    if (!candidate.startsWith(prefix) || candidate.length > prefix.length + 2) continue;
    // A plural is the same word to the stemmed search: 'plumber' needs no correcting.
    if (candidate === `${prefix}s` || candidate === `${prefix}es`) return undefined;
    const uses = list.counts.get(candidate) ?? 0;
    if (uses > bestUses) {
      best = candidate;
      bestUses = uses;
    }
  }
  return best;
}

/**
 * The text with each unknown word corrected (words as searchWords writes them). `loose` also
 * corrects words the catalogue knows but rarely uses, by one more edit: the "did you mean" of
 * a search that found nothing.
 */
export async function correctWords(
  db: Database,
  text: string,
  now = Date.now(),
  { loose = false } = {},
): Promise<{ text: string; changed: boolean }> {
  if (!text) return { text, changed: false };
  const list = await lexicon(db, now);
  let changed = false;
  const words = text.split(' ').map((word) => {
    if (!LATIN_WORD.test(word)) return word;
    const bound = editBound(word.length) + (loose && word.length >= 4 ? 1 : 0);
    if (bound === 0) return word;
    const uses = list.counts.get(word) ?? 0;
    if (!loose && uses > 0) return word;
    if (!loose && startsSomeWord(list, word)) {
      // The start of a word: typed on, or cut short ('fridg' → fridge, 'lapt' → laptop).
      const whole = word.length >= 4 ? completion(list, word) : undefined;
      if (whole) changed = true;
      return whole ?? word;
    }
    const better =
      nearest(list, word, bound) ??
      soundAlike(list, word, bound) ??
      (loose ? undefined : split(list, word));
    if (!better || better === word || (uses > 0 && (list.counts.get(better) ?? 0) <= uses))
      return word;
    changed = true;
    return better;
  });
  return { text: words.join(' '), changed };
}
