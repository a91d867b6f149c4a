// A buyer's need as the matching reads it (docs/decisions/033-requirements.md).

/** The need, lower case with single spaces: one phone's same need is one requirement a day. */
export const needKeyOf = (need: string) => need.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Words of asking, not of the thing asked for ('I need a plumber urgently', 'cement chahiye'):
 * every word of the need must be in a listing for it to match by words, and no listing says
 * 'need' or 'urgently'. English stop words ('a', 'for', 'my') the full text drops by itself.
 */
const ASKING_WORDS = new Set([
  'need',
  'needs',
  'needed',
  'want',
  'wanted',
  'require',
  'required',
  'requirement',
  'looking',
  'buy',
  'purchase',
  'urgent',
  'urgently',
  'asap',
  'please',
  'pls',
  'someone',
  'somebody',
  'good',
  'best',
  'cheap',
  'chahiye',
  'chahie',
  'chaiye',
  'zarurat',
  'jarurat',
  'chahta',
  'chahti',
  'चाहिए',
  'ज़रूरत',
  'जरूरत',
  'कृपया',
  'तुरंत',
]);

/**
 * The words a need is matched by: the search's understood words (a place and 'near me' taken
 * out, spelling corrected) without words of asking, and without words that have no letter
 * (a quantity, '50', would have to be in the listing too).
 */
export function matchWordsOf(search: string): string {
  return search
    .split(' ')
    .filter((word) => word && /\p{L}/u.test(word) && !ASKING_WORDS.has(word))
    .join(' ');
}

/** A need shortened for an alert's line and a notification. */
export const shortNeed = (need: string) => (need.length > 80 ? `${need.slice(0, 79)}…` : need);
