import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { requirements, users } from '../../db/schema/index.ts';
import { searchWords } from '../../db/schema/search.ts';
import { understandQuery } from '../discovery/service.ts';
import type { MatchSpec } from './matching.ts';
import { matchWordsOf } from './words.ts';

// What the matching is asked for a requirement: the same for a new one, the next
// match after a decline and the administrator's candidates.

/**
 * The search's understanding of a need (a place and 'near me' taken out, spelling corrected,
 * Hindi and Hinglish terms' English). Words of asking go first, or the spelling correction
 * could make 'need' a catalogue word.
 */
export const understandNeed = (
  db: Database,
  need: string,
  city: string | undefined,
  nowMs: number,
) => understandQuery(db, matchWordsOf(searchWords(need)), city, nowMs);

/** The account whose phone posted it: a seller is never offered their own need. */
export async function posterOf(db: Database, phoneNo: string, signedInId: string | null) {
  if (signedInId) return signedInId;
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNo, phoneNo));
  return account?.id ?? null;
}

/** At most this many of a need's words are matched (the ways to hold half of six are 20). */
const MAX_LEXEMES = 6;

/**
 * The words the full text keeps of `words` (stemmed, English stop words out), first ones first:
 * the matching asks for enough of them, each as the search vector holds it.
 */
export async function lexemesOf(db: Database, words: string): Promise<string[]> {
  if (!words) return [];
  const found = await rows<{ lexeme: string }>(
    db,
    sql`select lexeme from unnest(to_tsvector('english', ${words}))
         order by positions[1], lexeme limit ${MAX_LEXEMES}`,
  );
  return found.map((row) => row.lexeme);
}

type Stored = Pick<
  typeof requirements.$inferSelect,
  | 'id'
  | 'need'
  | 'kind'
  | 'fkSubCategoryId'
  | 'city'
  | 'latitude'
  | 'longitude'
  | 'phoneNo'
  | 'fkUserId'
>;

/** The matching's question for a stored requirement. */
export async function storedSpec(db: Database, row: Stored, nowMs: number): Promise<MatchSpec> {
  const understood = await understandNeed(db, row.need, row.city, nowMs);
  return {
    requirementId: row.id,
    kind: row.kind,
    subCategoryId: row.fkSubCategoryId,
    lexemes: await lexemesOf(db, matchWordsOf(understood.search)),
    synonyms: understood.synonyms,
    city: row.city,
    point:
      row.latitude !== null && row.longitude !== null
        ? { lat: row.latitude, lng: row.longitude }
        : null,
    posterId: await posterOf(db, row.phoneNo, row.fkUserId),
  };
}

/** A requirement as stored, or undefined. */
export async function storedRequirement(db: Database, id: string) {
  const [row] = await db.select().from(requirements).where(eq(requirements.id, id));
  return row;
}
