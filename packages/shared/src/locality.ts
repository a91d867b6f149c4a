// Localities: the part of a city a business is in, read from its address by one rule
// that the server's query understanding (a locality in the words: 'ac repair in andheri') and
// the cards of distance results ('Sharma Electricals · Andheri West, Mumbai') both use. The
// spec's business has a free-text address, a city, a state and a pin code, and no locality
// field: sellers write the address as Indian addresses are written, the house or shop first and
// the area last ('Shop No. 12, SV Road, Andheri West'), sometimes followed by the city, state or
// pin code again. docs/decisions/018-near-me.md, "Localities".

/** A part of an address that is only a unit or a number: 'Shop No. 12', '4B', 'Flat 302'. */
const UNIT =
  /^(?:shop|shed|stall|flat|house|h\.?\s?no|plot|office|unit|door|gala|room|block|floor|ground floor|first floor|no)\b|^#|^[\d\s/\-.]+[a-z]?$/i;
/** A pin code anywhere at the end of a part: 'Andheri West 400058', 'Mumbai - 400 058'. */
const TRAILING_PIN = /[\s,\-–]*\b\d{3}\s?\d{3}\s*$/;
/** Words that never name a locality alone. */
const NOT_PLACES = new Set(['india', 'bharat', 'near', 'opp', 'opposite', 'behind', 'beside']);
/** Longest locality taken: a long tail is a description of the way there, not a place name. */
const MAX_WORDS = 4;
const MAX_LENGTH = 40;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const key = (text: string) => squash(text.toLowerCase().replace(/[.]/g, ''));

/**
 * The locality an address names: its last part (split at commas and line breaks) once the city,
 * the state, 'India' and pin codes are taken off, unless that part is only a unit or a number
 * ('Shop No. 12'), starts with 'near'/'opp.', or is longer than a place name. An address of one
 * part names none (a street line alone does not say the area). Answers the part as the seller
 * wrote it, spaces collapsed.
 *
 * 'Shop No. 12, SV Road, Andheri West' → 'Andheri West'; 'Plot 4, Baner, Pune 411045' → 'Baner';
 * 'Shop 12, Station Road' → 'Station Road'; '12 MG Road' → undefined.
 */
export function localityOfAddress(
  address: string | null | undefined,
  place: { city?: string | null; state?: string | null } = {},
): string | undefined {
  if (!address) return undefined;
  const skip = new Set(
    [place.city, place.state, 'India'].filter((name): name is string => Boolean(name)).map(key),
  );
  const parts = address
    .split(/[,\n;]+/)
    .map((part) => squash(part.replace(TRAILING_PIN, '')))
    .filter((part) => part && !skip.has(key(part)));
  if (parts.length < 2) return undefined;
  const last = parts.at(-1)!.replace(/^[\s\-–]+|[\s\-–.]+$/g, '');
  if (!/\p{L}/u.test(last) || UNIT.test(last) || last.length > MAX_LENGTH) return undefined;
  const words = key(last).split(' ');
  if (words.length > MAX_WORDS || NOT_PLACES.has(words[0]!)) return undefined;
  return last;
}

/** A locality and its city as a card writes it: 'Andheri West, Mumbai', or the city alone. */
export const placeLine = (locality: string | null | undefined, city: string | null | undefined) =>
  [locality, city].filter(Boolean).join(', ');
