import writeXlsxFile from 'write-excel-file/node';
import {
  CATALOG_COLUMNS,
  importMessage,
  LIVE_EVENT_NAMES,
  MAX_REPORTED_PROBLEMS,
  SELLER_MSG,
  type CatalogColumn,
  type CatalogKind,
  type ImportProgress,
  type ImportReport,
  type ImportResult,
  type TableFormat,
} from '@haat/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { badRequest } from '../../lib/http-error.ts';
import { removeImages, type StoragePort } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/service.ts';
import { listingBusiness } from '../listings-common/service.ts';
import { loadCatalogNames } from './catalog-names.ts';
import { writeChunk } from './bulk.ts';
import { planRows } from './rows.ts';
import { exportCells, submittedListings } from './submitted.ts';
import { readTableFile, type TableFile } from './table-file.ts';

// A business's products or services to and from a table. A file is checked whole
// and answered with a report before anything is written; a confirmed file is written in one
// transaction, in bulk, with what the editor's create and update write
// (docs/decisions/020-catalogue-import.md).

const WRONG_TYPE = {
  product: SELLER_MSG.productNeedsProductBusiness,
  service: SELLER_MSG.serviceNeedsServiceBusiness,
} as const;
/** Rows written together in bulk; after each chunk the seller's screen hears how far it is. */
const PROGRESS_EVERY_ROWS = 100;

type ImportRequest = {
  kind: CatalogKind;
  fkBusinessId: string;
  format: TableFormat;
  file: Buffer;
};

/**
 * Checks a file's rows against the business, the catalogue and its listings as `db` sees them:
 * each listing as its seller last submitted it (submitted.ts).
 */
async function plan(db: Database, auth: Authenticated, request: ImportRequest, table: TableFile) {
  const { kind, fkBusinessId } = request;
  const [names, existing] = await Promise.all([
    loadCatalogNames(db, kind),
    submittedListings(db, auth, kind, fkBusinessId),
  ]);
  return planRows(table, { kind, fkBusinessId, names, existing });
}

/** The business is the seller's and of the file's kind; then the file is read. */
async function readRequest(deps: AppDeps, auth: Authenticated, request: ImportRequest) {
  const { kind, fkBusinessId } = request;
  await listingBusiness(deps.database.db, auth.user.id, fkBusinessId, kind, WRONG_TYPE[kind]);
  return readTableFile(request.file, request.format);
}

function report(planned: Awaited<ReturnType<typeof planRows>>): ImportReport {
  const updates = planned.planned.filter((row) => 'update' in row).length;
  return {
    rows: planned.rows,
    creates: planned.planned.length - updates,
    updates,
    unchanged: planned.unchanged,
    replacesPending: planned.replacesPending,
    problems: planned.problems.slice(0, MAX_REPORTED_PROBLEMS),
    problemCount: planned.problems.length,
  };
}

/** The check before the confirmation: what would be added and updated, and every problem. */
export async function checkImport(deps: AppDeps, auth: Authenticated, request: ImportRequest) {
  const table = await readRequest(deps, auth, request);
  return report(await plan(deps.database.db, auth, request, table));
}

/**
 * Checks the file again inside one transaction (the catalogue or the listings may have changed
 * since the check) and writes every row in it, a chunk of rows at a time in bulk (bulk.ts): one
 * failing row writes nothing. The seller's live stream hears after each chunk how far it is.
 */
export async function runImport(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  request: ImportRequest,
  logError: (err: unknown) => void,
): Promise<ImportResult> {
  const table = await readRequest(deps, auth, request);
  let total = 0;
  let updated = 0;
  const progress = (done: number) => {
    const data: ImportProgress = { kind: request.kind, done, total };
    void deps.events.publish(auth.user.id, { type: LIVE_EVENT_NAMES.importProgress, data });
  };
  const removed = await deps.database.db.transaction(async (tx) => {
    const planned = await plan(tx, auth, request, table);
    if (planned.problems.length) throw badRequest(importMessage('hasProblems'));
    total = planned.planned.length;
    updated = planned.planned.filter((row) => 'update' in row).length;
    progress(0);
    const inTransaction: AppDeps = { ...deps, database: { ...deps.database, db: tx } };
    const dropped: string[] = [];
    for (let done = 0; done < total;) {
      const chunk = planned.planned.slice(done, done + PROGRESS_EVERY_ROWS);
      dropped.push(
        ...(await writeChunk(inTransaction, storage, auth, request.kind, chunk, logError)),
      );
      done += chunk.length;
      if (done < total) progress(done);
    }
    return dropped;
  });
  await removeImages(storage, removed, logError);
  progress(total);
  return { created: total - updated, updated };
}

// Downloads: the template (the header and one example row) and the export (every live listing,
// as its seller last submitted it).

const EXAMPLES: Record<CatalogKind, Partial<Record<CatalogColumn, string>>> = {
  product: {
    Name: 'Fast charging cable, USB-C, 1 m',
    SKU: 'CABLE-C-1M',
    Category: 'Mobiles & Accessories',
    'Sub-categories': 'Chargers & Cables',
    Brand: 'boAt',
    Colours: 'Black',
    MRP: '499',
    'Selling price': '349',
    Keywords: 'cable; usb-c',
    Description: 'Braided cable, 3 A fast charging.',
    Specifications: 'Length: 1 m; Connector: USB-C',
    Disclaimers: 'Colours may vary slightly',
  },
  service: {
    Name: 'Tap and pipe repair at home',
    Category: 'Home Repairs & Maintenance',
    'Sub-categories': 'Plumbers',
    MRP: '399',
    'Selling price': '299',
    Keywords: 'plumber; leak',
    Description: 'A plumber visits within a day to fix leaking taps and pipes.',
  },
};

async function tableBytes(rows: string[][], format: TableFormat): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(spreadsheetCsv(rows));
  // Every cell a string: an .xlsx string cell is never run as a formula.
  const sheet = rows.map((cells, index) =>
    cells.map((value) => ({
      value,
      type: String,
      ...(index === 0 ? { fontWeight: 'bold' as const } : {}),
    })),
  );
  return writeXlsxFile(sheet, { sheet: 'Listings', stickyRowsCount: 1 }).toBuffer();
}

export async function templateFile(kind: CatalogKind, format: TableFormat) {
  const header = [...CATALOG_COLUMNS[kind]];
  const example = header.map((column) => EXAMPLES[kind][column as CatalogColumn] ?? '');
  return tableBytes([header, example], format);
}

export async function exportFile(
  deps: AppDeps,
  auth: Authenticated,
  kind: CatalogKind,
  fkBusinessId: string,
  format: TableFormat,
) {
  await listingBusiness(deps.database.db, auth.user.id, fkBusinessId, kind, WRONG_TYPE[kind]);
  // What the seller last submitted, changes waiting for approval included: a
  // re-import of the export changes nothing.
  const db = deps.database.db;
  const rows = await exportCells(db, kind, await submittedListings(db, auth, kind, fkBusinessId));
  return tableBytes([[...CATALOG_COLUMNS[kind]], ...rows], format);
}
