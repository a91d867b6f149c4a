import { stringify } from 'csv-stringify/sync';

/**
 * CSV text for a spreadsheet (CRLF lines, as Excel writes them): a UTF-8 byte-order mark (so
 * Excel reads Hindi names right) and every cell quoted, so a line break inside a cell (even a lone
 * CR) stays inside it. Cells starting with = + - @ tab or CR get a leading single quote
 * (csv-stringify's escape_formulas, OWASP CSV injection), so a spreadsheet never runs a visitor's
 * or a seller's text as a formula; the catalogue import takes that quote off again.
 */
export const spreadsheetCsv = (rows: string[][]) =>
  stringify(rows, {
    bom: true,
    escape_formulas: true,
    quoted: true,
    record_delimiter: 'windows',
  });
