// The Hindi side of the review word lists (docs/decisions/015-reviews.md).
//
// Source: the romanised (Hinglish) list is the `hi` list of "List of Dirty, Naughty, Obscene,
// and Otherwise Bad Words" (LDNOOBW, CC BY 4.0), read from the `naughty-words` package at start-up.
// The Devanagari words below are this project's own spellings of that list's abuses in Hindi
// script (no maintained package has them: @2toad/profanity's `hi` list is machine-translated and
// flags everyday words such as हिन्दी, शराब and गेंद, so it is not used). Keep both as words a
// moderator would want to read before others do; a match only queues a review, it never hides it.

/** Abuses in Devanagari: the LDNOOBW `hi` entries written in Hindi script, common spellings. */
export const HINDI_DEVANAGARI_WORDS = [
  'चूतिया',
  'चुतिया',
  'चूतिये',
  'चुतिये',
  'चूत',
  'भोसड़ी',
  'भोसड़ीके',
  'भोसडीके',
  'भोसड़ी के',
  'भोसड़ा',
  'मादरचोद',
  'मादर चोद',
  'बहनचोद',
  'बहन चोद',
  'भेनचोद',
  'भैनचोद',
  'बेटीचोद',
  'गांडू',
  'गाण्डू',
  'गांड',
  'गाँड',
  'हरामी',
  'हरामज़ादा',
  'हरामजादा',
  'हरामज़ादे',
  'हरामजादे',
  'हरामखोर',
  'कमीना',
  'कमीने',
  'कुतिया',
  'कुत्ते की औलाद',
  'रंडी',
  'रण्डी',
  'रांड',
  'छिनाल',
  'लौड़ा',
  'लौडा',
  'लौड़े',
  'लंड',
  'लण्ड',
  'चोदू',
  'चुदाई',
  'झाटू',
  'झांटू',
  'झाँट',
  'भड़वा',
  'भडवा',
  'भड़वे',
  'हिजड़ा',
  'ठरकी',
  'सूअर की औलाद',
  'तेरी माँ की',
] as const;

/**
 * LDNOOBW `hi` entries left out because they are ordinary words in a marketplace's reviews:
 * maal (goods), pataka/patakha (firecrackers), kutta (dog: pet shops), paki (ripe), chakke
 * (sixes), gucchi (the brand's misspelling), chod (as in "chod do", leave it), najayaz (unfair,
 * as in an unfair price; its abusive phrases stay).
 */
export const HINGLISH_EXCLUDED = new Set([
  'maal',
  'pataka',
  'patakha',
  'kutta',
  'paki',
  'chakke',
  'gucchi',
  'chod',
  'najayaz',
]);
