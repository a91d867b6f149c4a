import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type {
  CatalogKind,
  CreateProductBody,
  CreateServiceBody,
  UpdateProductBody,
  UpdateServiceBody,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import {
  productColors,
  productSubCategories,
  products,
  serviceSubCategories,
  services,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/service.ts';
import * as productService from '../products/service.ts';
import { dropOpenRevision, openRevisions } from '../revisions/service.ts';
import * as serviceService from '../services/service.ts';
import type { PlannedRow } from './rows.ts';

// A confirmed import written in bulk (docs/decisions/020-catalogue-import.md): a chunk of rows is
// a few multi-row statements instead of one editor save a row. What a row writes is the editor's
// own: the same columns (`columns` of the products and services modules, unapproved, no
// rejection), the same sub-category and colour links, so the same search-vector triggers run
// (the link triggers once a statement). An update of an approved listing becomes its pending
// revision through the editor's own update, one at a time: those are the exception.

type Body = CreateProductBody | CreateServiceBody;
type Update = UpdateProductBody | UpdateServiceBody;

const TABLES = { product: products, service: services } as const;
const columnsOf = (kind: CatalogKind, input: Body, images: string[]) =>
  kind === 'product'
    ? productService.columns(input as CreateProductBody, images)
    : serviceService.columns(input as CreateServiceBody, images);

/** Sub-category and colour links of these listings, replaced in one statement each. */
async function writeLinks(
  tx: Database,
  kind: CatalogKind,
  listings: Array<{ id: string; input: Body }>,
  replace: boolean,
) {
  const ids = listings.map((listing) => listing.id);
  const subs = listings.flatMap(({ id, input }) =>
    input.fkSubCategoriesIds.map((fkSubCategoryId) => ({ id, fkSubCategoryId })),
  );
  if (kind === 'product') {
    if (replace) {
      await tx.delete(productSubCategories).where(inArray(productSubCategories.fkProductId, ids));
      await tx.delete(productColors).where(inArray(productColors.fkProductId, ids));
    }
    await tx
      .insert(productSubCategories)
      .values(subs.map(({ id, fkSubCategoryId }) => ({ fkProductId: id, fkSubCategoryId })));
    const colours = listings.flatMap(({ id, input }) =>
      (input as CreateProductBody).fkColorIds.map((fkColorId) => ({ fkProductId: id, fkColorId })),
    );
    if (colours.length) await tx.insert(productColors).values(colours);
  } else {
    if (replace)
      await tx.delete(serviceSubCategories).where(inArray(serviceSubCategories.fkServiceId, ids));
    await tx
      .insert(serviceSubCategories)
      .values(subs.map(({ id, fkSubCategoryId }) => ({ fkServiceId: id, fkSubCategoryId })));
  }
}

/** New listings: one insert of the rows, then their links. Imports carry no pictures. */
async function createAll(tx: Database, kind: CatalogKind, creates: Body[]) {
  if (!creates.length) return;
  const listings = creates.map((input) => ({ id: uuidv7(), input }));
  await tx
    .insert(TABLES[kind])
    .values(listings.map(({ id, input }) => ({ id, ...columnsOf(kind, input, []) })));
  await writeLinks(tx, kind, listings, false);
}

/**
 * One `update … from jsonb_to_recordset(…)` for these rows, setting exactly what the editor's
 * update sets (the keys of `columns`, and updated_at as Drizzle's `$onUpdate` does).
 */
async function updateAll(
  tx: Database,
  kind: CatalogKind,
  rows: Array<{ id: string; input: Body; images: string[] }>,
) {
  const table = TABLES[kind];
  const byKey = getTableColumns(table) as Record<
    string,
    { name: string; getSQLType(): string } | undefined
  >;
  const values = rows.map(({ id, input, images }) => ({ id, ...columnsOf(kind, input, images) }));
  const keys = Object.keys(values[0]!);
  const column = (key: string) => {
    const found = byKey[key];
    if (!found) throw new Error(`catalogue import: no column for ${key}`);
    return found;
  };
  const json = values.map((value) =>
    Object.fromEntries(
      Object.entries(value).map(([key, cell]) => [column(key).name, cell ?? null]),
    ),
  );
  const record = keys.map((key) => `"${column(key).name}" ${column(key).getSQLType()}`).join(', ');
  const sets = keys
    .filter((key) => key !== 'id')
    .map((key) => `"${column(key).name}" = v."${column(key).name}"`)
    .join(', ');
  await tx.execute(sql`update ${table} set ${sql.raw(sets)}, updated_at = ${new Date().toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as v(${sql.raw(record)})
    where ${table.id} = v.id`);
}

/**
 * Updates of the business's listings. Each is locked first; an approved one keeps its public
 * version and gets the form as its pending revision through the editor's own update; the others
 * are updated in place in one statement, an open revision they had dropped as the editor drops
 * it. Answers the pictures to delete once the transaction has committed.
 */
async function updateEach(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  kind: CatalogKind,
  updates: Update[],
  logError: (err: unknown) => void,
) {
  const removed: string[] = [];
  if (!updates.length) return removed;
  const tx = deps.database.db;
  const table = TABLES[kind];
  const fkBusinessId = updates[0]!.fkBusinessId;
  const locked = await tx
    .select({ id: table.id, isApproved: table.isApproved, images: table.images })
    .from(table as typeof products)
    .where(
      and(
        inArray(
          table.id,
          updates.map((update) => update.id),
        ),
        eq(table.fkBusinessId, fkBusinessId),
        isNull(table.deletedAt),
      ),
    )
    .for('update');
  const current = new Map(locked.map((row) => [row.id, row]));
  const inPlace: Array<{ id: string; input: Body; images: string[] }> = [];
  for (const update of updates) {
    const row = current.get(update.id);
    if (!row) throw notFound();
    if (!row.isApproved) {
      // The import's form keeps the listing's pictures (rows.ts), as planImages would.
      inPlace.push({ id: row.id, input: update, images: row.images });
      continue;
    }
    if (kind === 'product')
      await productService.updateProduct(
        deps,
        storage,
        auth,
        update as UpdateProductBody,
        logError,
      );
    else
      await serviceService.updateService(
        deps,
        storage,
        auth,
        update as UpdateServiceBody,
        logError,
      );
  }
  if (!inPlace.length) return removed;
  const open = await openRevisions(
    tx,
    kind,
    inPlace.map((row) => row.id),
  );
  for (const row of inPlace) {
    if (!open.has(row.id)) continue;
    removed.push(...((await dropOpenRevision(tx, kind, row.id, row.images)) ?? []));
  }
  await updateAll(tx, kind, inPlace);
  await writeLinks(tx, kind, inPlace, true);
  return removed;
}

/**
 * Writes a chunk of checked rows with the transaction in `deps`. Answers the pictures nothing
 * holds any more (an update's dropped revision), to delete after the commit.
 */
export async function writeChunk(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  kind: CatalogKind,
  chunk: PlannedRow[],
  logError: (err: unknown) => void,
) {
  const creates = chunk.flatMap((row) => ('create' in row ? [row.create] : []));
  const updates = chunk.flatMap((row) => ('update' in row ? [row.update] : []));
  await createAll(deps.database.db, kind, creates);
  return updateEach(deps, storage, auth, kind, updates, logError);
}
