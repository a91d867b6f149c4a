// The catalogue import's words, apart from its zod schemas (schemas/catalog-import.ts) so that
// a screen showing one does not load zod.

/**
 * The import's own answers (the spec words none). `{{…}}` are filled by `importMessage`; the web
 * app shows its Hindi by the key and the same values.
 */
export const IMPORT_MSG = {
  wrongType: 'Upload a CSV or Excel (.xlsx) file.',
  tooLarge: 'The file is larger than 10 MB. Split it into smaller files.',
  notATable: 'This file is not a table. Upload the CSV or Excel template filled in.',
  empty: 'The file has no rows under its header.',
  tooManyRows: 'The file has more than 5,000 rows; at most 5,000 can be imported at once.',
  rowTooLong: 'Row {{row}} is too long: a row can hold at most 100,000 characters.',
  unknownColumns: 'Unknown columns: {{columns}}. Use the columns of the template.',
  missingColumns: 'Missing columns: {{columns}}.',
  duplicateColumn: 'The column {{column}} appears twice.',
  formula: 'Formulas are not allowed: type the value itself.',
  unknownCategory: 'Unknown category "{{value}}".',
  unknownSubCategory: 'Unknown sub-category "{{value}}" in this category.',
  unknownBrand: 'Unknown brand "{{value}}" for these sub-categories.',
  unknownColour: 'Unknown colour "{{value}}".',
  unknownId: 'No listing of this business has this ID.',
  duplicateId: 'This ID is also on row {{row}}.',
  duplicateSku: 'This SKU is also on row {{row}}.',
  ambiguousSku: 'Several products of this business have this SKU; add their ID column instead.',
  hasProblems: 'The file has errors; nothing was imported. Check it again.',
  imported: 'Imported: {{created}} added, {{updated}} updated, all sent for approval.',
} as const;
export type ImportMessageKey = keyof typeof IMPORT_MSG;

/** IMPORT_MSG[key] with its `{{name}}` placeholders filled. */
export const importMessage = (
  key: ImportMessageKey,
  values: Record<string, string | number> = {},
) => IMPORT_MSG[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
