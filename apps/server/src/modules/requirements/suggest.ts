import { sql, type SQL } from 'drizzle-orm';
import type { CategoryType, RequirementSuggestion } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { understandNeed } from './spec.ts';
import { matchWordsOf } from './words.ts';

// GET /api/public/requirements/suggest: what the buyer's words name, so the form can
// offer "Plumbers (Services)" before it is sent. The words as the search understands them
// (spelling corrected, Hindi and Hinglish terms' English, place and words of asking out).

/** Counting a sub-category's or a kind's listings stops here: enough to tell which is bigger. */
const COUNT_CAP = 1000;

type Named = {
  id: string;
  name: string;
  name_hi: string | null;
  kind: CategoryType;
  category_id: string;
  category: string;
  category_hi: string | null;
};

/**
 * A name and the words name each other: every word of the name is in the words ('need a
 * plumber for a leak' names Plumbers), or every word of the words (or of a synonym's English
 * phrase) is in the name ('ac repair' names AC Repair & Service), in English or in the Hindi name.
 */
function namesEachOther(name: SQL, nameHi: SQL, words: string, phrases: string[]) {
  const holdsWords = phrases.map(
    (phrase) => sql`to_tsvector('english', ${name}) @@ websearch_to_tsquery('english', ${phrase})`,
  );
  const text = phrases.join(' ');
  return {
    /** The words hold the whole name: the name is what they ask for. */
    wordsHoldName: sql`(numnode(plainto_tsquery('english', ${name})) > 0
        and to_tsvector('english', ${text}) @@ plainto_tsquery('english', ${name}))
      or (${nameHi} is not null and numnode(plainto_tsquery('simple', ${nameHi})) > 0
        and to_tsvector('simple', ${words}) @@ plainto_tsquery('simple', ${nameHi}))`,
    nameHoldsWords: sql`(${sql.join(holdsWords, sql` or `)})
      or (${nameHi} is not null and to_tsvector('simple', ${nameHi}) @@ plainto_tsquery('simple', ${words}))`,
  };
}

/** Public listings of the row's kind in the city (or India) filed under sub-category `id`. */
const listingsOf = (id: SQL, kind: SQL, city: string | undefined) => {
  const where = (table: string) =>
    sql`select 1 from ${sql.raw(table)} l where l.sub_category_ids @> array[${id}]::uuid[]
          ${city ? sql`and l.city = ${city}` : sql``} limit ${COUNT_CAP}`;
  return sql`case when ${kind} = 'product'
      then (select count(*) from (${where('product_search_rows')}) x)
      else (select count(*) from (${where('service_search_rows')}) x) end`;
};

/**
 * The sub-category the words name best: one whose name they hold whole and which holds them
 * (exactly what was asked), then one whose name they hold (the most words of it first: 'mobile
 * cover' is Mobile Covers more than Mobiles), then one whose name holds them, then one whose name
 * they mostly hold (two of its words or more, and two thirds of them: 'ac repair and gas filling'
 * is AC Repair & Service); then the one with more public listings in the city.
 */
async function namedSubCategory(
  db: Database,
  words: string,
  phrases: string[],
  city: string | undefined,
) {
  const names = namesEachOther(sql`sc.sub_category`, sql`sc.sub_category_hi`, words, phrases);
  const text = phrases.join(' ');
  const [found] = await rows<Named>(
    db,
    sql`select * from (
        select sc.id, sc.sub_category as name, sc.sub_category_hi as name_hi, c.type as kind,
               c.id as category_id, c.category, c.category_hi,
               coalesce(${names.wordsHoldName}, false) as words_hold,
               coalesce(${names.nameHoldsWords}, false) as name_holds,
               length(to_tsvector('english', sc.sub_category)) as lexemes,
               (select count(*)::int from unnest(tsvector_to_array(to_tsvector('english', sc.sub_category))) x
                 where x = any(tsvector_to_array(to_tsvector('english', ${text})))) as shared
          from sub_categories sc join categories c on c.id = sc.fk_category_id) s
       where s.words_hold or s.name_holds or (s.shared >= 2 and s.shared * 3 >= s.lexemes * 2)
       order by (s.words_hold and s.name_holds) desc, s.words_hold desc,
                case when s.words_hold then s.lexemes else 0 end desc, s.name_holds desc,
                s.shared desc, ${listingsOf(sql`s.id`, sql`s.kind`, city)} desc, s.name
       limit 1`,
  );
  return found;
}

/** The category the words name best, by the same rule, when no sub-category is named. */
async function namedCategory(db: Database, words: string, phrases: string[]) {
  const names = namesEachOther(sql`c.category`, sql`c.category_hi`, words, phrases);
  const [found] = await rows<Omit<Named, 'category_id' | 'category' | 'category_hi'>>(
    db,
    sql`select * from (
        select c.id, c.category as name, c.category_hi as name_hi, c.type as kind,
               coalesce(${names.wordsHoldName}, false) as words_hold,
               coalesce(${names.nameHoldsWords}, false) as name_holds
          from categories c) s
       where s.words_hold or s.name_holds
       order by (s.words_hold and s.name_holds) desc, s.words_hold desc, s.name
       limit 1`,
  );
  return found;
}

/** The kind whose public listings in the city match the words more (products on a tie). */
async function kindWithMoreListings(
  db: Database,
  phrases: string[],
  city: string | undefined,
): Promise<CategoryType> {
  const query = sql.join(
    phrases.map((phrase) => sql`websearch_to_tsquery('english', ${phrase})`),
    sql` || `,
  );
  const count = (table: string) =>
    sql`(select count(*)::int from (select 1 from ${sql.raw(table)} l
          where l.search_vector @@ (${query}) ${city ? sql`and l.city = ${city}` : sql``}
          limit ${COUNT_CAP}) x)`;
  const [found] = await rows<{ products: number; services: number }>(
    db,
    sql`select ${count('product_search_rows')} as products, ${count('service_search_rows')} as services`,
  );
  return (found?.services ?? 0) > (found?.products ?? 0) ? 'service' : 'product';
}

export async function suggestFor(
  db: Database,
  q: string,
  city: string | undefined,
  nowMs: number,
): Promise<RequirementSuggestion> {
  const understood = await understandNeed(db, q, city, nowMs);
  const words = matchWordsOf(understood.search);
  const phrases = [words, ...(understood.synonyms ? understood.synonyms.split(' or ') : [])].filter(
    Boolean,
  );
  if (!phrases.length) return { kind: 'product', category: null, subCategory: null };
  const place = understood.city ?? city;
  const sub = await namedSubCategory(db, words, phrases, place);
  if (sub) {
    return {
      kind: sub.kind,
      category: { _id: sub.category_id, name: sub.category, nameHi: sub.category_hi },
      subCategory: { _id: sub.id, name: sub.name, nameHi: sub.name_hi },
    };
  }
  const category = await namedCategory(db, words, phrases);
  if (category) {
    return {
      kind: category.kind,
      category: { _id: category.id, name: category.name, nameHi: category.name_hi },
      subCategory: null,
    };
  }
  return {
    kind: await kindWithMoreListings(db, phrases, place),
    category: null,
    subCategory: null,
  };
}
