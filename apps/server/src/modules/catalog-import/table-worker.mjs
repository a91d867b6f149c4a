// Reads an uploaded catalogue file (CSV or .xlsx) into its header and rows, in a worker thread
// (docs/security.md): table-file.ts hands it one file at a time with a time limit, under a memory
// cap, so a file built to be slow or huge costs that worker, never the server's event loop.
//
// Plain JavaScript on purpose: the same file runs under tsx, under vitest and beside the esbuild
// bundle, and a worker gets no TypeScript transform in any of them. It imports only node's own
// modules. Every pass over the file is linear: no parser that rescans its buffer, no regular
// expression that backtracks over what a seller wrote, and every limit is counted while reading.
import { parentPort, workerData } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';

/**
 * @typedef {{ rows: number, columns: number, rowChars: number, tableChars: number, inflatedBytes: number, tagChars: number }} Limits
 * @typedef {{ row: number, col: number }} Cell
 * @typedef {{ header: string[], rows: Array<{ row: number, cells: string[] }>, formulaAt: Cell[] }} Table
 */

/** A file refused in the import's own words: an IMPORT_MSG key and its values. */
class Refused {
  /** @param {string} key @param {Record<string, string | number>} [values] */
  constructor(key, values) {
    this.key = key;
    this.values = values;
  }
}
/** @param {string} key @param {Record<string, string | number>} [values] @returns {never} */
const refuse = (key, values) => {
  throw new Refused(key, values);
};
const notATable = () => refuse('notATable');

/** OWASP CSV injection: what a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed number ('-50', '+5.5'): a spreadsheet reads it as that number, runs nothing. */
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;
/** A cell an export protected with a leading quote (csv-stringify's escape_formulas). */
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/** Whether no cell holds more than spaces (`every` passes over an .xlsx row's holes). */
const isBlank = (/** @type {string[]} */ cells) => cells.every((cell) => cell.trim() === '');

/** A row's first `width` cells, a hole (an .xlsx cell never written) read as empty. */
const firstCells = (/** @type {string[]} */ cells, /** @type {number} */ width) =>
  Array.from({ length: Math.min(cells.length, width) }, (_, i) => cells[i] ?? '');

/**
 * Collects the table as rows arrive: the first is the header, blank ones are skipped, and the
 * file is refused as soon as one row more than the limit has come. A row keeps only the cells
 * under a titled column (the import reads no other), so what goes back to the server's thread is
 * at most limits.rows × limits.columns cells and limits.tableChars characters.
 * @param {Limits} limits
 */
function tableBuilder(limits) {
  /** @type {string[] | null} */
  let header = null;
  let width = 0;
  let chars = 0;
  /** @type {Table['rows']} */
  const rows = [];
  /** @type {Cell[]} */
  const formulaAt = [];
  /** @param {string[]} cells */
  const count = (cells) => {
    for (const cell of cells) chars += cell.length;
    // More text than the largest CSV holds: a few cells of an .xlsx repeated many times.
    if (chars > limits.tableChars) refuse('tooLarge');
    return cells;
  };
  /** @param {number} row @param {number[]} cols */
  const formulas = (row, cols) => {
    for (const col of cols) if (col < width) formulaAt.push({ row, col });
  };
  return {
    /** @param {number} row @param {string[]} cells (holes are empty cells) @param {number[]} [formulaCols] */
    add(row, cells, formulaCols = []) {
      if (header === null) {
        if (isBlank(cells)) notATable();
        cells.forEach((cell, col) => {
          if (cell.trim()) width = col + 1;
        });
        // The template has 13 columns: a header titled this far to the right is no catalogue.
        if (width > limits.columns) notATable();
        header = count(firstCells(cells, width));
        formulas(row, formulaCols);
        return;
      }
      if (isBlank(cells)) return;
      // The row that would be one too many: the file is refused without reading the rest.
      if (rows.length === limits.rows) refuse('tooManyRows');
      rows.push({ row, cells: count(firstCells(cells, width)) });
      formulas(row, formulaCols);
    },
    /** @returns {Table} */
    done() {
      if (header === null) notATable();
      if (!rows.length) refuse('empty');
      return { header, rows, formulaAt };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180: comma, double quotes doubled inside quoted cells, any of CRLF, LF, CR ending a
// row). Read in one pass: a blank line costs two comparisons, a row longer than limits.rowChars
// is refused when it gets there.

/** @param {Uint8Array} bytes @param {Limits} limits @returns {Table} */
function readCsv(bytes, limits) {
  if (bytes.includes(0)) notATable();
  let text;
  try {
    // The BOM a spreadsheet writes is dropped (ignoreBOM: false).
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    notATable();
  }
  const table = tableBuilder(limits);
  const n = text.length;
  let pos = 0;
  let row = 0;
  const tooLong = () => refuse('rowTooLong', { row });
  while (pos < n) {
    row++;
    const start = pos;
    const first = text.charCodeAt(pos);
    if (first === 10 || first === 13) {
      pos += first === 13 && text.charCodeAt(pos + 1) === 10 ? 2 : 1;
      table.add(row, ['']);
      continue;
    }
    /** @type {string[]} */
    const cells = [];
    for (;;) {
      if (text.charCodeAt(pos) === 34) {
        let value = '';
        let from = pos + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote < 0) notATable(); // a quote never closed
          if (quote - start > limits.rowChars) tooLong();
          value += text.slice(from, quote);
          if (text.charCodeAt(quote + 1) !== 34) {
            pos = quote + 1;
            break;
          }
          value += '"';
          from = quote + 2;
        }
        cells.push(value);
      } else {
        let end = pos;
        for (; end < n; end++) {
          const c = text.charCodeAt(end);
          if (c === 44 || c === 10 || c === 13) break;
          if (c === 34) notATable(); // a quote inside a cell that was not quoted
        }
        cells.push(text.slice(pos, end));
        pos = end;
      }
      if (pos - start > limits.rowChars) tooLong();
      const next = text.charCodeAt(pos);
      if (next === 44) {
        pos++;
        continue;
      }
      if (pos >= n) break;
      if (next === 13) pos += text.charCodeAt(pos + 1) === 10 ? 2 : 1;
      else if (next === 10) pos++;
      else notATable(); // text after a closing quote
      break;
    }
    /** @type {number[]} */
    const formulaCols = [];
    if (row > 1)
      cells.forEach(
        (cell, col) =>
          FORMULA_START.test(cell) && !SIGNED_NUMBER.test(cell) && formulaCols.push(col),
      );
    // A cell an export protected comes back as the seller wrote it.
    table.add(
      row,
      cells.map((cell) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell)),
      formulaCols,
    );
  }
  return table.done();
}

// ---------------------------------------------------------------------------------------------
// .xlsx: a ZIP of XML parts. The parts are found by the archive's central directory and inflated
// by node's zlib with a cap on the bytes it actually writes (what an entry declares is not
// trusted), shared by every part read; parts not needed are never inflated. Only the first
// worksheet is read, as read-excel-file's readSheet did.

/**
 * The archive's entries by name: where each one's data is, compressed how.
 * @param {Uint8Array} bytes
 */
function zipEntries(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at) => view.getUint16(at, true);
  const u32 = (at) => view.getUint32(at, true);
  // The end of the central directory: 22 bytes and a comment of at most 65,535 after them.
  let end = -1;
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 65535; at--) {
    if (u32(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) notATable();
  /** @type {Map<string, { flags: number, method: number, size: number, local: number }>} */
  const entries = new Map();
  const names = new TextDecoder();
  let at = u32(end + 16);
  for (let count = u16(end + 10); count > 0; count--) {
    if (at + 46 > bytes.length || u32(at) !== 0x02014b50) notATable();
    const nameLength = u16(at + 28);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      flags: u16(at + 8),
      method: u16(at + 10),
      size: u32(at + 20),
      local: u32(at + 42),
    });
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return { view, entries };
}

/**
 * The parts of an archive as text, each inflated with what is left of one byte budget.
 * @param {Uint8Array} bytes @param {Limits} limits
 */
function zipReader(bytes, limits) {
  const { view, entries } = zipEntries(bytes);
  let budget = limits.inflatedBytes;
  const text = new TextDecoder();
  return {
    has: (/** @type {string} */ name) => entries.has(name),
    /** @param {string} name @returns {string} */
    read(name) {
      const entry = entries.get(name);
      if (!entry) notATable();
      const local = entry.local;
      if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) notATable();
      const start =
        local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      if (entry.flags & 1 || start + entry.size > bytes.length) notATable(); // encrypted, or cut
      const data = bytes.subarray(start, start + entry.size);
      let out;
      if (entry.method === 0) out = data;
      else if (entry.method === 8) {
        try {
          // zlib stops as soon as its output passes maxOutputLength (ERR_BUFFER_TOO_LARGE).
          out = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
        } catch {
          notATable();
        }
      } else notATable();
      if (out.length > budget) notATable();
      budget -= out.length;
      return text.decode(out);
    },
  };
}

const ENTITIES = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** XML text as written: entities and character references replaced. */
const xmlText = (/** @type {string} */ raw) =>
  raw.includes('&')
    ? raw.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (_, name) =>
        name[0] === '#'
          ? String.fromCodePoint(
              Math.min(
                0x10ffff,
                parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10),
              ),
            )
          : ENTITIES[name],
      )
    : raw;
/** Characters an .xlsx string escapes as _xHHHH_ (ECMA-376 ST_Xstring), as read-excel-file reads them. */
const xlsxString = (/** @type {string} */ text) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    : text;

/** @type {Map<string, RegExp>} */
const ATTRIBUTES = new Map();
/**
 * One attribute of a tag's text (the part between < and >), by its full name ("r", "r:id").
 * @param {string} tag @param {string} name
 */
function attribute(tag, name) {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    ATTRIBUTES.set(name, pattern);
  }
  const found = pattern.exec(tag);
  return found ? xmlText(found[1] ?? found[2] ?? '') : undefined;
}

/**
 * Walks the elements of an XML part in one pass. `visit` hears each tag: its name without a
 * namespace prefix ("/c" when it closes an element), its text, whether it closes itself, and the
 * text before it (raw, between the previous tag and this one), read only when asked for.
 * @param {string} xml @param {Limits} limits
 * @param {(name: string, tag: string, selfClosing: boolean, textBefore: () => string) => void} visit
 */
function walkXml(xml, limits, visit) {
  let pos = 0;
  for (;;) {
    const open = xml.indexOf('<', pos);
    if (open < 0) return;
    if (xml.startsWith('<!--', open)) {
      const close = xml.indexOf('-->', open + 4);
      if (close < 0) notATable();
      pos = close + 3;
      continue;
    }
    const close = xml.indexOf('>', open + 1);
    // No spreadsheet writes a tag this long; it is refused before its attributes are read.
    if (close < 0 || close - open > limits.tagChars) notATable();
    const tag = xml.slice(open + 1, close);
    const from = pos;
    pos = close + 1;
    const kind = tag.charCodeAt(0);
    if (kind === 63 /* ? */) continue;
    if (kind === 33 /* ! */) notATable(); // CDATA or a DOCTYPE: no spreadsheet part has one
    const closing = kind === 47; /* / */
    let nameEnd = closing ? 1 : 0;
    for (; nameEnd < tag.length; nameEnd++) {
      const c = tag.charCodeAt(nameEnd);
      if (c === 32 || c === 47 || c === 9 || c === 10 || c === 13) break;
    }
    const qualified = tag.slice(closing ? 1 : 0, nameEnd);
    const name = (closing ? '/' : '') + qualified.slice(qualified.indexOf(':') + 1);
    visit(name, tag, tag.endsWith('/'), () => xml.slice(from, open));
  }
}

/** The text of each shared string (`<si>`), its phonetic runs (`<rPh>`) left out. */
function sharedStrings(/** @type {string} */ xml, /** @type {Limits} */ limits) {
  /** @type {string[]} */
  const strings = [];
  let current = '';
  let phonetic = false;
  walkXml(xml, limits, (name, _tag, selfClosing, textBefore) => {
    if (name === 'si') current = '';
    else if (name === '/si') strings.push(xlsxString(current));
    else if (name === 'rPh') phonetic = !selfClosing;
    else if (name === '/rPh') phonetic = false;
    else if (name === '/t' && !phonetic) current += xmlText(textBefore());
    if (name === 'si' && selfClosing) strings.push('');
  });
  return strings;
}

/** Number formats Excel has built in that show a date (read-excel-file's list). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
]);
const DATE_TOKENS = new Set(
  'd dd ddd dddd m mm mmm mmmm mmmmm y yy yyyy h hh s ss am pm a p aaa aaaa aaaaa e ee eeee'.split(
    ' ',
  ),
);
/** Whether a custom number format shows a date (read-excel-file's isDateFormatTemplate). */
function isDateFormat(/** @type {string} */ code) {
  const sections = code.toLowerCase().replace(/;@$/, '').replace(/\\./g, ' ').split(';');
  return sections.some((section) => {
    const tokens = section
      .replace(/"[^"]*"/g, ' ')
      .replace(/(\[?[smhd]{1,2}\]?)[.,]00?0?/g, '$1')
      .replace(/\[([smhd]{1,2})\]/g, '$1')
      .replace(/\[[^\]]*\]/g, '')
      .split(/[^a-z0#?%]+/)
      .filter(Boolean);
    return tokens.length > 0 && tokens.every((token) => DATE_TOKENS.has(token));
  });
}

/** Which cell styles (`s="…"`, an index into cellXfs) show their number as a date. */
function dateStyles(/** @type {string} */ xml, /** @type {Limits} */ limits) {
  /** @type {Map<number, string>} */
  const formats = new Map();
  /** @type {Array<number | undefined>} */
  const base = [];
  /** @type {boolean[]} */
  const dates = [];
  let list = '';
  walkXml(xml, limits, (name, tag) => {
    if (name === 'numFmt') {
      formats.set(Number(attribute(tag, 'numFmtId')), attribute(tag, 'formatCode') ?? '');
    } else if (name === 'cellStyleXfs' || name === 'cellXfs') list = name;
    else if (name === '/cellStyleXfs' || name === '/cellXfs') list = '';
    else if (name === 'xf' && list === 'cellStyleXfs') {
      const id = attribute(tag, 'numFmtId');
      base.push(id === undefined ? undefined : Number(id));
    } else if (name === 'xf' && list === 'cellXfs') {
      const own = attribute(tag, 'numFmtId');
      const id = own !== undefined ? Number(own) : base[Number(attribute(tag, 'xfId'))];
      const code = id === undefined ? undefined : formats.get(id);
      dates.push(
        id !== undefined && (BUILT_IN_DATE_FORMATS.has(id) || (!!code && isDateFormat(code))),
      );
    }
  });
  return dates;
}

/** Days since Excel's epoch to a calendar date, as read-excel-file reads them. */
function excelDate(/** @type {number} */ serial, /** @type {boolean} */ epoch1904) {
  const days = serial + (epoch1904 ? 1462 : 0) - 25569;
  const date = new Date(Math.floor(days * 86_400_000));
  return Number.isNaN(date.valueOf()) ? String(serial) : date.toISOString().slice(0, 10);
}

/** 0-based index of spreadsheet column letters: A → 0, AA → 26. */
const columnIndex = (/** @type {string} */ letters) =>
  [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/** The workbook's first worksheet, by the workbook's order and its relationships. */
function firstSheetPath(zip, /** @type {Limits} */ limits) {
  /** @type {string | undefined} */
  let id;
  let epoch1904 = false;
  walkXml(zip.read('xl/workbook.xml'), limits, (name, tag) => {
    if (name === 'sheet' && id === undefined) id = attribute(tag, 'r:id');
    if (name === 'workbookPr') epoch1904 = ['1', 'true'].includes(attribute(tag, 'date1904') ?? '');
  });
  let target;
  walkXml(zip.read('xl/_rels/workbook.xml.rels'), limits, (name, tag) => {
    if (name === 'Relationship' && attribute(tag, 'Id') === id) target = attribute(tag, 'Target');
  });
  if (!id || !target) notATable();
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return { path: path.replace(/[^/]+\/\.\.\//g, ''), epoch1904 };
}

/** @param {Uint8Array} bytes @param {Limits} limits @returns {Table} */
function readXlsx(bytes, limits) {
  const zip = zipReader(bytes, limits);
  const { path, epoch1904 } = firstSheetPath(zip, limits);
  const shared = zip.has('xl/sharedStrings.xml')
    ? sharedStrings(zip.read('xl/sharedStrings.xml'), limits)
    : [];
  const dates = zip.has('xl/styles.xml') ? dateStyles(zip.read('xl/styles.xml'), limits) : [];
  const table = tableBuilder(limits);

  let rowNumber = 0;
  /** @type {string[]} */
  let cells = [];
  let rowChars = 0;
  /** @type {number[]} */
  let formulaCols = [];
  let col = -1;
  let type = '';
  let style = '';
  /** @type {string | undefined} */
  let value;
  let inline = '';
  let inInline = false;
  let phonetic = false;
  let formula = false;

  let open = false;
  /** The row read so far goes to the table (once: at its </row>, or when the next one starts). */
  const endRow = () => {
    if (open) table.add(rowNumber, cells, formulaCols);
    open = false;
  };
  const cellValue = () => {
    switch (type || 'n') {
      case 's': {
        const text = shared[Number(value)];
        if (text === undefined) notATable();
        return text;
      }
      case 'inlineStr':
        return xlsxString(inline);
      case 'str':
      case 'e':
        return value ?? '';
      case 'b':
        return value === '1' ? 'true' : value === '0' ? 'false' : (value ?? '');
      case 'd': {
        const date = new Date(value ?? '');
        return Number.isNaN(date.valueOf()) ? (value ?? '') : date.toISOString().slice(0, 10);
      }
      default: {
        if (!value) return '';
        const number = Number(value);
        if (Number.isNaN(number)) return value;
        return dates[Number(style)] ? excelDate(number, epoch1904) : String(number);
      }
    }
  };

  walkXml(zip.read(path), limits, (name, tag, selfClosing, textBefore) => {
    switch (name) {
      case 'row': {
        endRow();
        const r = Number(attribute(tag, 'r'));
        rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
        cells = [];
        formulaCols = [];
        rowChars = 0;
        col = -1;
        open = true;
        return;
      }
      case '/row':
        endRow();
        return;
      case 'c': {
        const ref = /^([A-Z]{1,3})(\d+)$/.exec(attribute(tag, 'r') ?? '');
        col = ref ? columnIndex(ref[1]) : col + 1;
        type = attribute(tag, 't') ?? '';
        style = attribute(tag, 's') ?? '';
        value = undefined;
        inline = '';
        formula = false;
        if (!selfClosing) return;
        break; // an empty cell
      }
      case 'f':
        formula = true;
        return;
      case '/v':
        value = xmlText(textBefore());
        return;
      case 'is':
        inInline = !selfClosing;
        return;
      case '/is':
        inInline = false;
        return;
      case 'rPh':
        phonetic = !selfClosing;
        return;
      case '/rPh':
        phonetic = false;
        return;
      case '/t':
        if (inInline && !phonetic) inline += xmlText(textBefore());
        return;
      case '/c':
        break;
      default:
        return;
    }
    // The cell is complete (its </c>, or <c …/>).
    if (!open) notATable(); // a cell outside any row
    const text = selfClosing ? '' : cellValue();
    rowChars += text.length;
    if (rowChars > limits.rowChars) refuse('rowTooLong', { row: rowNumber });
    // Left as a hole when empty: a cell far to the right costs nothing until it holds text.
    if (text) cells[col] = text;
    if (formula) formulaCols.push(col);
  });
  endRow();
  return table.done();
}

// ---------------------------------------------------------------------------------------------

// One file per message, one at a time; the worker is kept for the next file while it answers in
// time (table-file.ts), so its code runs warm.
const { limits } = workerData;
parentPort.on('message', ({ bytes, format }) => {
  try {
    const table = format === 'csv' ? readCsv(bytes, limits) : readXlsx(bytes, limits);
    parentPort.postMessage({ table });
  } catch (err) {
    // Whatever else went wrong reading the file, it is not a table this import can read.
    parentPort.postMessage({
      refused: err instanceof Refused ? { key: err.key, values: err.values } : { key: 'notATable' },
    });
  }
});
