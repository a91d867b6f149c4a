import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { PreSignedUpload, RevisionSummary, RevisionType } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { listingRevisions } from '../../db/schema/index.ts';
import type { ImageHolder, StoragePort } from '../../lib/storage/index.ts';
import { planImages } from '../../lib/storage/index.ts';

// Pending revisions (DESIGN.md §4, docs/decisions/022-pending-revisions.md): an edit of an approved
// business, product or service is kept here while the approved record stays public. Each record
// has at most one open revision (pending, or rejected with the reviewer's message); a new edit
// replaces it, approval copies it onto the record, a rejection leaves the record as it is.

export type RevisionRow = typeof listingRevisions.$inferSelect;

const isOpen = ne(listingRevisions.status, 'approved');

/** The open revision of a record (locked for the caller's transaction when asked). */
export async function openRevisionOf(
  db: Database,
  kind: RevisionType,
  entityId: string,
  options: { lock?: boolean; pendingOnly?: boolean } = {},
): Promise<RevisionRow | undefined> {
  const query = db
    .select()
    .from(listingRevisions)
    .where(
      and(
        eq(listingRevisions.entityType, kind),
        eq(listingRevisions.entityId, entityId),
        options.pendingOnly ? eq(listingRevisions.status, 'pending') : isOpen,
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The open revisions of these records, by record id. */
export async function openRevisions(db: Database, kind: RevisionType, ids: string[]) {
  if (!ids.length) return new Map<string, RevisionRow>();
  const rows = await db
    .select()
    .from(listingRevisions)
    .where(
      and(eq(listingRevisions.entityType, kind), inArray(listingRevisions.entityId, ids), isOpen),
    );
  return new Map(rows.map((row) => [row.entityId, row]));
}

export function revisionSummary(row: RevisionRow): RevisionSummary {
  return {
    _id: row.id,
    status: row.status === 'rejected' ? 'rejected' : 'pending',
    rejectionMessage: row.rejectionMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const priceOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * What a seller's list of products or services shows of a listing's open revision (none: null):
 * its state and the name and prices it proposes, so a waiting price change is seen in the list.
 */
export const summaryOf = (row: RevisionRow | undefined): RevisionSummary | null =>
  row
    ? {
        ...revisionSummary(row),
        proposed: {
          name: String(row.fields.name ?? ''),
          pricePerUnit: priceOrNull(row.fields.pricePerUnit),
          sellingPrice: priceOrNull(row.fields.sellingPrice),
        },
      }
    : null;

/** The proposed form of a revision: its fields with its pictures. */
export const proposedForm = (row: RevisionRow): Record<string, unknown> => ({
  ...row.fields,
  images: row.images,
});

export type StoredRevision = {
  revision: RevisionRow;
  uploads: PreSignedUpload[];
  /** Pictures of the replaced revision that nothing holds any more: delete after the commit. */
  removed: string[];
};

/**
 * Saves an edit of an approved record as its pending revision, inside the edit's transaction
 * with the record locked; it replaces the open revision (a second edit, or an edit after a
 * rejection). A picture the live record or the open revision holds is kept as it is; any other
 * entry is a new file, which gets an upload URL.
 */
export async function storeRevision(
  tx: Database,
  storage: StoragePort,
  now: Date,
  edit: {
    kind: RevisionType;
    entityId: string;
    userId: string;
    liveImages: readonly string[];
    /** The validated update form: its id names the record, its images are planned here. */
    form: { id: string; images: readonly string[] };
  },
): Promise<StoredRevision> {
  const open = await openRevisionOf(tx, edit.kind, edit.entityId, { lock: true });
  const held = [...new Set([...edit.liveImages, ...(open?.images ?? [])])];
  const plan = await planImages(storage, now, held, edit.form.images);
  const fields = Object.fromEntries(
    Object.entries(edit.form).filter(([field]) => field !== 'id' && field !== 'images'),
  );
  const removed = (open?.images ?? []).filter(
    (reference) => !edit.liveImages.includes(reference) && !plan.images.includes(reference),
  );
  const values = {
    fkUserId: edit.userId,
    fields,
    images: plan.images,
    status: 'pending' as const,
    rejectionMessage: null,
    decidedAt: null,
  };
  const [revision] = open
    ? await tx
        .update(listingRevisions)
        .set(values)
        .where(eq(listingRevisions.id, open.id))
        .returning()
    : await tx
        .insert(listingRevisions)
        .values({ entityType: edit.kind, entityId: edit.entityId, ...values })
        .returning();
  if (!revision) throw new Error('revision write returned nothing');
  return { revision, uploads: plan.uploads, removed };
}

/**
 * Deletes the open revision of a record (the seller discards it, or saves the record in place
 * while it is not approved); answers its pictures that `keptImages` does not hold, to delete
 * after the commit. Null when there was none.
 */
export async function dropOpenRevision(
  tx: Database,
  kind: RevisionType,
  entityId: string,
  keptImages: readonly string[],
): Promise<string[] | null> {
  const [dropped] = await tx
    .delete(listingRevisions)
    .where(
      and(eq(listingRevisions.entityType, kind), eq(listingRevisions.entityId, entityId), isOpen),
    )
    .returning({ images: listingRevisions.images });
  if (!dropped) return null;
  return dropped.images.filter((reference) => !keptImages.includes(reference));
}

/** Marks a pending revision approved (its form was copied onto the record) or rejected. */
export async function decideRevision(
  tx: Database,
  id: string,
  now: Date,
  decision: { status: 'approved' } | { status: 'rejected'; rejectionMessage: string },
) {
  await tx
    .update(listingRevisions)
    .set({
      status: decision.status,
      rejectionMessage: decision.status === 'rejected' ? decision.rejectionMessage : null,
      decidedAt: now,
    })
    .where(eq(listingRevisions.id, id));
}

/** The pictures of open revisions, for the upload sweep (a revision's new picture may never come). */
export const revisionImageHolder: ImageHolder = {
  name: 'listing_revisions',
  recent: (db, since) =>
    db
      .select({ id: listingRevisions.id, images: listingRevisions.images })
      .from(listingRevisions)
      .where(and(isOpen, gte(listingRevisions.updatedAt, since))),
  async drop(db, id, reference) {
    await db
      .update(listingRevisions)
      .set({ images: sql`array_remove(${listingRevisions.images}, ${reference})` })
      .where(eq(listingRevisions.id, id));
  },
};
