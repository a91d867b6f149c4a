import { sql, type SQL } from 'drizzle-orm';
import {
  PLAN_NONE,
  RESPONSE_TIME_MIN_ENQUIRIES,
  type CategoryType,
  type Position,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { KINDS } from '../../db/listing-kinds.ts';
import { rows } from '../../db/query.ts';
import { BUSINESS_OWN_VISIBLE, BUSINESS_VISIBLE } from '../../db/visibility.ts';
import { containsPattern } from '../../lib/sql.ts';
import { distanceMeters, withinRadius } from '../discovery/service.ts';
import { SERVED_RADIUS_KM } from '../locations/service.ts';
import { responseTallies, responseWindow } from '../response-time/service.ts';

// Which businesses a posted requirement goes to (docs/decisions/033-requirements.md).
//
// A business may get it when it is public (BUSINESS_VISIBLE), of the requirement's kind, and
// relevant: one of its public listings (their search rows: one per public listing, decision
// 024) is filed in the requirement's sub-category or holds enough of its words by the search's
// full text (all of one or two words, at least half of more: wordsNeeded), or the English of its
// Hindi and Hinglish terms; within reach: within the radius of the buyer's place when it is known (a business with
// no position counts when it is in the buyer's city), else in the city; never the poster's own;
// at most one business per seller, none of a seller already offered this requirement, and none
// that already got the daily cap of requirements in the last 24 hours.
//
// The score (each part 0 to its weight):
//   relevance  = 2 × [a listing in the sub-category] + the best share of the words a listing
//                holds (1 for the synonyms' English) + min(its ts_rank_cd, 1)             0–4
//   nearness   = 1.5 × (1 − distance ÷ radius), 0 without a known place or position       0–1.5
//   rating     = (average ÷ 5) × min(reviews, 5) ÷ 5: one 5★ review is not twenty         0–1
//   response   = the share of its enquiries acted on in 90 days (response-time's tally)
//                when it had at least 5, else 0.5: unknown is neither good nor bad        0–1
// Sellers with an active plan come first (only they can open the inbox to answer), then the
// score, then the nearer, then the one offered fewer requirements today.
//
// One statement ranks by everything but the response share and cuts a pool (four times the
// places, at least 20); response-time's one statement tallies the pool; the response share then
// orders it. A business outside the pool could only have climbed into the places by its
// response share, which moves a score by at most ±0.5.

export type MatchSpec = {
  /** The requirement (already written): its offers are excluded, each seller once. */
  requirementId: string;
  kind: CategoryType;
  subCategoryId: string | null;
  /**
   * The need's words as the full text keeps them (stemmed, stop words out, at most six, in the
   * need's order: lexemesOf); none for none.
   */
  lexemes: string[];
  /** The English of Hindi and Hinglish terms of the words (search_synonyms), websearch OR-list. */
  synonyms?: string | undefined;
  city: string;
  /** The buyer's place (Near me or the locality's point); null: the city is the reach. */
  point: Position | null;
  /** The signed-in seller who posted it: never offered their own. */
  posterId: string | null;
};

export type MatchSettings = { radiusKm: number; perBusinessDaily: number };

export type RankedBusiness = {
  id: string;
  name: string;
  ownerId: string;
  city: string;
  kind: CategoryType;
  distanceKm: number | null;
  /** Requirements offered to it in the last 24 hours (the daily cap counts these). */
  todayCount: number;
  alreadyOffered: boolean;
  hasPlan: boolean;
  relevance: number;
  score: number;
};

type Row = {
  id: string;
  name: string;
  owner_id: string;
  city: string;
  kind: CategoryType;
  distance_m: number | null;
  today_count: number;
  already_offered: boolean;
  has_plan: boolean;
  relevance: number;
  pre_score: number;
};

const DAY_MS = 24 * 3600_000;
/** Unknown response share: neither rewarded nor punished. */
const UNKNOWN_RESPONSE = 0.5;

/** The ways to pick `k` of `items`, in order. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, k - 1).map((tail) => [first, ...tail]), ...combinations(rest, k)];
}

/**
 * How many of the need's words a listing must hold to match by words: all of one or two, at
 * least half of more ('office chair with arms': office and chair are enough).
 */
export const wordsNeeded = (count: number) => (count <= 2 ? count : Math.ceil(count / 2));

/**
 * How a search row `l` is relevant to the requirement: filed in its sub-category (`inSub`), or
 * holding enough of its words, or the English of its Hindi and Hinglish terms (`enough`: one
 * tsquery the text index answers, an OR of the ways to hold enough words); the share of the
 * words it holds (`share`, 1 for the synonyms' English) and the text rank of any of them.
 */
function relevanceTerms(spec: MatchSpec) {
  const inSub = spec.subCategoryId
    ? sql`l.sub_category_ids && array[${spec.subCategoryId}]::uuid[]`
    : sql`false`;
  // A lexeme is already stemmed: the 'simple' configuration takes it as it is.
  const lexeme = (word: string) => sql`phraseto_tsquery('simple', ${word})`;
  const lexemes = spec.lexemes;
  const synonyms = spec.synonyms
    ? sql`websearch_to_tsquery('english', ${spec.synonyms})`
    : undefined;
  const ways = combinations(lexemes, wordsNeeded(lexemes.length))
    .filter((way) => way.length > 0)
    .map((way) => sql`(${sql.join(way.map(lexeme), sql` && `)})`);
  if (synonyms) ways.push(synonyms);
  if (!ways.length) {
    return {
      inSub,
      enough: sql`false`,
      share: sql`0`,
      rank: sql`0`,
      hasWords: false,
      any: Boolean(spec.subCategoryId),
    };
  }
  const enough = sql`l.search_vector @@ (${sql.join(ways, sql` || `)})`;
  const anyWord = sql`(${sql.join([...lexemes.map(lexeme), ...(synonyms ? [synonyms] : [])], sql` || `)})`;
  const hits = lexemes.length
    ? sql`(${sql.join(
        lexemes.map((word) => sql`(l.search_vector @@ ${lexeme(word)})::int`),
        sql` + `,
      )})::float8 / ${lexemes.length}`
    : sql`0`;
  return {
    inSub,
    enough,
    share: synonyms ? sql`case when l.search_vector @@ ${synonyms} then 1 else ${hits} end` : hits,
    rank: sql`ts_rank_cd(l.search_vector, ${anyWord}, 1)`,
    hasWords: true,
    any: true,
  };
}

/** Business `b` (or its search row's city) within reach of the requirement. */
function reach(spec: MatchSpec, radiusKm: number, city: SQL) {
  return spec.point
    ? sql`(${withinRadius(spec.point, radiusKm)} or (b.latitude is null and ${city} = ${spec.city}))`
    : sql`${city} = ${spec.city}`;
}

/** Per business: whether a listing is in the sub-category, the best word share and rank. */
const relevanceColumns = (t: ReturnType<typeof relevanceTerms>) =>
  sql`bool_or(${t.inSub}) as in_sub,
      coalesce(max(case when ${t.enough} then ${t.share} end), 0)::float8 as word_share,
      coalesce(max(case when ${t.enough} then ${t.rank} end), 0)::float8 as text_rank`;

/**
 * The search rows of one city filed in the sub-category, then those holding enough of the words:
 * each part answered by its own city-keyed index (city and sub-category ids, city and search
 * vector, migration 0017; asked as one OR, the planner read the city's every row in one of them
 * and intersected), with a place only those of businesses within reach (their business read by
 * its key, row by row). A row may come twice: what is read of them (bool_or, max) does not mind.
 */
function cityRows(
  spec: MatchSpec,
  t: ReturnType<typeof relevanceTerms>,
  city: SQL,
  radiusKm: number,
): SQL {
  const table = sql.raw(KINDS[spec.kind].rows);
  const part = (condition: SQL) =>
    spec.point
      ? sql`select l.fk_business_id, l.sub_category_ids, l.search_vector
              from ${table} l join businesses b on b.id = l.fk_business_id
             where l.city = ${city} and ${condition} and ${reach(spec, radiusKm, sql`l.city`)}`
      : sql`select l.fk_business_id, l.sub_category_ids, l.search_vector
              from ${table} l where l.city = ${city} and ${condition}`;
  const parts = [
    ...(spec.subCategoryId ? [part(t.inSub)] : []),
    ...(t.hasWords ? [part(t.enough)] : []),
  ];
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/**
 * The businesses with a relevant public listing in reach: id, in_sub, word_share, text_rank.
 * With a place, the search rows are read city by city (cityRows) for the cities with a public
 * business whose centre is within the radius and a city's own reach (SERVED_RADIUS_KM: a
 * detected position counts for a city that far) of the place, and the buyer's own city; the
 * exact distance of each business then decides. Reading every match in India and the distance
 * of each cost several times more than finding the cities of the businesses within the radius
 * from their position index (docs/performance.md, "Figures that were in code comments").
 */
function relevantSql(spec: MatchSpec, radiusKm: number): SQL {
  const t = relevanceTerms(spec);
  // A box of plain degrees around the place first: the distance of every city is too slow to
  // compute on each match (docs/performance.md, "Figures that were in code comments").
  const degrees = (radiusKm + SERVED_RADIUS_KM) / 111;
  const degreesEast = degrees / Math.max(0.1, Math.cos((spec.point?.lat ?? 0) * (Math.PI / 180)));
  const from = spec.point
    ? sql`(select ci.name as city from cities ci
            where ci.latitude between ${spec.point.lat - degrees} and ${spec.point.lat + degrees}
              and ci.longitude between ${spec.point.lng - degreesEast} and ${spec.point.lng + degreesEast}
              and earth_distance(earth_at(ci.latitude, ci.longitude),
                    earth_at(${spec.point.lat}::float8, ${spec.point.lng}::float8))
                  <= ${(radiusKm + SERVED_RADIUS_KM) * 1000}::float8
              and exists (select 1 from businesses b where b.city = ci.name and ${BUSINESS_OWN_VISIBLE})
           union select ${spec.city}) c
          cross join lateral ${cityRows(spec, t, sql`c.city`, radiusKm)} l`
    : sql`${cityRows(spec, t, sql`${spec.city}`, radiusKm)} l`;
  return sql`select l.fk_business_id as id, ${relevanceColumns(t)}
      from ${from}
     group by l.fk_business_id`;
}

/** The relevance of each business of `pool` (ids), over all its public listings. */
function relevanceOfPool(spec: MatchSpec): SQL {
  const k = KINDS[spec.kind];
  const t = relevanceTerms(spec);
  return sql`select p.id, coalesce(x.in_sub, false) as in_sub, coalesce(x.word_share, 0) as word_share,
        coalesce(x.text_rank, 0) as text_rank
      from pool p left join lateral (
        select ${relevanceColumns(t)}
          from ${sql.raw(k.rows)} l where l.fk_business_id = p.id) x on true`;
}

/**
 * The scored businesses of `m` (id, in_sub, word_share, text_rank): what the answer and the order
 * need, and the score without the response share (pre_score).
 */
function scoredSql(spec: MatchSpec, settings: MatchSettings, now: Date): SQL {
  const radiusM = settings.radiusKm * 1000;
  const distance = spec.point ? distanceMeters(spec.point) : sql`null`;
  const nearness = spec.point
    ? sql`greatest(0, 1 - coalesce(distance_m, ${radiusM}::float8) / ${radiusM}::float8)`
    : sql`0`;
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  return sql`select s.*, (s.relevance + 1.5 * ${nearness}
        + coalesce(s.rating_average, 0) / 5 * least(s.rating_count, 5) / 5.0)::float8 as pre_score
      from (select b.id, b.name, b.fk_user_id as owner_id, b.city, b.business_type as kind,
          (${distance})::float8 as distance_m, b.rating_average::float8 as rating_average,
          b.rating_count,
          (u.plan <> ${PLAN_NONE} and u.plan_expires_at > ${now.toISOString()}::timestamptz) as has_plan,
          (select count(*)::int from requirement_leads r
            where r.fk_business_id = b.id and r.created_at > ${dayAgo}::timestamptz) as today_count,
          exists (select 1 from requirement_leads r
                   where r.fk_requirement_id = ${spec.requirementId} and r.fk_business_id = b.id)
            as already_offered,
          exists (select 1 from requirement_leads r join businesses ob on ob.id = r.fk_business_id
                   where r.fk_requirement_id = ${spec.requirementId}
                     and ob.fk_user_id = b.fk_user_id) as seller_offered,
          (2 * m.in_sub::int + m.word_share + least(m.text_rank, 1))::float8 as relevance
        from m join businesses b on b.id = m.id join users u on u.id = b.fk_user_id
       where ${BUSINESS_VISIBLE} and b.business_type = ${spec.kind}
         ${spec.posterId ? sql`and b.fk_user_id <> ${spec.posterId}` : sql``}) s`;
}

const ORDER = sql`has_plan desc, pre_score desc, distance_m asc nulls last, today_count, id`;

/** Response share, the last part of the score, and the final order. */
async function withResponse(db: Database, found: Row[], now: Date): Promise<RankedBusiness[]> {
  const tallies = await responseTallies(
    db,
    found.map((row) => row.id),
    responseWindow(now),
  );
  const ranked = found.map((row) => {
    const tally = tallies.get(row.id);
    const response =
      tally && tally.enquiries >= RESPONSE_TIME_MIN_ENQUIRIES
        ? tally.acted / tally.enquiries
        : UNKNOWN_RESPONSE;
    return {
      id: row.id,
      name: row.name,
      ownerId: row.owner_id,
      city: row.city,
      kind: row.kind,
      distanceKm: row.distance_m === null ? null : Math.round(row.distance_m / 100) / 10,
      todayCount: row.today_count,
      alreadyOffered: row.already_offered,
      hasPlan: row.has_plan,
      relevance: row.relevance,
      score: row.pre_score + response,
      distanceM: row.distance_m,
    };
  });
  ranked.sort(
    (a, b) =>
      Number(b.hasPlan) - Number(a.hasPlan) ||
      b.score - a.score ||
      (a.distanceM ?? Infinity) - (b.distanceM ?? Infinity) ||
      a.todayCount - b.todayCount ||
      (a.id < b.id ? -1 : 1),
  );
  return ranked.map(({ distanceM: _distanceM, ...business }) => business);
}

/** How many the ranking statement keeps for the response share to order (see above). */
export const poolFor = (limit: number) => Math.max(20, limit * 4);

/**
 * The ranking statement of matchBusinesses: the pool of eligible businesses, one per seller,
 * ordered by everything but the response share. Undefined when nothing can be relevant (no
 * sub-category and no words). bench/requirement-match.ts EXPLAINs it.
 */
export function matchStatement(
  spec: MatchSpec,
  settings: MatchSettings,
  now: Date,
  pool: number,
): SQL | undefined {
  if (!relevanceTerms(spec).any) return undefined;
  return sql`with m as (${relevantSql(spec, settings.radiusKm)}),
      eligible as (
        select * from (${scoredSql(spec, settings, now)}) s
         where not s.seller_offered and s.today_count < ${settings.perBusinessDaily}
      ),
      one_each as (
        select distinct on (owner_id) * from eligible
         order by owner_id, ${ORDER}
      )
      select * from one_each order by ${ORDER} limit ${pool}`;
}

/**
 * The businesses a requirement goes to next, best first, at most `limit`: relevant, in reach,
 * under the daily cap, one per seller, none of a seller already offered it.
 */
export async function matchBusinesses(
  db: Database,
  spec: MatchSpec,
  settings: MatchSettings,
  now: Date,
  limit: number,
): Promise<RankedBusiness[]> {
  const statement = limit > 0 ? matchStatement(spec, settings, now, poolFor(limit)) : undefined;
  if (!statement) return [];
  const found = await rows<Row>(db, statement);
  return (await withResponse(db, found, now)).slice(0, limit);
}

/**
 * The administrator's candidates for routing a requirement by hand (often one nothing matched):
 * public businesses of its kind whose name holds `q` anywhere in India, or without `q` the
 * relevant businesses in reach and the best rated others in reach; ranked like the match, but
 * the daily cap, one per seller and earlier offers only show (todayCount, alreadyOffered).
 */
export async function candidateBusinesses(
  db: Database,
  spec: MatchSpec,
  settings: MatchSettings,
  now: Date,
  q: string | undefined,
  limit = 30,
): Promise<RankedBusiness[]> {
  const t = relevanceTerms(spec);
  const ofKind = sql`${BUSINESS_VISIBLE} and b.business_type = ${spec.kind}`;
  const people = sql.raw('businesses b join users u on u.id = b.fk_user_id');
  const pool = q
    ? sql`select b.id from ${people}
           where ${ofKind} and b.name ilike ${containsPattern(q)}
           order by b.rating_count desc, b.id limit 200`
    : sql`${
        t.any
          ? sql`(select r.id from (${relevantSql(spec, settings.radiusKm)}) r
                  order by (2 * r.in_sub::int + r.word_share + r.text_rank) desc, r.id limit 200)
                union `
          : sql``
      }(select b.id from ${people}
         where ${ofKind} and ${reach(spec, settings.radiusKm, sql`b.city`)}
         order by b.rating_count desc, b.id limit 100)`;
  const found = await rows<Row>(
    db,
    sql`with pool as (${pool}), m as (${relevanceOfPool(spec)})
      select * from (${scoredSql(spec, settings, now)}) s order by ${ORDER} limit ${limit}`,
  );
  return withResponse(db, found, now);
}
