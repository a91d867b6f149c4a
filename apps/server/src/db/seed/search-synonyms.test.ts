import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { searchSynonyms, searchWords, seedRuns } from '../schema/index.ts';
import { createSeededTestDatabase, testUploadsDir } from '../../test/db.ts';
import { REFERENCE_SEED_VERSION, prepareDatabase } from './index.ts';
import { SEARCH_SYNONYMS } from './reference.ts';

describe('search synonyms (reference data)', () => {
  it('are single words or phrases in the form searches are compared in, each term once', () => {
    const terms = SEARCH_SYNONYMS.flatMap(([words]) => words.map(searchWords));
    expect(terms.every((term) => term.length > 0)).toBe(true);
    expect(new Set(terms).size).toBe(terms.length);
    for (const [, expansion] of SEARCH_SYNONYMS) expect(searchWords(expansion)).not.toBe('');
  });

  describe('on a database seeded before issue 21', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await createSeededTestDatabase({ demo: false });
    }, 600_000);
    afterAll(() => handle?.close());

    it('gets the new terms at the next start-up, once', async () => {
      const added = ['silai', searchWords('दर्ज़ी'), 'saadi'];
      await handle.db.delete(searchSynonyms).where(inArray(searchSynonyms.term, added));
      await handle.db.update(seedRuns).set({ version: 4 }).where(eq(seedRuns.name, 'reference'));

      await prepareDatabase(handle, { seedDemo: false, uploadsDir: testUploadsDir() });

      const found = await handle.db
        .select({ term: searchSynonyms.term, expansion: searchSynonyms.expansion })
        .from(searchSynonyms)
        .where(inArray(searchSynonyms.term, added));
      expect(Object.fromEntries(found.map((row) => [row.term, row.expansion]))).toEqual({
        silai: 'tailor or stitching',
        [searchWords('दर्ज़ी')]: 'tailor or stitching',
        saadi: 'saree',
      });
      const [run] = await handle.db
        .select({ version: seedRuns.version })
        .from(seedRuns)
        .where(sql`${seedRuns.name} = 'reference'`);
      expect(run?.version).toBe(REFERENCE_SEED_VERSION);
    });
  });
});
