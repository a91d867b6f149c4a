import type { Database } from '../../db/client.ts';
import {
  businessLeads,
  businesses,
  productLeads,
  products,
  serviceLeads,
  services,
} from '../../db/schema/index.ts';
import { publicBusinessExists, publicListingExists } from '../../db/visibility.ts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  encodeRouteId,
  idSchema,
  leadNotification,
  type CreateLeadFields,
  type Lead,
  type LeadKind,
  type LeadsPage,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { enforceLimit } from '../../lib/rate-limit/index.ts';
import { addressKey } from '../../lib/visitor.ts';
import { enqueueLeadAlert } from '../alerts/service.ts';
import type { Authenticated } from '../auth/service.ts';
import { enqueueEnquiryReceipt } from '../buyer-enquiries/service.ts';
import { announceNotification, insertNotification } from '../notifications/service.ts';
import { leadLink } from './lead-link.ts';
import { giveConsent } from '../consents/service.ts';

// Every enquiry of a business, as its inbox lists them (the businesses' list shows the count).
export { enquiryCountsByBusiness } from './counts.ts';
// For the requirements module (docs/decisions/033-requirements.md): a seller's Accept or Not
// interested is answered with the lead as the inbox shows it; an offer's alert opens the lead.
export { inboxEnquiry } from './inbox-read.ts';
export { leadLink };

// Spec §4 Leads and §7 leads calls: a visitor's query becomes a lead of a product, a service or
// a business, and its seller is notified in the same transaction. Sellers read, download and
// delete the leads of their own listings, deleted listings included (DESIGN.md §4).

/** Abuse limits on lead creation (docs/decisions/006). */
export const LEAD_RATE_LIMITS = {
  /**
   * Queries one address (an IPv4 address or an IPv6 /64) may send in an hour, to any listing:
   * many buyers share a carrier's address, and the per-phone limits below bound each one.
   */
  perIp: { limit: 60, windowSeconds: 60 * 60 },
  /** Queries naming one contact number in an hour, to any listing. */
  perPhone: { limit: 10, windowSeconds: 60 * 60 },
  /** Queries naming one contact number to one listing in a day. */
  perPhoneAndTarget: { limit: 3, windowSeconds: 24 * 60 * 60 },
} as const;

export const isId = (value: string) => idSchema.safeParse(value).success;

/** What a lead is about: the listing, the business it belongs to and the seller to notify. */
type Target = { id: string; name: string; businessId: string; ownerId: string };

/** Names inside a route identifier stay short, so the path does too. */
const shortName = (name: string) => (name.length > 60 ? `${name.slice(0, 59)}…` : name);

/** Where the seller's notification leads: the lead page of the listing in the seller's area. */
export function leadsPagePath(kind: LeadKind, target: { id: string; name: string }) {
  const name = shortName(target.name);
  if (kind === 'product')
    return `/userAdmin/businesses/products/leads/${encodeRouteId({ _id: target.id, productName: name })}`;
  if (kind === 'service')
    return `/userAdmin/businesses/services/leads/${encodeRouteId({ _id: target.id, serviceName: name })}`;
  return `/userAdmin/businesses/viewLeads/${encodeRouteId({ _id: target.id, businessName: name })}`;
}

/** The public target of a new lead, read inside the lead's transaction; null when not public. */
async function publicTarget(db: Database, kind: LeadKind, id: string): Promise<Target | null> {
  const isPublic =
    kind === 'business'
      ? await publicBusinessExists(db, id)
      : await publicListingExists(db, kind, id);
  if (!isPublic) return null;
  if (kind === 'business') {
    const [row] = await db
      .select({ id: businesses.id, name: businesses.name, ownerId: businesses.fkUserId })
      .from(businesses)
      .where(eq(businesses.id, id));
    return row ? { ...row, businessId: row.id } : null;
  }
  const table = kind === 'product' ? products : services;
  const [row] = await db
    .select({
      id: table.id,
      name: table.name,
      businessId: table.fkBusinessId,
      ownerId: businesses.fkUserId,
    })
    .from(table)
    .innerJoin(businesses, eq(businesses.id, table.fkBusinessId))
    .where(eq(table.id, id));
  return row ?? null;
}

async function insertLead(
  db: Database,
  kind: LeadKind,
  target: Target,
  fields: CreateLeadFields,
  createdAt: Date,
) {
  const values = {
    contactPerson: fields.contactPerson,
    phoneNo: fields.phoneNo,
    email: fields.email ?? null,
    businessName: fields.businessName ?? null,
    query: fields.query ?? null,
    fkBusinessId: target.businessId,
    createdAt,
  };
  const inserted =
    kind === 'product'
      ? await db
          .insert(productLeads)
          .values({ ...values, fkProductId: target.id })
          .returning({ id: productLeads.id })
      : kind === 'service'
        ? await db
            .insert(serviceLeads)
            .values({ ...values, fkServiceId: target.id })
            .returning({ id: serviceLeads.id })
        : await db.insert(businessLeads).values(values).returning({ id: businessLeads.id });
  return inserted[0]!.id;
}

/**
 * POST /public/{product,service,business}Leads/create. Limits per address, per contact number
 * and per number and listing (429 with Retry-After); a filled honeypot is answered like a
 * success and stores nothing; a target that is not public answers 404. The lead and the
 * seller's notification are written in one transaction, and the seller's open streams hear of
 * it once it has committed.
 */
export async function createLead(
  deps: AppDeps,
  kind: LeadKind,
  targetId: string,
  fields: CreateLeadFields,
  ip: string,
) {
  const { perIp, perPhone, perPhoneAndTarget } = LEAD_RATE_LIMITS;
  await enforceLimit(deps.limiter, addressKey('lead', { ip }), perIp.limit, perIp.windowSeconds);
  await enforceLimit(
    deps.limiter,
    `lead:phone:${fields.phoneNo}`,
    perPhone.limit,
    perPhone.windowSeconds,
  );
  // Only robots fill the hidden field; they are told it worked, so they learn nothing.
  if (fields.website?.trim()) return;
  await enforceLimit(
    deps.limiter,
    `lead:phone-target:${fields.phoneNo}:${kind}:${targetId}`,
    perPhoneAndTarget.limit,
    perPhoneAndTarget.windowSeconds,
  );

  const now = deps.clock.now();
  const { ownerId, notification } = await deps.database.db.transaction(async (tx) => {
    const target = await publicTarget(tx, kind, targetId);
    if (!target) throw notFound();
    const leadId = await insertLead(tx, kind, target, fields, now);
    // The form's own tick box, never implied by sending the enquiry: one SMS after the reply.
    if (fields.reviewInviteSms) {
      await giveConsent(tx, { phoneNo: fields.phoneNo }, 'reviewInviteSms', now);
    }
    const created = await insertNotification(tx, {
      userId: target.ownerId,
      notification: leadNotification(kind, fields.contactPerson, target.name),
      redirect: leadsPagePath(kind, target),
      createdAt: now,
    });
    await enqueueLeadAlert(
      tx,
      {
        sellerId: target.ownerId,
        contactPerson: fields.contactPerson,
        targetName: target.name,
        url: leadLink(kind, leadId),
      },
      now,
    );
    await enqueueEnquiryReceipt(
      deps,
      tx,
      { phoneNo: fields.phoneNo, businessId: target.businessId },
      now,
    );
    return { ownerId: target.ownerId, notification: created };
  });
  deps.jobs.ring();
  await announceNotification(deps, ownerId, notification);
}

// ——— The seller's side ———

type OwnedListing = LeadsPage['listing'];

/**
 * The seller's own business, product or service with this id, soft-deleted ones included (their
 * leads stay readable). Another seller's, an unknown or a malformed id → 404 alike.
 */
export async function findOwnedListing(
  db: Database,
  auth: Authenticated,
  kind: LeadKind,
  id: string,
): Promise<OwnedListing> {
  if (!isId(id)) throw notFound();
  if (kind === 'business') {
    const [row] = await db
      .select({ id: businesses.id, name: businesses.name, deletedAt: businesses.deletedAt })
      .from(businesses)
      .where(and(eq(businesses.id, id), eq(businesses.fkUserId, auth.user.id)));
    if (!row) throw notFound();
    return {
      _id: row.id,
      name: row.name,
      kind,
      isDeleted: row.deletedAt !== null,
      businessId: row.id,
    };
  }
  const table = kind === 'product' ? products : services;
  const [row] = await db
    .select({
      id: table.id,
      name: table.name,
      businessId: table.fkBusinessId,
      isDeleted: sql<boolean>`(${table.deletedAt} is not null or ${businesses.deletedAt} is not null)`,
    })
    .from(table)
    .innerJoin(businesses, eq(businesses.id, table.fkBusinessId))
    .where(and(eq(table.id, id), eq(businesses.fkUserId, auth.user.id)));
  if (!row) throw notFound();
  return {
    _id: row.id,
    name: row.name,
    kind,
    isDeleted: Boolean(row.isDeleted),
    businessId: row.businessId,
  };
}

const leadFields = <T extends typeof productLeads | typeof serviceLeads | typeof businessLeads>(
  table: T,
) => ({
  id: table.id,
  contactPerson: table.contactPerson,
  phoneNo: table.phoneNo,
  email: table.email,
  businessName: table.businessName,
  query: table.query,
  createdAt: table.createdAt,
  erasedAt: table.erasedAt,
});

type LeadRow = {
  id: string;
  contactPerson: string;
  phoneNo: string;
  email: string | null;
  businessName: string | null;
  query: string | null;
  createdAt: Date;
  erasedAt: Date | null;
};

/** The live leads of one listing, newest first; a page of them, or all (downloads). */
async function listLeads(
  db: Database,
  kind: LeadKind,
  listingId: string,
  page: { limit: number; offset: number } | null,
): Promise<{ rows: LeadRow[]; total: number }> {
  const spec =
    kind === 'product'
      ? { table: productLeads, where: eq(productLeads.fkProductId, listingId) }
      : kind === 'service'
        ? { table: serviceLeads, where: eq(serviceLeads.fkServiceId, listingId) }
        : { table: businessLeads, where: eq(businessLeads.fkBusinessId, listingId) };
  const where = and(spec.where, isNull(spec.table.deletedAt));
  const query = db
    .select(leadFields(spec.table))
    .from(spec.table)
    .where(where)
    .orderBy(desc(spec.table.createdAt), desc(spec.table.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ n: count() }).from(spec.table).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const toLead = (row: LeadRow, listing: OwnedListing): Lead => ({
  _id: row.id,
  // An erased buyer's placeholders (an empty name, ERASED_PHONE) never leave as contact details.
  contactPerson: row.erasedAt === null ? row.contactPerson : '',
  phoneNo: row.erasedAt === null ? row.phoneNo : '',
  email: row.erasedAt === null ? row.email : null,
  erased: row.erasedAt !== null,
  businessName: row.businessName,
  query: row.query,
  createdAt: row.createdAt.toISOString(),
  ...(listing.kind === 'product' ? { products: [{ _id: listing._id, name: listing.name }] } : {}),
});

/** GET fetchAll {id, perPage 12, pageNo}: the leads of the seller's listing, newest first. */
export async function fetchLeads(
  db: Database,
  auth: Authenticated,
  kind: LeadKind,
  query: { id: string; pageNo: number; perPage: number },
): Promise<LeadsPage> {
  const listing = await findOwnedListing(db, auth, kind, query.id);
  const { rows, total } = await listLeads(db, kind, listing._id, {
    limit: query.perPage,
    offset: (query.pageNo - 1) * query.perPage,
  });
  return { leads: rows.map((row) => toLead(row, listing)), total, listing };
}

/** Every live lead of the seller's listing, newest first, for the CSV download. */
export async function leadsForDownload(
  db: Database,
  auth: Authenticated,
  kind: LeadKind,
  id: string,
) {
  const listing = await findOwnedListing(db, auth, kind, id);
  const { rows } = await listLeads(db, kind, listing._id, null);
  return { listing, leads: rows.map((row) => toLead(row, listing)) };
}

/**
 * DELETE delete {id of the lead}: a soft delete (the row keeps `deletedAt`), of a lead of one of
 * the seller's businesses only; another seller's or an unknown lead → 404, nothing changed.
 */
export async function deleteLead(deps: AppDeps, auth: Authenticated, kind: LeadKind, id: string) {
  if (!isId(id)) throw notFound();
  const table =
    kind === 'product' ? productLeads : kind === 'service' ? serviceLeads : businessLeads;
  const sellersBusinesses = deps.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.fkUserId, auth.user.id));
  const rows = await deps.database.db
    .update(table)
    .set({ deletedAt: deps.clock.now() })
    .where(
      and(
        eq(table.id, id),
        isNull(table.deletedAt),
        inArray(table.fkBusinessId, sellersBusinesses),
      ),
    )
    .returning({ id: table.id });
  if (!rows.length) throw notFound();
}
