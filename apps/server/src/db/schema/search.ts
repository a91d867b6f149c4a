import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Hindi and Hinglish words buyers type for the catalogue ('almari', 'kapde', 'नलसाज़'). A search
 * whose text contains `term` as a whole word (or words) also matches the listings whose
 * full-text document matches `expansion` (websearch syntax: 'almirah or wardrobe'). Terms are
 * stored lower-case in Unicode NFC, the form the search normalises the query to.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  term: text('term').primaryKey(),
  expansion: text('expansion').notNull(),
  createdAt: createdAt(),
});

/**
 * The form both the synonym terms and a search's text are compared in: NFC (so 'ज़' typed as one
 * character or as 'ज' + nukta is the same), lower case, words separated by single spaces.
 */
export const searchWords = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
