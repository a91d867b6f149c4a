import { z } from 'zod';
import { IMPORT_MSG, type ImportMessageKey } from '../import-messages.ts';
import { envelopeSchema } from '../api.ts';
import { idParam } from './businesses.ts';

// A business's products or services as a table (CSV or Excel), to download as a
// template or an export and to upload again. The columns, limits and answers both sides share
// (docs/decisions/020-catalogue-import.md).

export const CATALOG_KINDS = ['product', 'service'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

export const TABLE_FORMATS = ['csv', 'xlsx'] as const;
export type TableFormat = (typeof TABLE_FORMATS)[number];

/** What an upload declares itself as; anything else is refused as the wrong type of file. */
export const TABLE_CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const CATALOG_IMPORT_LIMITS = {
  /** Listings in one file. */
  rows: 5000,
  /** 10 MB: 5,000 rows with long descriptions fit; a picture or a database dump does not. */
  bytes: 10 * 1024 * 1024,
} as const;

/** Several names or texts in one cell (sub-categories, colours, keywords, specifications). */
export const LIST_SEPARATOR = ';';

/**
 * The columns in file order (headers are matched ignoring case and spaces around them).
 * `ID` is filled by an export: a row with an ID updates that listing, one without adds a new one
 * (or, for products, updates the business's product with the same SKU).
 */
export const CATALOG_COLUMNS = {
  product: [
    'ID',
    'Name',
    'SKU',
    'Category',
    'Sub-categories',
    'Brand',
    'Colours',
    'MRP',
    'Selling price',
    'Keywords',
    'Description',
    'Specifications',
    'Disclaimers',
  ],
  service: [
    'ID',
    'Name',
    'Category',
    'Sub-categories',
    'MRP',
    'Selling price',
    'Keywords',
    'Description',
  ],
} as const satisfies Record<CatalogKind, readonly string[]>;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[CatalogKind][number];

/**
 * A file without one of these is refused as a whole (the form's required fields: name,
 * sub-category; a service's description).
 */
export const REQUIRED_COLUMNS: Record<CatalogKind, readonly CatalogColumn[]> = {
  product: ['Name', 'Category', 'Sub-categories'],
  service: ['Name', 'Category', 'Sub-categories', 'Description'],
};

/** The form field each column fills (the shared create and update schemas' names). */
export const COLUMN_OF_FIELD: Record<string, CatalogColumn> = {
  id: 'ID',
  name: 'Name',
  sku: 'SKU',
  fkCategoryId: 'Category',
  fkSubCategoriesIds: 'Sub-categories',
  fkBrandId: 'Brand',
  fkColorIds: 'Colours',
  pricePerUnit: 'MRP',
  sellingPrice: 'Selling price',
  tags: 'Keywords',
  description: 'Description',
  specifications: 'Specifications',
  disclaimer: 'Disclaimers',
};

/** One problem of a file: its spreadsheet row (the header is row 1) and column, when it has them. */
export const importProblemSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
  /** The IMPORT_MSG key and values the message was made of; none for the form's own rules. */
  key: z.enum(Object.keys(IMPORT_MSG) as [ImportMessageKey, ...ImportMessageKey[]]).optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** What a check answers, before anything is written. */
export const importReportSchema = z.object({
  rows: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  /**
   * Rows that name a listing and hold exactly what its seller last submitted (its changes waiting
   * for approval when it has them, else the live version): skipped, nothing is written for them.
   * A re-import of an export is all unchanged.
   */
  unchanged: z.number().int(),
  /** Updates of listings with changes waiting for approval: they replace those changes. */
  replacesPending: z.number().int(),
  /** At most MAX_REPORTED_PROBLEMS; `problemCount` says how many there were. */
  problems: z.array(importProblemSchema),
  problemCount: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const MAX_REPORTED_PROBLEMS = 500;

/** What a confirmed import answers. */
export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** A template or export: the file itself, CSV or .xlsx as asked. */
const tableFileAnswer = {
  content: {
    [TABLE_CONTENT_TYPES.csv]: { schema: z.string() },
    [TABLE_CONTENT_TYPES.xlsx]: { schema: z.string() },
  },
};

/** The live event that tells the seller's screen how far a confirmed import has come. */
export type ImportProgress = { kind: CatalogKind; done: number; total: number };

/** Query of the import, check, export and template routes. */
export const catalogFileQuery = z.object({
  fkBusinessId: idParam,
  format: z.enum(TABLE_FORMATS).default('csv'),
});
export const catalogTemplateQuery = z.object({ format: z.enum(TABLE_FORMATS).default('csv') });

/** File names of the downloads: products_template.csv, products_export.xlsx… */
export const catalogFileName = (
  kind: CatalogKind,
  what: 'template' | 'export',
  format: TableFormat,
) => `${kind}s_${what}.${format}`;

/** The catalogue import's answers, for the routes' response schemas. */
export const CATALOG_IMPORT_ANSWERS = {
  file: tableFileAnswer,
  check: envelopeSchema(importReportSchema),
  imported: envelopeSchema(importResultSchema),
} as const;
