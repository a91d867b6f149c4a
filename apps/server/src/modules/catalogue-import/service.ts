import { and, eq, isNull } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import {
  CATALOGUE_COLUMNS,
  importMessage,
  LIST_SEPARATOR,
  LIVE_EVENT_NAMES,
  MAX_REPORTED_PROBLEMS,
  SELLER_MSG,
  type CatalogueColumn,
  type CatalogueKind,
  type ImportProgress,
  type ImportReport,
  type ImportResult,
  type TableFormat,
} from '@haat/shared';
import { products, services } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { StoragePort } from '../../lib/storage/index.ts';
import type { Authenticated } from '../auth/session.ts';
import { listingBusiness } from '../listings-common/service.ts';
import * as productService from '../products/service.ts';
import * as serviceService from '../services/service.ts';
import { loadCatalogueNames } from './catalogue-names.ts';
import { planRows, type ExistingListing, type PlannedRow } from './rows.ts';
import { readTableFile } from './table-file.ts';

// Issue 24 §2: a business's products or services to and from a table. A file is checked whole
// and answered with a report before anything is written; a confirmed file is written in one
// transaction through the editor's own create and update (docs/decisions/020-catalogue-import.md).

const TABLES = { product: products, service: services } as const;
const WRONG_TYPE = {
  product: SELLER_MSG.productNeedsProductBusiness,
  service: SELLER_MSG.serviceNeedsServiceBusiness,
} as const;
/** How often a confirmed import tells the seller's screen how far it is. */
const PROGRESS_EVERY_ROWS = 100;

type ImportRequest = {
  kind: CatalogueKind;
  fkBusinessId: string;
  format: TableFormat;
  file: Buffer;
};

async function existingListings(deps: AppDeps, kind: CatalogueKind, fkBusinessId: string) {
  const table = TABLES[kind];
  const rows = await deps.database.db
    .select({
      id: table.id,
      images: table.images,
      ...(kind === 'product' ? { sku: products.sku } : {}),
    })
    .from(table)
    .where(and(eq(table.fkBusinessId, fkBusinessId), isNull(table.deletedAt)));
  return rows.map((row): ExistingListing => ({
    id: row.id,
    images: row.images,
    sku: (row as { sku?: string | null }).sku ?? null,
  }));
}

/** Reads and checks a file; nothing is written. */
async function plan(deps: AppDeps, auth: Authenticated, request: ImportRequest) {
  const { kind, fkBusinessId } = request;
  const db = deps.database.db;
  await listingBusiness(db, auth.user.id, fkBusinessId, kind, WRONG_TYPE[kind]);
  const table = await readTableFile(request.file, request.format);
  const [names, existing] = await Promise.all([
    loadCatalogueNames(db, kind),
    existingListings(deps, kind, fkBusinessId),
  ]);
  return planRows(table, { kind, fkBusinessId, names, existing });
}

function report(planned: ReturnType<typeof planRows>): ImportReport {
  const updates = planned.planned.filter((row) => 'update' in row).length;
  return {
    rows: planned.rows,
    creates: planned.planned.length - updates,
    updates,
    problems: planned.problems.slice(0, MAX_REPORTED_PROBLEMS),
    problemCount: planned.problems.length,
  };
}

/** The check before the confirmation: what would be added and updated, and every problem. */
export async function checkImport(deps: AppDeps, auth: Authenticated, request: ImportRequest) {
  return report(await plan(deps, auth, request));
}

async function writeRow(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  row: PlannedRow,
  logError: (err: unknown) => void,
) {
  // The editor's own service functions: the same checks, review state and revisions.
  if (row.kind === 'product') {
    if ('update' in row)
      await productService.updateProduct(deps, storage, auth, row.update, logError);
    else await productService.createProduct(deps, storage, auth, row.create);
  } else if ('update' in row) {
    await serviceService.updateService(deps, storage, auth, row.update, logError);
  } else {
    await serviceService.createService(deps, storage, auth, row.create);
  }
}

/**
 * Checks the file again (the catalogue or the listings may have changed since the check) and
 * writes every row in one transaction: one failing row writes nothing. The editor's functions
 * run on the transaction (their own transactions become savepoints inside it).
 */
export async function runImport(
  deps: AppDeps,
  storage: StoragePort,
  auth: Authenticated,
  request: ImportRequest,
  logError: (err: unknown) => void,
): Promise<ImportResult> {
  const planned = await plan(deps, auth, request);
  if (planned.problems.length) throw badRequest(importMessage('hasProblems'));
  const total = planned.planned.length;
  const progress = (done: number) => {
    const data: ImportProgress = { kind: request.kind, done, total };
    void deps.events.publish(auth.user.id, { type: LIVE_EVENT_NAMES.importProgress, data });
  };
  progress(0);
  await deps.database.db.transaction(async (tx) => {
    const inTransaction: AppDeps = { ...deps, database: { ...deps.database, db: tx } };
    let done = 0;
    for (const row of planned.planned) {
      await writeRow(inTransaction, storage, auth, row, logError);
      done += 1;
      if (done % PROGRESS_EVERY_ROWS === 0 && done < total) progress(done);
    }
  });
  progress(total);
  const updated = planned.planned.filter((row) => 'update' in row).length;
  return { created: total - updated, updated };
}

// Downloads: the template (the header and one example row) and the export (every live listing).

const EXAMPLES: Record<CatalogueKind, Partial<Record<CatalogueColumn, string>>> = {
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

async function exportRows(
  deps: AppDeps,
  auth: Authenticated,
  kind: CatalogueKind,
  fkBusinessId: string,
) {
  const db = deps.database.db;
  const query = { pageNo: 1, perPage: 500, filter: 'All' as const, fkBusinessId };
  const rows: string[][] = [];
  const list = (items: string[]) => items.join(`${LIST_SEPARATOR} `);
  for (;;) {
    if (kind === 'product') {
      const page = await productService.fetchProducts(db, auth, query);
      for (const item of page.products) {
        rows.push([
          item._id,
          item.name,
          item.sku ?? '',
          item.category?.category ?? '',
          list(item.subCategories.map((sub) => sub.subCategory)),
          item.brand?.brand ?? '',
          list(item.colors.map((color) => color.colorName)),
          item.pricePerUnit?.toString() ?? '',
          item.sellingPrice?.toString() ?? '',
          list(item.tags),
          item.description ?? '',
          list(item.specifications),
          list(item.disclaimer),
        ]);
      }
      if (page.products.length < query.perPage) break;
    } else {
      const page = await serviceService.fetchServices(db, auth, query);
      for (const item of page.services) {
        rows.push([
          item._id,
          item.name,
          item.category?.category ?? '',
          list(item.subCategories.map((sub) => sub.subCategory)),
          item.pricePerUnit?.toString() ?? '',
          item.sellingPrice?.toString() ?? '',
          list(item.tags),
          item.description ?? '',
        ]);
      }
      if (page.services.length < query.perPage) break;
    }
    query.pageNo += 1;
  }
  // Oldest first, as the seller added them (the list pages show the newest first).
  return rows.reverse();
}

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

export async function templateFile(kind: CatalogueKind, format: TableFormat) {
  const header = [...CATALOGUE_COLUMNS[kind]];
  const example = header.map((column) => EXAMPLES[kind][column as CatalogueColumn] ?? '');
  return tableBytes([header, example], format);
}

export async function exportFile(
  deps: AppDeps,
  auth: Authenticated,
  kind: CatalogueKind,
  fkBusinessId: string,
  format: TableFormat,
) {
  await listingBusiness(deps.database.db, auth.user.id, fkBusinessId, kind, WRONG_TYPE[kind]);
  const rows = await exportRows(deps, auth, kind, fkBusinessId);
  return tableBytes([[...CATALOGUE_COLUMNS[kind]], ...rows], format);
}
