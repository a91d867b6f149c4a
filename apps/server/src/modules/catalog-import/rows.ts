import type { z } from 'zod';
import {
  CATALOG_COLUMNS,
  COLUMN_OF_FIELD,
  createProductBody,
  createServiceBody,
  importMessage,
  LIST_SEPARATOR,
  REQUIRED_COLUMNS,
  updateProductBody,
  updateServiceBody,
  type CatalogColumn,
  type CatalogKind,
  type CreateProductBody,
  type CreateServiceBody,
  type ImportMessageKey,
  type ImportProblem,
  type UpdateProductBody,
  type UpdateServiceBody,
} from '@haat/shared';
import { badRequest } from '../../lib/http-error.ts';
import { nameKey, type CatalogNames } from './catalog-names.ts';
import type { SubmittedListing } from './submitted.ts';
import type { TableFile } from './table-file.ts';
import { changedFields } from '../revisions/service.ts';

// Each row of a file becomes the body the product or service editor would send, then passes the
// very schemas the editor's routes parse (packages/shared): one set of rules and messages.

/** A live listing of the business, as the rows may name it (by ID, or by SKU for products). */
export type ExistingListing = SubmittedListing;

/** The text lists of a form, which a file holds joined by LIST_SEPARATOR. */
const TEXT_LISTS = ['tags', 'specifications', 'disclaimer'] as const;

/**
 * A submitted form as a file row carries it: an item holding the separator itself (a disclaimer
 * "…for illustration only; the actual product may vary") comes back as two items, so a row that
 * is what the export wrote for the listing compares unchanged.
 */
function asFileCarries(form: Record<string, unknown>): Record<string, unknown> {
  const out = { ...form };
  for (const field of TEXT_LISTS) {
    const items = out[field];
    if (Array.isArray(items)) out[field] = splitList(items.join(LIST_SEPARATOR));
  }
  return out;
}

const imagesOf = (listing: ExistingListing) =>
  Array.isArray(listing.form.images) ? (listing.form.images as string[]) : [];

export type PlannedRow =
  | { row: number; kind: 'product'; create: CreateProductBody }
  | { row: number; kind: 'product'; update: UpdateProductBody }
  | { row: number; kind: 'service'; create: CreateServiceBody }
  | { row: number; kind: 'service'; update: UpdateServiceBody };

const problem = (
  row: number,
  column: string | null,
  key: ImportMessageKey,
  values?: Record<string, string | number>,
): ImportProblem => ({
  row,
  column,
  message: importMessage(key, values),
  key,
  ...(values ? { values } : {}),
});

/** Digits grouped as India writes them (1,29,999) or as the West does (129,999). */
const GROUPED_DIGITS = /^\d{1,2}(,\d{2})*,\d{3}$|^\d{1,3}(,\d{3})+$/;

/**
 * A price as Indian spreadsheets write it: a rupee sign or 'Rs.' before it, digits grouped by
 * commas ('₹80', 'Rs. 1,299', '1,29,999.50' are 80, 1299 and 129999.50). Anything else is left
 * as written, for the listing's own price rule to refuse in its words.
 */
export function priceText(cell: string) {
  const bare = cell.replace(/^(₹|rs\.?|inr)\s*/i, '').trim();
  const [whole = '', fraction, extra] = bare.split('.');
  const grouped = GROUPED_DIGITS.test(whole) && extra === undefined;
  return grouped && (fraction === undefined || /^\d+$/.test(fraction))
    ? bare.replace(/,/g, '')
    : bare;
}

const splitList = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** Maps the header to known columns; unknown, missing or repeated columns refuse the file. */
export function columnIndexes(kind: CatalogKind, header: string[]) {
  const known = new Map<string, CatalogColumn>(
    CATALOG_COLUMNS[kind].map((column) => [nameKey(column), column]),
  );
  const indexes = new Map<CatalogColumn, number>();
  const unknown: string[] = [];
  header.forEach((title, index) => {
    if (!title) return;
    const column = known.get(nameKey(title));
    if (!column) unknown.push(title);
    else if (indexes.has(column)) throw badRequest(importMessage('duplicateColumn', { column }));
    else indexes.set(column, index);
  });
  if (unknown.length)
    throw badRequest(importMessage('unknownColumns', { columns: unknown.join(', ') }));
  const missing = REQUIRED_COLUMNS[kind].filter((column) => !indexes.has(column));
  if (missing.length)
    throw badRequest(importMessage('missingColumns', { columns: missing.join(', ') }));
  return indexes;
}

type Context = {
  kind: CatalogKind;
  fkBusinessId: string;
  names: CatalogNames;
  existing: ExistingListing[];
};

/**
 * How long row checks run before other requests get their turn: a large file's rows take seconds
 * of zod and lookups on a loaded machine, which held every other request that long
 * (docs/performance.md, "Figures that were in code comments").
 */
const PLAN_SLICE_MS = 8;

/** Every row checked: the listings to create or update, and every problem found. */
export async function planRows(table: TableFile, context: Context) {
  const { kind, names, fkBusinessId } = context;
  const indexes = columnIndexes(kind, table.header);
  const problems: ImportProblem[] = [...table.formulas];
  const formulaRows = new Set(table.formulas.map((p) => p.row));
  const byId = new Map(context.existing.map((listing) => [listing.id, listing]));
  const bySku = new Map<string, ExistingListing[]>();
  for (const listing of context.existing) {
    if (!listing.sku) continue;
    const key = nameKey(listing.sku);
    bySku.set(key, [...(bySku.get(key) ?? []), listing]);
  }
  const idRows = new Map<string, number>();
  const skuRows = new Map<string, number>();
  const planned: PlannedRow[] = [];
  let unchanged = 0;
  let replacesPending = 0;

  let sliceStart = performance.now();
  for (const { row, cells } of table.rows) {
    if (performance.now() - sliceStart > PLAN_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    const cell = (column: CatalogColumn) => {
      const index = indexes.get(column);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const rowProblems: ImportProblem[] = [];

    // Which listing the row is: its ID, else (products) the business's product with its SKU.
    let target: ExistingListing | undefined;
    const id = cell('ID');
    if (id) {
      target = byId.get(id);
      if (!target) rowProblems.push(problem(row, 'ID', 'unknownId'));
      const seen = idRows.get(id);
      if (seen) rowProblems.push(problem(row, 'ID', 'duplicateId', { row: seen }));
      else idRows.set(id, row);
    }
    const sku = kind === 'product' ? cell('SKU') : '';
    if (sku) {
      const seen = skuRows.get(nameKey(sku));
      if (seen) rowProblems.push(problem(row, 'SKU', 'duplicateSku', { row: seen }));
      else skuRows.set(nameKey(sku), row);
      if (!id) {
        const matches = bySku.get(nameKey(sku)) ?? [];
        if (matches.length > 1) rowProblems.push(problem(row, 'SKU', 'ambiguousSku'));
        else target = matches[0];
      }
    }

    // Names to ids; an unknown name is the row's problem, and the form's rule on that column
    // (e.g. MSG.subCategoryRequired) is not repeated under it.
    const categoryName = cell('Category');
    const fkCategoryId = categoryName ? names.categoryId.get(nameKey(categoryName)) : undefined;
    if (categoryName && !fkCategoryId) {
      rowProblems.push(problem(row, 'Category', 'unknownCategory', { value: categoryName }));
    }
    const subsIn = fkCategoryId ? names.subCategoryId.get(fkCategoryId) : undefined;
    const fkSubCategoriesIds: string[] = [];
    for (const name of splitList(cell('Sub-categories'))) {
      const subId = subsIn?.get(nameKey(name));
      if (subId) fkSubCategoriesIds.push(subId);
      else if (fkCategoryId) {
        rowProblems.push(problem(row, 'Sub-categories', 'unknownSubCategory', { value: name }));
      }
    }
    let fkBrandId: string | undefined;
    const brandName = cell('Brand');
    if (brandName) {
      fkBrandId = fkSubCategoriesIds
        .map((subId) => names.brandIdIn.get(subId)?.get(nameKey(brandName)))
        .find(Boolean);
      if (!fkBrandId && fkSubCategoriesIds.length) {
        rowProblems.push(problem(row, 'Brand', 'unknownBrand', { value: brandName }));
      }
    }
    const fkColorIds: string[] = [];
    for (const name of splitList(cell('Colours'))) {
      const colorId = names.colorId.get(nameKey(name));
      if (colorId) fkColorIds.push(colorId);
      else rowProblems.push(problem(row, 'Colours', 'unknownColour', { value: name }));
    }

    const common = {
      name: cell('Name'),
      // Pictures are added in the editor; an update keeps the ones the seller last submitted.
      images: target ? imagesOf(target) : [],
      fkCategoryId: fkCategoryId ?? (categoryName ? 'unknown' : ''),
      fkSubCategoriesIds,
      pricePerUnit: priceText(cell('MRP')),
      sellingPrice: priceText(cell('Selling price')),
      tags: splitList(cell('Keywords')),
      description: cell('Description'),
      fkBusinessId,
    };
    const body =
      kind === 'product'
        ? {
            ...common,
            sku,
            ...(fkBrandId ? { fkBrandId } : {}),
            fkColorIds: [...new Set(fkColorIds)],
            specifications: splitList(cell('Specifications')),
            disclaimer: splitList(cell('Disclaimers')),
          }
        : common;
    const schema: z.ZodType =
      kind === 'product'
        ? target
          ? updateProductBody
          : createProductBody
        : target
          ? updateServiceBody
          : createServiceBody;
    const parsed = schema.safeParse(target ? { ...body, id: target.id } : body);
    const named = new Set(rowProblems.map((p) => p.column));
    // Sub-categories are named within their category: an unknown category says it all.
    if (categoryName && !fkCategoryId) named.add('Sub-categories');
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column = COLUMN_OF_FIELD[field] ?? null;
        if ((column && named.has(column)) || seen.has(`${column}:${issue.message}`)) continue;
        seen.add(`${column}:${issue.message}`);
        rowProblems.push({ row, column, message: issue.message });
      }
    }
    problems.push(...rowProblems);
    if (rowProblems.length || formulaRows.has(row) || !parsed.success) continue;
    // A row holding what the seller last submitted changes nothing: not written, so
    // a re-import of an export neither sends listings back to review nor overwrites changes
    // waiting for approval with the live values.
    if (
      target &&
      !changedFields(kind, asFileCarries(target.form), parsed.data as Record<string, unknown>)
        .length
    ) {
      unchanged += 1;
      continue;
    }
    if (target?.revised) replacesPending += 1;
    planned.push(
      (target
        ? { row, kind, update: parsed.data }
        : { row, kind, create: parsed.data }) as PlannedRow,
    );
  }
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { planned, problems, rows: table.rows.length, unchanged, replacesPending };
}
