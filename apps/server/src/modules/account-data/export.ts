import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { mediaUrl } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  alertPreferences,
  businesses,
  businessLeads,
  consents,
  erasures,
  listingRevisions,
  notifications,
  productLeads,
  products,
  pushSubscriptions,
  requirementLeads,
  reviews,
  serviceLeads,
  services,
  sessions,
  subscriptionRequests,
  users,
} from '../../db/schema/index.ts';
import type { ExportPart } from '../../lib/data-export.ts';

// What a seller's copy of their data holds (docs/decisions/037-personal-data.md): every table
// that names their account, each a part of the ZIP with where it can be changed. Never a secret:
// no password hash, no session token (the sessions table holds none), no push keys, no search
// vectors (they repeat the listing's own words).

/**
 * The words a lead shows where the buyer had their phone erased, as every seller's list shows
 * them: the row is kept for the seller's counts, the buyer is not.
 */
export const ERASED_LEAD_CONTACT = "Erased at the buyer's request";

type Row = Record<string, unknown>;

/** A row without the columns named (internal or secret). */
const without = (row: Row, ...names: string[]): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !names.includes(key)));

/** Image keys as the addresses a browser opens them at (the large variant). */
const photoAddresses = (images: readonly string[] | null) =>
  (images ?? []).map((key) => mediaUrl(key, 'large'));

/** A lead as the seller may keep it: an erased buyer's contact as the placeholder. */
const leadRow = (kind: string, row: Row): Row => {
  const base = { kind, ...without(row, 'erasedAt') };
  return row.erasedAt
    ? { ...base, contactPerson: ERASED_LEAD_CONTACT, phoneNo: null, email: null, erased: true }
    : { ...base, erased: false };
};

/** Every part of the copy of a seller's (or administrator's) data, for personalDataZip. */
export async function sellerDataParts(db: Database, userId: string): Promise<ExportPart[]> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error('the signed-in user has no row');
  const ownBusinesses = await db
    .select()
    .from(businesses)
    .where(eq(businesses.fkUserId, userId))
    .orderBy(desc(businesses.createdAt));
  const businessIds = ownBusinesses.map((row) => row.id);
  // inArray over no ids is refused by drizzle: an id that matches nothing stands in.
  const ofBusinesses = businessIds.length ? businessIds : ['00000000-0000-0000-0000-000000000000'];

  const [
    ownProducts,
    ownServices,
    productLeadRows,
    serviceLeadRows,
    businessLeadRows,
    requirementLeadRows,
    written,
    received,
    consentRows,
    sessionRows,
    notificationRows,
    subscriptionRows,
    alertRows,
    pushRows,
    revisionRows,
    erasureRows,
  ] = await Promise.all([
    db.select().from(products).where(inArray(products.fkBusinessId, ofBusinesses)),
    db.select().from(services).where(inArray(services.fkBusinessId, ofBusinesses)),
    db.select().from(productLeads).where(inArray(productLeads.fkBusinessId, ofBusinesses)),
    db.select().from(serviceLeads).where(inArray(serviceLeads.fkBusinessId, ofBusinesses)),
    db.select().from(businessLeads).where(inArray(businessLeads.fkBusinessId, ofBusinesses)),
    db.select().from(requirementLeads).where(inArray(requirementLeads.fkBusinessId, ofBusinesses)),
    // Reviews the seller wrote of other businesses: signed in, or with the account's phone.
    db
      .select()
      .from(reviews)
      .where(
        or(
          eq(reviews.fkUserId, userId),
          and(eq(reviews.phoneNo, user.phoneNo), isNull(reviews.erasedAt)),
        ),
      ),
    db.select().from(reviews).where(inArray(reviews.fkBusinessId, ofBusinesses)),
    db.select().from(consents).where(eq(consents.userId, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.fkUserId, userId))
      .orderBy(desc(notifications.createdAt)),
    db.select().from(subscriptionRequests).where(eq(subscriptionRequests.fkUserId, userId)),
    db.select().from(alertPreferences).where(eq(alertPreferences.fkUserId, userId)),
    db
      .select({
        id: pushSubscriptions.id,
        language: pushSubscriptions.language,
        createdAt: pushSubscriptions.createdAt,
        lastSentAt: pushSubscriptions.lastSentAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.fkUserId, userId)),
    db.select().from(listingRevisions).where(eq(listingRevisions.fkUserId, userId)),
    db.select().from(erasures).where(eq(erasures.userId, userId)),
  ]);

  const listing = (row: Row & { images: string[] }) => ({
    ...without(row, 'searchVector', 'images'),
    photos: photoAddresses(row.images),
  });
  const reviewRow = (row: Row) => without(row, 'phoneNo', 'flaggedWords');

  return [
    {
      name: 'profile',
      about: 'your account: name, contact number, e-mail, address, logo, plan and status',
      whereToChange: 'Edit Profile (your name, number, e-mail, address and logo)',
      rows: [
        {
          ...without(user, 'passwordHash', 'logo'),
          logo: user.logo ? mediaUrl(user.logo, 'large') : null,
        },
      ],
    },
    {
      name: 'businesses',
      about: 'the businesses you registered, with their contact details and photos',
      whereToChange: 'My Businesses: each business has Edit and Delete',
      rows: ownBusinesses.map((row) => listing(row)),
    },
    {
      name: 'products',
      about: 'the products of your businesses, with their photos',
      whereToChange: "My Businesses → the business's products: the product's Edit screen",
      rows: ownProducts.map((row) => listing(row)),
    },
    {
      name: 'services',
      about: 'the services of your businesses, with their photos',
      whereToChange: "My Businesses → the business's services: the service's Edit screen",
      rows: ownServices.map((row) => listing(row)),
    },
    {
      name: 'edits-awaiting-review',
      about: 'changes to your listings waiting for (or refused by) an administrator',
      whereToChange: "the listing's Edit screen",
      rows: revisionRows.map((row) => ({
        ...without(row, 'images'),
        photos: photoAddresses(row.images),
      })),
    },
    {
      name: 'enquiries-received',
      about:
        'enquiries buyers sent your businesses, products and services, and requirements offered to you (a buyer who had their number erased shows as such)',
      whereToChange: 'Enquiries: mark, note or delete each one',
      rows: [
        ...businessLeadRows.map((row) => leadRow('business', row)),
        ...productLeadRows.map((row) => leadRow('product', row)),
        ...serviceLeadRows.map((row) => leadRow('service', row)),
        ...requirementLeadRows.map((row) => leadRow('requirement', row)),
      ],
    },
    {
      name: 'reviews-written',
      about: 'reviews you wrote of other businesses (signed in or with your number)',
      whereToChange: 'the business page where you wrote it: Edit your review',
      rows: written.map(reviewRow),
    },
    {
      name: 'reviews-received',
      about:
        "reviews buyers wrote of your businesses, with your replies (never the reviewer's number)",
      whereToChange: 'Reviews: reply to each, or report one to the administrators',
      rows: received.map((row) =>
        row.erasedAt ? { ...reviewRow(row), name: '' } : reviewRow(row),
      ),
    },
    {
      name: 'consents',
      about: 'what you agreed to separately (alert SMS and push), when, under which notice version',
      whereToChange: 'Alert settings',
      rows: consentRows.map((row) => without(row, 'phoneNo')),
    },
    {
      name: 'sessions',
      about: 'each sign-in: when, the browser it came from, until when it lasts, when it ended',
      whereToChange: 'Log out ends this one; changing your password ends the others',
      rows: sessionRows,
    },
    {
      name: 'notifications',
      about: 'the notifications Haat sent to your account',
      whereToChange: 'Notifications: mark read or delete',
      rows: notificationRows,
    },
    {
      name: 'subscription',
      about: `your plan (${user.plan}, until ${user.planExpiresAt?.toISOString() ?? 'none'}) and the plans you asked for`,
      whereToChange: 'Subscription plans; an administrator activates a plan',
      rows: subscriptionRows,
    },
    {
      name: 'alert-settings',
      about: 'how you hear of a new enquiry: SMS, push, quiet hours',
      whereToChange: 'Alert settings',
      rows: alertRows,
    },
    {
      name: 'push-browsers',
      about: 'browsers that receive your alerts (without their keys)',
      whereToChange: 'Alert settings, or your browser’s notification permission',
      rows: pushRows,
    },
    {
      name: 'account-deletions',
      about: 'your requests to delete this account: asked, due, cancelled',
      whereToChange: 'Edit Profile → Your data; signing in cancels a request in its grace period',
      rows: erasureRows,
    },
  ];
}
