import { and, eq, isNull } from 'drizzle-orm';
import type { RevisionType } from '@haat/shared';
import type { ApprovalKindLabel, ApprovalType, BulkApproveAnswer } from '@haat/shared';
import { ADMIN_MSG, approvedNotification, idSchema, rejectedNotification } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { businesses, products, services, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isConstraintViolation } from '../../lib/database-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { removeImages, type StoragePort } from '../../lib/storage/index.ts';
import { adminAction, recordId, type AdminTx } from '../audit/service.ts';
import { applyBusinessRevision } from '../businesses/service.ts';
import { applyProductRevision } from '../products/service.ts';
import {
  revisionChanges,
  decideRevision,
  openRevisionOf,
  proposedForm,
  type RevisionRow,
} from '../revisions/service.ts';
import { applyServiceRevision } from '../services/service.ts';
import { assignShopSlug } from '../shop/service.ts';
import { uploadsPending } from '../uploads/service.ts';
import { liveForm } from './live-form.ts';
import { approvalPreview } from './previews.ts';

// Approve and reject (DESIGN.md §4; docs/decisions/007-admin-and-plans.md): the decision is written
// on the record, audited, and the owner is notified with a link to the item in their seller area.

const KIND: Record<ApprovalType, ApprovalKindLabel> = {
  business: 'Business',
  product: 'Product',
  service: 'Service',
  profile: 'Profile',
};

/** The record under review, locked for the change, with who owns it and where they see it. */
type Target = {
  id: string;
  name: string;
  ownerId: string;
  isApproved: boolean;
  rejectionMessage: string | null;
  /** The owner's page of the item (the notification's redirect). */
  redirect: string;
  /** Its image references (a profile's logo). */
  images: string[];
};

async function lockTarget(tx: Database, type: ApprovalType, id: string): Promise<Target | null> {
  if (type === 'profile') {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    return user
      ? {
          id: user.id,
          name: `${user.firstName} ${user.lastName}`,
          ownerId: user.id,
          isApproved: user.isApproved,
          rejectionMessage: user.rejectionMessage,
          redirect: '/userAdmin/editProfile',
          images: user.logo ? [user.logo] : [],
        }
      : null;
  }
  if (type === 'business') {
    const [row] = await tx
      .select()
      .from(businesses)
      .where(and(eq(businesses.id, id), isNull(businesses.deletedAt)))
      .for('update');
    return row
      ? {
          id: row.id,
          name: row.name,
          ownerId: row.fkUserId,
          isApproved: row.isApproved,
          rejectionMessage: row.rejectionMessage,
          redirect: `/userAdmin/businesses/edit/${row.id}`,
          images: row.images,
        }
      : null;
  }
  const table = type === 'product' ? products : services;
  const [row] = await tx
    .select({
      id: table.id,
      name: table.name,
      fkBusinessId: table.fkBusinessId,
      isApproved: table.isApproved,
      rejectionMessage: table.rejectionMessage,
      images: table.images,
    })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .for('update');
  if (!row) return null;
  const [business] = await tx
    .select({ ownerId: businesses.fkUserId })
    .from(businesses)
    .where(eq(businesses.id, row.fkBusinessId));
  if (!business) return null;
  return {
    id: row.id,
    name: row.name,
    ownerId: business.ownerId,
    isApproved: row.isApproved,
    rejectionMessage: row.rejectionMessage,
    redirect: `/userAdmin/businesses/${row.fkBusinessId}/${type}s/edit/${row.id}`,
    images: row.images,
  };
}

async function writeReview(
  tx: Database,
  type: ApprovalType,
  id: string,
  values: { isApproved: boolean; rejectionMessage: string | null },
) {
  const table =
    type === 'profile'
      ? users
      : type === 'business'
        ? businesses
        : type === 'product'
          ? products
          : services;
  await tx.update(table).set(values).where(eq(table.id, id));
}

const businessRow = async (tx: Database, id: string) => {
  const [row] = await tx
    .select({
      id: businesses.id,
      name: businesses.name,
      city: businesses.city,
      slug: businesses.slug,
    })
    .from(businesses)
    .where(eq(businesses.id, id));
  if (!row) throw notFound(ADMIN_MSG.itemNotFound);
  return row;
};

/** The pending revision of an approved business, product or service, locked. */
const pendingRevision = (ctx: AdminTx, type: ApprovalType, target: Target) =>
  type === 'profile' || !target.isApproved
    ? Promise.resolve(undefined)
    : openRevisionOf(ctx.tx, type, target.id, { lock: true, pendingOnly: true });

/**
 * Whether the item is still what the administrator was shown: its preview now, read
 * after the record and its revision are locked, has the version the decision names. A seller's
 * edit after the queue was opened gives another version.
 */
async function stillAsShown(ctx: AdminTx, type: ApprovalType, id: string, version: string) {
  const now = await approvalPreview(ctx.tx, type, id);
  return now?.version === version;
}

/** The fields a revision changes, before and after, for the audit log ({name} always). */
async function auditedChanges(
  ctx: AdminTx,
  type: RevisionType,
  target: Target,
  revision: RevisionRow,
) {
  const changes = await revisionChanges(
    ctx.tx,
    type,
    await liveForm(ctx.tx, type, target.id),
    proposedForm(revision),
  );
  const side = (key: 'before' | 'after') =>
    Object.fromEntries([['name', target.name], ...changes.map((c) => [c.field, c[key]])]);
  return { revisionId: revision.id, before: side('before'), after: side('after') };
}

/**
 * Approves an edit of an approved record: its form replaces the live version in the
 * administrator's transaction (search documents follow by trigger). Answers the live pictures
 * the revision dropped, to delete after the commit.
 */
async function approveRevision(
  ctx: AdminTx,
  type: RevisionType,
  target: Target,
  revision: RevisionRow,
) {
  const audited = await auditedChanges(ctx, type, target, revision);
  const apply =
    type === 'business'
      ? applyBusinessRevision
      : type === 'product'
        ? applyProductRevision
        : applyServiceRevision;
  const dropped = await applyUnlessCatalogGone(ctx, target.id, revision, apply);
  if (!dropped) return null;
  await decideRevision(ctx.tx, revision.id, ctx.now, { status: 'approved' });
  await ctx.audit({
    action: 'approveRevision',
    entityType: type,
    entityId: target.id,
    before: audited.before,
    after: { ...audited.after, revisionId: audited.revisionId },
  });
  const name = typeof audited.after.name === 'string' ? audited.after.name : target.name;
  await ctx.notify(target.ownerId, approvedNotification(KIND[type], name), target.redirect);
  return dropped;
}

/**
 * Applies a revision inside a savepoint. A form is checked when the seller sends it, but the
 * administrator may delete a category, sub-category, brand or colour before the revision is
 * approved: the foreign key then refuses the copy, and null answers that it cannot be applied
 * (the transaction goes on, the revision stays pending for a rejection).
 */
async function applyUnlessCatalogGone(
  ctx: AdminTx,
  id: string,
  revision: RevisionRow,
  apply: (tx: Database, id: string, revision: RevisionRow) => Promise<string[]>,
) {
  try {
    return await ctx.tx.transaction((savepoint) => apply(savepoint, id, revision));
  } catch (err) {
    if (isConstraintViolation(err, 'foreignKey')) return null;
    throw err;
  }
}

type Outcome = 'approved' | 'skipped' | 'changed';

/**
 * Approves one item inside `ctx` (a new record, or the pending revision of an approved one) when
 * it is still the version the administrator was shown ('changed' otherwise); 'skipped' when it
 * is unknown, deleted, already approved with nothing waiting or still waiting for a picture's
 * upload. `strict` throws the reason instead. Live pictures a revision dropped go into `dropped`.
 */
async function approveOne(
  ctx: AdminTx,
  storage: StoragePort,
  type: ApprovalType,
  shown: { id: string; version: string },
  strict: boolean,
  dropped: string[],
): Promise<Outcome> {
  const id = shown.id;
  const target = await lockTarget(ctx.tx, type, id);
  if (!target) {
    if (strict) throw notFound(ADMIN_MSG.itemNotFound);
    return 'skipped';
  }
  const revision = await pendingRevision(ctx, type, target);
  if (!(await stillAsShown(ctx, type, id, shown.version))) {
    if (strict) throw conflict(ADMIN_MSG.changedSinceOpened);
    return 'changed';
  }
  if (revision && type !== 'profile') {
    if (await uploadsPending(storage, revision.images, ctx.now)) {
      if (strict) throw conflict(ADMIN_MSG.picturesPending);
      return 'skipped';
    }
    const droppedImages = await approveRevision(ctx, type, target, revision);
    if (!droppedImages) {
      if (strict) throw conflict(ADMIN_MSG.revisionNamesDeleted);
      return 'skipped';
    }
    dropped.push(...droppedImages);
    return 'approved';
  }
  if (target.isApproved) {
    if (strict) throw conflict(ADMIN_MSG.alreadyApproved);
    return 'skipped';
  }
  if (await uploadsPending(storage, target.images, ctx.now)) {
    if (strict) throw conflict(ADMIN_MSG.picturesPending);
    return 'skipped';
  }
  const after = { isApproved: true, rejectionMessage: null };
  await writeReview(ctx.tx, type, id, after);
  // An approved business gets its shop address now (none while under review:
  // docs/decisions/021-shop-page.md).
  if (type === 'business') await assignShopSlug(ctx.tx, await businessRow(ctx.tx, id));
  await ctx.audit({
    action: 'approve',
    entityType: type,
    entityId: id,
    before: { name: target.name, isApproved: false, rejectionMessage: target.rejectionMessage },
    after: { name: target.name, ...after },
  });
  await ctx.notify(target.ownerId, approvedNotification(KIND[type], target.name), target.redirect);
  return 'approved';
}

/** PUT /api/admin/approvals/approve {type, id, version}. */
export async function approve(
  deps: AppDeps,
  adminId: string,
  type: ApprovalType,
  id: string,
  version: string,
) {
  const recordKey = recordId(id, ADMIN_MSG.itemNotFound);
  const storage = deps.storage;
  const dropped: string[] = [];
  await adminAction(deps, adminId, (ctx) =>
    approveOne(ctx, storage, type, { id: recordKey, version }, true, dropped),
  );
  // A file left behind costs storage only; the approval stands.
  await removeImages(storage, dropped, () => undefined);
  return { type, _id: recordKey, isApproved: true, rejectionMessage: null };
}

/**
 * PUT /api/admin/approvals/reject {type, id, version, rejectionMessage}: refused with 409 when
 * the item changed since the administrator was shown `version`. An approved item with an edit
 * waiting has the edit rejected: the live version stays public and the owner reads the message
 * on the revision. An approved item with nothing waiting may be rejected too: that
 * takes it off the public pages until the owner complies and it is approved again.
 */
export async function reject(
  deps: AppDeps,
  adminId: string,
  type: ApprovalType,
  id: string,
  version: string,
  rejectionMessage: string,
) {
  const recordKey = recordId(id, ADMIN_MSG.itemNotFound);
  const revised = await adminAction(deps, adminId, async (ctx) => {
    const target = await lockTarget(ctx.tx, type, recordKey);
    if (!target) throw notFound(ADMIN_MSG.itemNotFound);
    const revision = await pendingRevision(ctx, type, target);
    if (!(await stillAsShown(ctx, type, recordKey, version)))
      throw conflict(ADMIN_MSG.changedSinceOpened);
    if (revision && type !== 'profile') {
      const audited = await auditedChanges(ctx, type, target, revision);
      await decideRevision(ctx.tx, revision.id, ctx.now, { status: 'rejected', rejectionMessage });
      await ctx.audit({
        action: 'rejectRevision',
        entityType: type,
        entityId: recordKey,
        before: audited.before,
        after: { ...audited.after, revisionId: audited.revisionId, rejectionMessage },
      });
      await ctx.notify(
        target.ownerId,
        rejectedNotification(KIND[type], target.name, rejectionMessage),
        target.redirect,
      );
      return true;
    }
    const after = { isApproved: false, rejectionMessage };
    await writeReview(ctx.tx, type, recordKey, after);
    await ctx.audit({
      action: 'reject',
      entityType: type,
      entityId: recordKey,
      before: {
        name: target.name,
        isApproved: target.isApproved,
        rejectionMessage: target.rejectionMessage,
      },
      after: { name: target.name, ...after },
    });
    await ctx.notify(
      target.ownerId,
      rejectedNotification(KIND[type], target.name, rejectionMessage),
      target.redirect,
    );
    return false;
  });
  // A rejected revision leaves the approved version public; the message is on the revision.
  return revised
    ? {
        type,
        _id: recordKey,
        isApproved: true,
        rejectionMessage: null,
        revision: { status: 'rejected' as const, rejectionMessage },
      }
    : { type, _id: recordKey, isApproved: false, rejectionMessage };
}

/**
 * PUT /api/admin/approvals/bulkApprove {type, items: [{id, version}]}: approves every item that
 * still waits and is still the version the administrator was shown, in one transaction; the
 * others are answered as skipped, and those changed since also as changed (they stay queued).
 */
export async function bulkApprove(
  deps: AppDeps,
  adminId: string,
  type: ApprovalType,
  items: Array<{ id: string; version: string }>,
): Promise<BulkApproveAnswer> {
  const unique = [...new Map(items.map((item) => [item.id, item])).values()];
  const storage = deps.storage;
  const dropped: string[] = [];
  const answer = await adminAction(deps, adminId, async (ctx) => {
    const approved: string[] = [];
    const skipped: string[] = [];
    const changed: string[] = [];
    for (const item of unique) {
      const outcome = idSchema.safeParse(item.id).success
        ? await approveOne(
            ctx,
            storage,
            type,
            { id: item.id.toLowerCase(), version: item.version },
            false,
            dropped,
          )
        : 'skipped';
      if (outcome === 'approved') approved.push(item.id);
      else skipped.push(item.id);
      if (outcome === 'changed') changed.push(item.id);
    }
    return { approved, skipped, changed };
  });
  await removeImages(storage, dropped, () => undefined);
  return answer;
}
