import { createRequire } from 'node:module';
import { Profanity } from '@2toad/profanity';
import { HINDI_DEVANAGARI_WORDS, HINGLISH_EXCLUDED } from './profanity-hindi.ts';

// The word lists a new or edited review is checked against: English from
// @2toad/profanity (MIT, maintained), Hinglish from LDNOOBW's `hi` list (naughty-words, CC BY 4.0)
// and Devanagari from profanity-hindi.ts. A match never refuses or hides a review: it is
// published and waits in the administrator's queue with the words found.

const require = createRequire(import.meta.url);
const hinglish = (require('naughty-words/hi.json') as string[])
  .map((word) => word.trim().toLowerCase())
  .filter((word) => word && !HINGLISH_EXCLUDED.has(word));

/**
 * English words of the library's list that genuine reviews use ("cricket balls", "bloody good",
 * "crap quality"): mild enough that queueing every such review would bury the real abuse.
 */
const ALLOWED_ENGLISH = ['balls', 'ball', 'bloody', 'damn', 'crap', 'sex'];

// Unicode word boundaries: JavaScript's \b does not see Devanagari letters as word characters.
const filter = new Profanity({ languages: ['en'], wholeWord: true, unicodeWordBoundaries: true });
filter.addWords([...hinglish, ...HINDI_DEVANAGARI_WORDS]);
filter.whitelist.addWords(ALLOWED_ENGLISH);

/** Runs of letters, digits and marks (Devanagari vowel signs are marks), and pairs of them. */
function candidates(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}\p{M}_$@*!]+/gu) ?? [];
  const out = new Set<string>(words);
  for (let i = 0; i + 1 < words.length; i += 1) out.add(`${words[i]} ${words[i + 1]}`);
  for (let i = 0; i + 2 < words.length; i += 1)
    out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return [...out];
}

/**
 * The listed words a text contains (at most ten, for the moderator), or none. The whole text is
 * matched first; only a text that matches is looked at word by word to say which words.
 */
export function listedWords(...texts: Array<string | null | undefined>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (!text || !filter.exists(text)) continue;
    for (const candidate of candidates(text)) {
      if (filter.exists(candidate)) {
        // A phrase that only contains a listed word adds nothing: keep the shortest form.
        if (![...found].some((word) => candidate.includes(word))) found.add(candidate);
      }
      if (found.size >= 10) break;
    }
    // The whole text matched though no word did (a phrase split by punctuation): say so.
    if (!found.size) found.add(text.slice(0, 40));
  }
  return [...found];
}
