import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AdminRequirement, BuyerRequirement, RequirementSeller } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  categories,
  requirementLeads,
  requirements,
  subCategories,
} from '../../db/schema/index.ts';
import { responseTimes } from '../response-time/service.ts';

// Requirements as their buyer and the administrator read them: one statement for the
// requirements, one for their offers, and for the buyer one for the sellers' response times.

const requirementColumns = {
  id: requirements.id,
  need: requirements.need,
  kind: requirements.kind,
  quantity: requirements.quantity,
  when: requirements.when,
  city: requirements.city,
  locality: requirements.locality,
  nearMe: requirements.nearMe,
  latitude: requirements.latitude,
  longitude: requirements.longitude,
  contactPerson: requirements.contactPerson,
  phoneNo: requirements.phoneNo,
  erasedAt: requirements.erasedAt,
  status: requirements.status,
  reportedAt: requirements.reportedAt,
  reportReason: requirements.reportReason,
  createdAt: requirements.createdAt,
  categoryId: categories.id,
  category: categories.category,
  categoryHi: categories.categoryHi,
  subCategoryId: subCategories.id,
  subCategory: subCategories.subCategory,
  subCategoryHi: subCategories.subCategoryHi,
};

/** Requirements matching `where`, with their category and sub-category, newest first. */
function selectRequirements(db: Database, where: SQL | undefined) {
  return db
    .select(requirementColumns)
    .from(requirements)
    .leftJoin(categories, eq(categories.id, requirements.fkCategoryId))
    .leftJoin(subCategories, eq(subCategories.id, requirements.fkSubCategoryId))
    .where(where)
    .orderBy(desc(requirements.createdAt), desc(requirements.id));
}

type RequirementRow = Awaited<ReturnType<typeof selectRequirements>>[number];

const named = (id: string | null, name: string | null, nameHi: string | null) =>
  id && name ? { _id: id, name, nameHi } : null;

/** Metres from the requirement's place to the business `b`; null unless both are known. */
const distanceFromRequirement = sql<number | null>`case
  when ${requirements.latitude} is not null and ${businesses.latitude} is not null
  then earth_distance(earth_at(${businesses.latitude}, ${businesses.longitude}),
                      earth_at(${requirements.latitude}, ${requirements.longitude}))::float8 end`;

/** The buyer's requirements of `where` (never removed ones), with the sellers they went to. */
export async function buyerRequirements(
  db: Database,
  where: SQL | undefined,
  now: Date,
  limit = 50,
): Promise<BuyerRequirement[]> {
  const found = await selectRequirements(db, where).limit(limit);
  if (!found.length) return [];
  const offers = await db
    .select({
      requirementId: requirementLeads.fkRequirementId,
      offer: requirementLeads.offer,
      respondedAt: requirementLeads.respondedAt,
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      phoneNo: businesses.phoneNo,
      ratingAverage: businesses.ratingAverage,
      ratingCount: businesses.ratingCount,
      distanceM: distanceFromRequirement,
    })
    .from(requirementLeads)
    .innerJoin(requirements, eq(requirements.id, requirementLeads.fkRequirementId))
    .innerJoin(businesses, eq(businesses.id, requirementLeads.fkBusinessId))
    .where(
      and(
        inArray(
          requirementLeads.fkRequirementId,
          found.map((row) => row.id),
        ),
        sql`${requirementLeads.offer} <> 'declined'`,
      ),
    )
    // Those who answered first, then in the match's order.
    .orderBy(
      sql`${requirementLeads.offer} = 'accepted' desc`,
      sql`${requirementLeads.rank} asc nulls last`,
      asc(requirementLeads.createdAt),
    );
  const times = await responseTimes(
    db,
    offers.map((offer) => offer.id),
    now,
  );
  const sellers = new Map<string, RequirementSeller[]>();
  for (const offer of offers) {
    const list = sellers.get(offer.requirementId) ?? [];
    list.push({
      _id: offer.id,
      name: offer.name,
      slug: offer.slug,
      phoneNo: offer.phoneNo,
      ratingAverage: offer.ratingCount > 0 ? offer.ratingAverage : null,
      ratingCount: offer.ratingCount,
      distanceKm: offer.distanceM === null ? null : Math.round(Number(offer.distanceM) / 100) / 10,
      responseTime: times.get(offer.id) ?? null,
      offer: offer.offer === 'accepted' ? 'accepted' : 'offered',
      respondedAt: offer.respondedAt?.toISOString() ?? null,
    });
    sellers.set(offer.requirementId, list);
  }
  return found.map((row) => toBuyerRequirement(row, sellers.get(row.id) ?? []));
}

const toBuyerRequirement = (
  row: RequirementRow,
  sellers: RequirementSeller[],
): BuyerRequirement => ({
  _id: row.id,
  need: row.need,
  kind: row.kind,
  category: named(row.categoryId, row.category, row.categoryHi),
  subCategory: named(row.subCategoryId, row.subCategory, row.subCategoryHi),
  quantity: row.quantity,
  when: row.when,
  city: row.city,
  locality: row.locality,
  nearMe: row.nearMe,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  sellers,
});

/** The administrator's page of requirements of `where`, with every offer. */
export async function adminRequirements(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<AdminRequirement[]> {
  const found = await selectRequirements(db, where).limit(page.limit).offset(page.offset);
  if (!found.length) return [];
  const offers = await db
    .select({
      requirementId: requirementLeads.fkRequirementId,
      businessId: businesses.id,
      businessName: businesses.name,
      offer: requirementLeads.offer,
      routedBy: requirementLeads.routedBy,
      offeredAt: requirementLeads.createdAt,
      respondedAt: requirementLeads.respondedAt,
    })
    .from(requirementLeads)
    .innerJoin(businesses, eq(businesses.id, requirementLeads.fkBusinessId))
    .where(
      inArray(
        requirementLeads.fkRequirementId,
        found.map((row) => row.id),
      ),
    )
    .orderBy(asc(requirementLeads.createdAt), sql`${requirementLeads.rank} asc nulls last`);
  return found.map((row) => ({
    _id: row.id,
    need: row.need,
    kind: row.kind,
    subCategory: row.subCategory,
    category: row.category,
    quantity: row.quantity,
    when: row.when,
    city: row.city,
    locality: row.locality,
    contactPerson: row.contactPerson,
    // An erased buyer's ERASED_PHONE is a placeholder, not a number to call.
    phoneNo: row.erasedAt === null ? row.phoneNo : '',
    erased: row.erasedAt !== null,
    status: row.status,
    reportedAt: row.reportedAt?.toISOString() ?? null,
    reportReason: row.reportReason,
    createdAt: row.createdAt.toISOString(),
    offers: offers
      .filter((offer) => offer.requirementId === row.id)
      .map((offer) => ({
        businessId: offer.businessId,
        businessName: offer.businessName,
        offer: offer.offer,
        routedBy: offer.routedBy,
        offeredAt: offer.offeredAt.toISOString(),
        respondedAt: offer.respondedAt?.toISOString() ?? null,
      })),
  }));
}

/** One requirement as the administrator reads it. */
export async function adminRequirement(db: Database, id: string) {
  const [found] = await adminRequirements(db, eq(requirements.id, id), { limit: 1, offset: 0 });
  return found;
}
