import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import {
  BUYER_MSG,
  REQUIREMENT_MSG,
  type BuyerRequirement,
  type CategoryType,
  type Position,
  type RequirementCreated,
  type RequirementCreateFields,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { categories, requirements, subCategories } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey } from '../../lib/visitor.ts';
import { authenticate } from '../auth/service.ts';
import { provedPhone, signBuyerProof } from '../buyer-enquiries/service.ts';
import { localityNamed } from '../discovery/service.ts';
import { listedWords } from '../reviews/service.ts';
import { matchBusinesses } from './matching.ts';
import { announceOffers, writeOffers, type Written } from './offers.ts';
import { buyerRequirements } from './read.ts';
import { lexemesOf, posterOf, understandNeed } from './spec.ts';
import { matchWordsOf, needKeyOf } from './words.ts';

// POST /api/requirements/create (docs/decisions/033-requirements.md): a buyer's need,
// proved by the phone's code, written with its offers, notifications and alerts in one
// transaction. Every refusal comes before anything is written.

const DAY_MS = 24 * 3600_000;
const DAY_SECONDS = 24 * 3600;

export type Caller = { ip: string; authorization: string | undefined };
export type CreateAnswer = { answer: RequirementCreated; message: string; created: boolean };

/**
 * The phone's proof for the answer: the caller's own proof naming body.phoneNo, or a fresh one
 * for a signed-in account whose phone it is (verified when the account was made). Also who
 * posts, when an account has the phone. 403 in plain words otherwise, before anything else.
 */
async function provePhone(deps: AppDeps, body: RequirementCreateFields, caller: Caller) {
  const now = deps.clock.now();
  // A stale or foreign session only means the caller is treated as a visitor.
  const auth = caller.authorization ? await authenticate(deps, caller.authorization) : null;
  if (auth && auth.user.phoneNo === body.phoneNo) {
    const signed = await signBuyerProof(deps.config.jwtSecret, body.phoneNo, now);
    return { proof: signed.proof, provedUntil: signed.provedUntil, posterId: auth.user.id };
  }
  const proved = body.proof ? await provedPhone(deps.config.jwtSecret, body.proof, now) : null;
  if (!proved || proved.phoneNo !== body.phoneNo || !body.proof) {
    throw new HttpError(403, 'FORBIDDEN', BUYER_MSG.proofRequired);
  }
  return { proof: body.proof, provedUntil: proved.provedUntil, posterId: null };
}

/**
 * The category and sub-category the buyer left, checked against the kind's catalogue: a
 * sub-category brings its category; one of another kind or another category is not available.
 */
async function resolveCatalog(
  db: Database,
  kind: CategoryType,
  categoryId: string | undefined,
  subCategoryId: string | undefined,
) {
  if (subCategoryId) {
    const [row] = await db
      .select({ categoryId: subCategories.fkCategoryId, type: categories.type })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.fkCategoryId))
      .where(eq(subCategories.id, subCategoryId));
    if (!row || row.type !== kind || (categoryId && categoryId !== row.categoryId)) {
      throw badRequest(REQUIREMENT_MSG.categoryNotFound);
    }
    return { categoryId: row.categoryId, subCategoryId };
  }
  if (categoryId) {
    const [row] = await db
      .select({ type: categories.type })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!row || row.type !== kind) throw badRequest(REQUIREMENT_MSG.categoryNotFound);
  }
  return { categoryId: categoryId ?? null, subCategoryId: null };
}

type Place = { point: Position | null; locality: string | null; nearMe: boolean };

/**
 * Where the buyer is: their own position (Near me); else a locality of the city, at its point
 * (the search's localities: the centre of its businesses); else a locality the need itself
 * names in the same city ('plumber in baner'); else the city alone. A locality Haat does not
 * know stays as the buyer wrote it, without a point: the city is the reach.
 */
async function resolvePlace(
  db: Database,
  body: RequirementCreateFields,
  understood: {
    city?: string | undefined;
    locality?: string | undefined;
    localityPoint?: Position;
  },
  nowMs: number,
): Promise<Place> {
  if (body.latitude !== undefined && body.longitude !== undefined) {
    return {
      point: { lat: body.latitude, lng: body.longitude },
      locality: body.locality ?? null,
      nearMe: true,
    };
  }
  if (body.locality) {
    const known = await localityNamed(db, body.city, body.locality, nowMs);
    return {
      point: known?.point ?? null,
      locality: known?.locality ?? body.locality,
      nearMe: false,
    };
  }
  if (understood.locality && understood.city === body.city) {
    return {
      point: understood.localityPoint ?? null,
      locality: understood.locality,
      nearMe: false,
    };
  }
  return { point: null, locality: null, nearMe: false };
}

/** The same phone's same need of the last day, still live; its id, or undefined. */
async function sameNeedToday(db: Database, phoneNo: string, needKey: string, now: Date) {
  const [row] = await db
    .select({ id: requirements.id })
    .from(requirements)
    .where(
      and(
        eq(requirements.phoneNo, phoneNo),
        eq(requirements.needKey, needKey),
        gt(requirements.createdAt, new Date(now.getTime() - DAY_MS)),
        // A removed one is gone; a closed one was found: asking again is a new need.
        notInArray(requirements.status, ['removed', 'closed']),
      ),
    )
    .orderBy(desc(requirements.createdAt))
    .limit(1);
  return row?.id;
}

/** The message of a new requirement's answer. */
function sentMessage(status: 'held' | 'unmatched' | 'matched', offered: number) {
  if (status === 'held') return REQUIREMENT_MSG.held;
  if (status === 'unmatched') return REQUIREMENT_MSG.unmatched;
  return offered === 1
    ? REQUIREMENT_MSG.sentOne
    : REQUIREMENT_MSG.sent.replace('{{count}}', String(offered));
}

async function readOne(db: Database, id: string, now: Date): Promise<BuyerRequirement> {
  const [found] = await buyerRequirements(db, eq(requirements.id, id), now, 1);
  if (!found) throw new Error(`requirement ${id} was not read back`);
  return found;
}

/**
 * Proof, then the honeypot (a robot is told it worked), then the catalogue, place and the
 * same-need check (reads), then the limits per phone and per address, then one transaction:
 * the requirement, and unless its words are on the profanity lists (held for the
 * administrator), its offers to the best matches with their notifications and alerts.
 */
export async function createRequirement(
  deps: AppDeps,
  body: RequirementCreateFields,
  caller: Caller,
): Promise<CreateAnswer> {
  const db = deps.database.db;
  const { proof, provedUntil, posterId: signedInId } = await provePhone(deps, body, caller);
  const proofAnswer = { proof, provedUntil: provedUntil.toISOString() };
  const now = deps.clock.now();

  if (body.website?.trim()) {
    // Only robots fill the hidden field: an answer shaped like a success, and nothing written.
    return {
      answer: {
        requirement: {
          _id: uuidv7(),
          need: body.need,
          kind: body.kind,
          category: null,
          subCategory: null,
          quantity: body.quantity ?? null,
          when: body.when,
          city: body.city,
          locality: body.locality ?? null,
          nearMe: body.latitude !== undefined,
          status: 'unmatched',
          createdAt: now.toISOString(),
          sellers: [],
        },
        proof: proofAnswer,
        duplicate: false,
      },
      message: REQUIREMENT_MSG.unmatched,
      created: true,
    };
  }

  const catalog = await resolveCatalog(db, body.kind, body.categoryId, body.subCategoryId);
  const needKey = needKeyOf(body.need);
  const duplicateOf = async (tx: Database) => {
    const id = await sameNeedToday(tx, body.phoneNo, needKey, now);
    return id
      ? {
          answer: { requirement: await readOne(tx, id, now), proof: proofAnswer, duplicate: true },
          message: REQUIREMENT_MSG.duplicate,
          created: false,
        }
      : undefined;
  };
  const earlier = await duplicateOf(db);
  if (earlier) return earlier;

  const { perPhoneDaily, perAddressDaily, maxSellers, radiusKm, perBusinessDaily } =
    deps.config.requirements;
  await enforceLimit(deps.limiter, `requirement:phone:${body.phoneNo}`, perPhoneDaily, DAY_SECONDS);
  await enforceLimit(
    deps.limiter,
    addressKey('requirement', { ip: caller.ip }),
    perAddressDaily,
    DAY_SECONDS,
  );

  const understood = await understandNeed(db, body.need, body.city, now.getTime());
  const place = await resolvePlace(db, body, understood, now.getTime());
  const held = listedWords(body.need, body.quantity, body.contactPerson).length > 0;
  const posterId = await posterOf(db, body.phoneNo, signedInId);
  const lexemes = await lexemesOf(db, matchWordsOf(understood.search));

  const outcome = await db.transaction(async (tx) => {
    // One phone's requirements one at a time: a double tap is the same need, answered once.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`requirement:${body.phoneNo}`}, 0))`,
    );
    const again = await duplicateOf(tx);
    if (again) return { again };
    const id = uuidv7();
    const matches = held
      ? []
      : await matchBusinesses(
          tx,
          {
            requirementId: id,
            kind: body.kind,
            subCategoryId: catalog.subCategoryId,
            lexemes,
            synonyms: understood.synonyms,
            city: body.city,
            point: place.point,
            posterId,
          },
          { radiusKm, perBusinessDaily },
          now,
          maxSellers,
        );
    const status = held ? 'held' : matches.length ? 'matched' : 'unmatched';
    await tx.insert(requirements).values({
      id,
      need: body.need,
      needKey,
      kind: body.kind,
      fkCategoryId: catalog.categoryId,
      fkSubCategoryId: catalog.subCategoryId,
      quantity: body.quantity ?? null,
      when: body.when,
      city: body.city,
      locality: place.locality,
      latitude: place.point?.lat ?? null,
      longitude: place.point?.lng ?? null,
      nearMe: place.nearMe,
      contactPerson: body.contactPerson,
      phoneNo: body.phoneNo,
      fkUserId: signedInId,
      status,
      createdAt: now,
    });
    const written: Written = await writeOffers(
      tx,
      { id, need: body.need, contactPerson: body.contactPerson, phoneNo: body.phoneNo },
      matches.map((match, index) => ({ id: match.id, ownerId: match.ownerId, rank: index + 1 })),
      'match',
      now,
    );
    return { id, status, written, offered: matches.length } as const;
  });
  if ('again' in outcome) return outcome.again!;
  await announceOffers(deps, outcome.written);
  return {
    answer: {
      requirement: await readOne(db, outcome.id, now),
      proof: proofAnswer,
      duplicate: false,
    },
    message: sentMessage(outcome.status, outcome.offered),
    created: true,
  };
}
