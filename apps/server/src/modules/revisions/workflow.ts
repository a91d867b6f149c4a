import { and, eq, isNull } from 'drizzle-orm';
import type { PreSignedUpload, RevisionType } from '@haat/shared';
import { SELLER_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { businesses, products, services } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import { planImages, removeImages } from '../../lib/storage/index.ts';
import { dropOpenRevision, proposedForm, storeRevision, type RevisionRow } from './store.ts';

// The one workflow of an edit of a business, product or service (docs/decisions/022): whether it
// is written in place or kept as a pending revision, discarding that revision, and applying it on
// approval. Each kind's module says only how its own record is written and what its form must
// satisfy; the decision, the locking and the pictures' lifecycle are here.

/** The tables whose records have revisions: each has id, isApproved, images and deletedAt. */
export type RevisedTable = typeof businesses | typeof products | typeof services;

/** Told when a picture cannot be removed from storage (after the commit; the save stands). */
type LogError = (err: unknown) => void;

export type SavedEdit<Row> = {
  /** The record as written in place, or as it stays public while the revision waits. */
  row: Row;
  uploads: PreSignedUpload[];
  /** The pending revision the edit became; null when the record was written in place. */
  revision: RevisionRow | null;
};

/**
 * Saves an edit with the live record locked (404 once deleted). `check` runs first in that
 * transaction, so what the form names (catalogue ids, a business's type) is judged against what
 * the write sees. A record not yet approved is written in place by `writeInPlace` with the planned
 * pictures and its open revision, if any, goes (the form saved is the whole truth); an approved
 * one stays public as it is and the form becomes its pending revision, replacing the open one.
 */
export async function saveEdit<T extends RevisedTable>(
  deps: AppDeps,
  storage: StoragePort,
  edit: {
    kind: RevisionType;
    table: T;
    userId: string;
    /** The validated update form: its id names the record. */
    form: { id: string; images: readonly string[] };
    check?: (tx: Database) => Promise<void>;
    writeInPlace: (tx: Database, images: string[]) => Promise<T['$inferSelect'] | undefined>;
  },
  logError: LogError,
): Promise<SavedEdit<T['$inferSelect']>> {
  const now = deps.clock.now();
  const { kind, table, form } = edit;
  const saved = await deps.database.db.transaction(async (tx) => {
    // Drizzle cannot select from a generic table; the union is widened and the row is T's.
    const [locked] = await tx
      .select()
      .from(table as RevisedTable)
      .where(and(eq(table.id, form.id), isNull(table.deletedAt)))
      .for('update');
    if (!locked) throw notFound();
    await edit.check?.(tx);
    if (locked.isApproved) {
      const stored = await storeRevision(tx, storage, now, {
        kind,
        entityId: locked.id,
        userId: edit.userId,
        liveImages: locked.images,
        form,
      });
      return {
        row: locked as T['$inferSelect'],
        uploads: stored.uploads,
        removed: stored.removed,
        revision: stored.revision,
      };
    }
    const plan = await planImages(storage, now, locked.images, form.images);
    const dropped = await dropOpenRevision(tx, kind, locked.id, plan.images);
    const row = await edit.writeInPlace(tx, plan.images);
    if (!row) throw notFound();
    const removed = [...new Set([...plan.removed, ...(dropped ?? [])])];
    return { row, uploads: plan.uploads, removed, revision: null };
  });
  await removeImages(storage, saved.removed, logError);
  return { row: saved.row, uploads: saved.uploads, revision: saved.revision };
}

/**
 * Drops the open revision (pending or rejected) of a record the caller found the seller owns:
 * the live version stays as it is (404 `noRevision` when nothing waits). Pictures only the
 * revision held leave storage after the commit.
 */
export async function discardRevision(
  deps: AppDeps,
  storage: StoragePort,
  kind: RevisionType,
  record: { id: string; images: readonly string[] },
  logError: LogError,
) {
  const removed = await deps.database.db.transaction((tx) =>
    dropOpenRevision(tx, kind, record.id, record.images),
  );
  if (!removed) throw notFound(SELLER_MSG.noRevision);
  await removeImages(storage, removed, logError);
}

/**
 * Copies an approved revision's form onto its record inside the administrator's transaction (the
 * search documents follow by trigger): the form is read back through the kind's create schema
 * (`parse`), so what goes live is validated again, and `write` puts it on the record as approved.
 * Answers the live pictures the revision no longer holds, to delete after the commit.
 */
export async function applyRevision<T extends RevisedTable, Form>(
  tx: Database,
  id: string,
  revision: RevisionRow,
  target: {
    table: T;
    parse: (form: Record<string, unknown>) => Form;
    write: (tx: Database, row: T['$inferSelect'], form: Form, images: string[]) => Promise<void>;
  },
) {
  const { table } = target;
  const [row] = await tx
    .select()
    .from(table as RevisedTable)
    .where(eq(table.id, id));
  if (!row) throw notFound();
  const form = target.parse(proposedForm(revision));
  await target.write(tx, row as T['$inferSelect'], form, revision.images);
  return row.images.filter((reference) => !revision.images.includes(reference));
}
