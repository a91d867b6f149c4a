import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The text-search configuration the triggers of migration 0002 index with. */
export const SEARCH_CONFIG = 'english';

/** A visitor's words as a tsquery: quotes, OR and -word work as on web search engines. */
export const searchQuery = (text: string): SQL => sql`websearch_to_tsquery('english', ${text})`;

/**
 * Full-text match on the weighted document, or a trigram word match on the name for misspellings
 * ('mixr grindr' finds 'Mixer Grinder'). Both are served by GIN indexes. `rank` orders the
 * matches: full-text matches first (1 + ts_rank, so a name hit outranks a description hit),
 * then trigram-only matches by similarity (0 … 1).
 */
export function textSearch(table: { searchVector: AnyPgColumn; name: AnyPgColumn }, text: string) {
  const query = searchQuery(text);
  return {
    where: sql`(${table.searchVector} @@ ${query} or ${text} <% ${table.name})`,
    rank: sql<number>`(case when ${table.searchVector} @@ ${query} then 1 + ts_rank(${table.searchVector}, ${query}) else word_similarity(${text}, ${table.name}) end)`,
  };
}
