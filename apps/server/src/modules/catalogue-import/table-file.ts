import { parse } from 'csv-parse/sync';
import { unzipSync, strFromU8 } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import {
  CATALOGUE_IMPORT_LIMITS,
  importMessage,
  type ImportProblem,
  type TableFormat,
} from '@haat/shared';
import { badRequest, HttpError } from '../../lib/http-error.ts';

// An uploaded CSV or .xlsx file read into a header and rows of text (issue 24 §2). Whatever is
// not a table is refused here as a whole, before any row is looked at.

export type TableFile = {
  header: string[];
  /** Data rows with their spreadsheet row number (the header is row 1); blank rows left out. */
  rows: Array<{ row: number; cells: string[] }>;
  /** Cells holding formulas: an Excel formula, or CSV text a spreadsheet would run as one. */
  formulas: ImportProblem[];
};

/** OWASP CSV injection: what a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell an export protected with a leading quote (csv-stringify's escape_formulas). */
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;
/** A worksheet unpacked to more than this is a zip bomb, not a catalogue. */
const MAX_SHEET_XML_BYTES = 200 * 1024 * 1024;

const refuse = (
  key: Parameters<typeof importMessage>[0],
  values?: Record<string, string | number>,
) => badRequest(importMessage(key, values));

export const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', importMessage('tooLarge'));

/** Spreadsheet column letters of a 0-based index: 0 → A, 26 → AA. */
const columnLetters = (index: number): string =>
  (index >= 26 ? columnLetters(Math.floor(index / 26) - 1) : '') +
  String.fromCharCode(65 + (index % 26));

/** 0-based index of spreadsheet column letters: A → 0, AA → 26. */
const columnIndex = (letters: string) =>
  [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;

function decodeText(bytes: Buffer) {
  if (bytes.includes(0)) throw refuse('notATable');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse('notATable');
  }
}

function readCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch {
    throw refuse('notATable');
  }
}

const isZip = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/** Cells of the workbook's sheets that hold a formula (`<f>` in the sheet's XML). */
function xlsxFormulaCells(bytes: Buffer): string[] {
  const files = unzipSync(bytes, {
    filter: (file) => {
      if (!/^xl\/worksheets\/[^/]+\.xml$/.test(file.name)) return false;
      if (file.originalSize > MAX_SHEET_XML_BYTES) throw refuse('notATable');
      return true;
    },
  });
  const cells: string[] = [];
  for (const data of Object.values(files)) {
    const xml = strFromU8(data);
    for (const match of xml.matchAll(/<c\b[^>]*\br="([A-Z]+\d+)"[^>]*>(.*?)<\/c>/gs)) {
      if (/<f[\s>/]/.test(match[2] ?? '')) cells.push(match[1]!);
    }
  }
  return cells;
}

const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value);

async function readXlsx(bytes: Buffer): Promise<{ grid: string[][]; formulaCells: string[] }> {
  if (!isZip(bytes)) throw refuse('notATable');
  let formulaCells: string[];
  let data: unknown[][];
  try {
    formulaCells = xlsxFormulaCells(bytes);
    data = (await readSheet(bytes, { trim: false })) as unknown[][];
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw refuse('notATable');
  }
  return { grid: data.map((row) => row.map(cellText)), formulaCells };
}

/** A CSV cell as the seller meant it: an export's protective quote removed. */
const unescapeCell = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

/** Reads an upload as a table; throws 400 with the reason when it is none. */
export async function readTableFile(bytes: Buffer, format: TableFormat): Promise<TableFile> {
  if (bytes.length > CATALOGUE_IMPORT_LIMITS.bytes) throw tooLarge();
  if (!bytes.length) throw refuse('notATable');
  const formulaAt: Array<{ row: number; col: number }> = [];
  let grid: string[][];
  if (format === 'csv') {
    if (isZip(bytes)) throw refuse('wrongType');
    grid = readCsv(bytes);
    grid.forEach((cells, r) =>
      cells.forEach((cell, c) => {
        if (r > 0 && FORMULA_START.test(cell)) formulaAt.push({ row: r + 1, col: c });
      }),
    );
    grid = grid.map((cells) => cells.map(unescapeCell));
  } else {
    const sheet = await readXlsx(bytes);
    grid = sheet.grid;
    for (const ref of sheet.formulaCells) {
      const [, letters = '', digits = '0'] = /^([A-Z]+)(\d+)$/.exec(ref) ?? [];
      formulaAt.push({ row: Number(digits), col: columnIndex(letters) });
    }
  }
  const [header, ...body] = grid;
  if (!header || header.every((cell) => !cell.trim())) throw refuse('notATable');
  const rows = body
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (!rows.length) throw refuse('empty');
  if (rows.length > CATALOGUE_IMPORT_LIMITS.rows) {
    throw refuse('tooManyRows', { count: rows.length.toLocaleString('en-IN') });
  }
  const names = header.map((cell) => cell.trim());
  // A formula is named by its column's header, as the report names every other problem.
  const formulas: ImportProblem[] = formulaAt.map(({ row, col }) => ({
    row,
    column: names[col] || columnLetters(col),
    message: importMessage('formula'),
    key: 'formula',
  }));
  return { header: names, rows, formulas };
}
