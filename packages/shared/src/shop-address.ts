// A business's shop address: '/shop/kumar-sweets-pune', read from its name and
// city. Names written in Devanagari are spelt in Latin letters the way a Hindi speaker would
// type them ('कुमार स्वीट्स' → 'kumar-svits'), so the address can be read, typed and spoken.

/** How long an address's readable part may be, before a collision's '-2'. */
export const SHOP_SLUG_MAX = 60;
/** An address as the shop route takes it: lower-case words of letters and digits between dashes. */
export const SHOP_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The readable part of a name that has none (only signs or an unknown script). */
const FALLBACK = 'shop';

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  क़: 'q',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};
/** A consonant with a nukta sounds otherwise (ज़ is z, फ़ is f). */
const WITH_NUKTA: Record<string, string> = {
  क: 'q',
  ख: 'kh',
  ग: 'g',
  ज: 'z',
  ड: 'r',
  ढ: 'rh',
  फ: 'f',
  य: 'y',
};
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const SIGNS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h', ॐ: 'om' };
const VIRAMA = '्';
const NUKTA = '़';
const DEVANAGARI_DIGIT_ZERO = 0x0966;

/**
 * Devanagari in Latin letters. A consonant carries its 'a' unless a vowel sign or a virama
 * follows; a word's last 'a' is not said in Hindi (कुमार is kumar, not kumara). Other text
 * passes unchanged.
 */
export function latinFromDevanagari(text: string): string {
  let out = '';
  const chars = [...text];
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    let consonant = CONSONANTS[char];
    if (consonant === undefined) {
      const code = char.codePointAt(0)!;
      if (code >= DEVANAGARI_DIGIT_ZERO && code <= DEVANAGARI_DIGIT_ZERO + 9) {
        out += String(code - DEVANAGARI_DIGIT_ZERO);
      } else if (char === '।' || char === '॥') {
        out += ' ';
      } else {
        out += VOWELS[char] ?? VOWEL_SIGNS[char] ?? SIGNS[char] ?? char;
      }
      continue;
    }
    if (chars[i + 1] === NUKTA) {
      consonant = WITH_NUKTA[char] ?? consonant;
      i += 1;
    }
    out += consonant;
    const next = chars[i + 1];
    if (next === VIRAMA) {
      i += 1;
    } else if (next === undefined || VOWEL_SIGNS[next] === undefined) {
      const wordEnds =
        next === undefined || (CONSONANTS[next] === undefined && !/[\u0900-\u097F]/.test(next));
      const afterCluster =
        chars[i - 1] === VIRAMA || (chars[i - 1] === NUKTA && chars[i - 2] === VIRAMA);
      // A cluster at the end keeps its 'a' (मित्र, कृष्ण), but not an English plural's 's'
      // (स्वीट्स is svits).
      if (!wordEnds || (afterCluster && char !== 'स')) out += 'a';
    }
  }
  return out;
}

/** Lower-case words of a-z and 0-9 joined by dashes (accents dropped: 'Café' is 'cafe'). */
export function slugWords(text: string): string {
  return latinFromDevanagari(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Cut at a dash so no word is halved. */
function cut(slug: string, max: number) {
  if (slug.length <= max) return slug;
  const part = slug.slice(0, max + 1);
  const dash = part.lastIndexOf('-');
  return (dash > 0 ? part.slice(0, dash) : slug.slice(0, max)).replace(/-+$/, '');
}

/**
 * The readable address of a business: its name and its city ('kumar-sweets-pune'), the city
 * left out when the name already ends with it ('Kumar Sweets Pune').
 */
export function shopSlugBase(name: string, city: string): string {
  const words = slugWords(name);
  const place = slugWords(city);
  const both =
    !place || words === place || words.endsWith(`-${place}`) ? words : `${words}-${place}`;
  return cut(both.replace(/^-+/, ''), SHOP_SLUG_MAX) || FALLBACK;
}

/** The n-th address of a base (1: the base itself; 2: 'base-2' …). */
export const numberedSlug = (base: string, n: number) => (n <= 1 ? base : `${base}-${n}`);

/** Whether `slug` is `base` or one of its numbered forms. */
export function isSlugOf(slug: string, base: string): boolean {
  if (slug === base) return true;
  if (!slug.startsWith(`${base}-`)) return false;
  return /^[2-9]\d*$|^1\d+$/.test(slug.slice(base.length + 1));
}

/** The path of a shop page. */
export const shopPath = (slug: string) => `/shop/${slug}`;
