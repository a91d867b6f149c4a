import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  API_MSG,
  CATALOG_IMPORT_LIMITS,
  IMPORT_MSG,
  importMessage,
  type ImportMessageKey,
  type ImportProblem,
  type TableFormat,
} from '@haat/shared';
import { REPO_ROOT } from '../../db/paths.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';

// An uploaded CSV or .xlsx file read into a header and rows of text. Whatever is
// not a table is refused here as a whole, before any row is looked at.
//
// The reading itself happens in table-worker.mjs, in a worker thread (docs/security.md, Catalogue
// import files): a file made to be slow (a million blank lines, a worksheet of one long run of
// spaces) or huge (a zip bomb) costs that thread, which is stopped at a time limit and a memory
// cap, while the server's own event loop answers everyone else. Only a few files are read at once.

export type TableFile = {
  header: string[];
  /** Data rows with their spreadsheet row number (the header is row 1); blank rows left out. */
  rows: Array<{ row: number; cells: string[] }>;
  /** Cells holding formulas: an Excel formula, or CSV text a spreadsheet would run as one. */
  formulas: ImportProblem[];
};

/** What the worker counts while it reads; past any of them it stops and refuses the file. */
export const TABLE_READ_LIMITS = {
  rows: CATALOG_IMPORT_LIMITS.rows,
  /** Cells kept per row, up to the header's last title (the template has 13). */
  columns: 64,
  /** Characters in one row: a description of 1,000 long words fits many times over. */
  rowChars: 100_000,
  /** Characters kept in all: what the largest CSV can hold, however an .xlsx repeats its text. */
  tableChars: CATALOG_IMPORT_LIMITS.bytes,
  /** Bytes inflated from an .xlsx, all the parts read counted together (not what they declare). */
  inflatedBytes: 64 * 1024 * 1024,
  /** Characters between < and > of one XML tag: no spreadsheet writes more. */
  tagChars: 4096,
} as const;

/**
 * How a worker runs. A 5,000-row file is read in well under a second; ten seconds on a loaded
 * machine is a file built to be slow. The memory cap holds the parts of the largest allowed
 * .xlsx as text; the server's own heap is not touched by what a worker allocates.
 */
const WORKER = {
  timeoutMs: 10_000,
  maxOldGenerationSizeMb: 384,
  running: 2,
  waiting: 16,
  idleMs: 60_000,
};

/**
 * The worker's code, found from the repository root (db/paths.ts) rather than next to this file:
 * the same path holds under tsx, under vitest and from the bundle in dist/server.js, where
 * `import.meta.url` is the bundle's (apps/server/build.mjs). Checked at start-up, so a missing
 * file stops the server instead of refusing every upload.
 */
const WORKER_FILE = join(REPO_ROOT, 'apps/server/src/modules/catalog-import/table-worker.mjs');
if (!existsSync(WORKER_FILE)) throw new Error(`the table reader is missing: ${WORKER_FILE}`);

/** A spreadsheet ZIP's first bytes. */
const isZip = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

const refuse = (key: ImportMessageKey, values?: Record<string, string | number>) =>
  badRequest(importMessage(key, values));

export const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', importMessage('tooLarge'));

/** Spreadsheet column letters of a 0-based index: 0 → A, 26 → AA. */
const columnLetters = (index: number): string =>
  (index >= 26 ? columnLetters(Math.floor(index / 26) - 1) : '') +
  String.fromCharCode(65 + (index % 26));

type WorkerTable = Omit<TableFile, 'formulas'> & { formulaAt: Array<{ row: number; col: number }> };
type WorkerAnswer =
  { table: WorkerTable } | { refused: { key: string; values?: Record<string, string | number> } };

let running = 0;
const waiting: Array<() => void> = [];

/** A place among the workers: at once, after those ahead have finished, or 503 when too many wait. */
async function takeTurn() {
  if (running < WORKER.running) {
    running++;
    return;
  }
  if (waiting.length >= WORKER.waiting)
    throw new HttpError(503, 'UNAVAILABLE', API_MSG.serverBusy, { 'retry-after': '5' });
  // The finishing worker hands its place straight to the first in line (running stays the same).
  await new Promise<void>((resolve) => waiting.push(resolve));
}
function endTurn() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** A worker thread running table-worker.mjs, and how it goes back to wait for the next file. */
type Reader = { worker: Worker; rest(): void };

/** Readers waiting for their next file (at most WORKER.running: no more are ever busy at once). */
const idle: Reader[] = [];

function startReader(): Reader {
  const worker = new Worker(WORKER_FILE, {
    workerData: { limits: TABLE_READ_LIMITS },
    resourceLimits: { maxOldGenerationSizeMb: WORKER.maxOldGenerationSizeMb },
  });
  // An idle reader holds neither the process (its shutdown, a test run) nor, for long, its memory.
  worker.unref();
  let timer: NodeJS.Timeout | undefined;
  const reader: Reader = {
    worker,
    rest() {
      clearTimeout(timer);
      // Ended only while still idle: taken for another file meanwhile, it is left to finish.
      timer = setTimeout(() => idle.includes(reader) && void worker.terminate(), WORKER.idleMs);
      timer.unref();
      idle.push(reader);
    },
  };
  // A reader's errors are answered by the file it was reading (readInWorker); it then exits.
  worker.on('error', () => {});
  worker.once('exit', () => {
    clearTimeout(timer);
    if (idle.includes(reader)) idle.splice(idle.indexOf(reader), 1);
  });
  return reader;
}

/**
 * Reads the file in a worker thread, a warm one when there is one. A reader past its time limit
 * or its memory is ended (terminate stops even a loop that never yields): it has not read a table.
 */
function readInWorker(bytes: Buffer, format: TableFormat, timeoutMs: number) {
  const reader = idle.pop() ?? startReader();
  const { worker } = reader;
  return new Promise<WorkerAnswer>((resolve, reject) => {
    let done = false;
    const finish = (outcome: () => void, keep: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep) reader.rest();
      else void worker.terminate();
      outcome();
    };
    const notATable: WorkerAnswer = { refused: { key: 'notATable' } };
    const onMessage = (answer: WorkerAnswer) => finish(() => resolve(answer), true);
    // Out of memory is the file's doing; anything else (the reader not loading) is ours.
    const onError = (err: Error & { code?: string }) =>
      finish(
        () => (err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve(notATable) : reject(err)),
        false,
      );
    const onExit = (code: number) =>
      finish(() => reject(new Error(`the table reader exited (${code}) without an answer`)), false);
    const timer = setTimeout(() => finish(() => resolve(notATable), false), timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // A copy of its own, moved (not copied again) to the reader.
    const copy = new Uint8Array(bytes);
    worker.postMessage({ bytes: copy, format }, [copy.buffer]);
  });
}

/** Reads an upload as a table; throws 400 (413 for too much) with the reason when it is none. */
export async function readTableFile(
  bytes: Buffer,
  format: TableFormat,
  options: { timeoutMs?: number } = {},
): Promise<TableFile> {
  if (bytes.length > CATALOG_IMPORT_LIMITS.bytes) throw tooLarge();
  if (!bytes.length) throw refuse('notATable');
  if (format === 'csv' && isZip(bytes)) throw refuse('wrongType');
  if (format === 'xlsx' && !isZip(bytes)) throw refuse('notATable');

  await takeTurn();
  let answer: WorkerAnswer;
  try {
    answer = await readInWorker(bytes, format, options.timeoutMs ?? WORKER.timeoutMs);
  } finally {
    endTurn();
  }
  if ('refused' in answer) {
    const { key, values } = answer.refused;
    if (key === 'tooLarge') throw tooLarge();
    throw refuse(key in IMPORT_MSG ? (key as ImportMessageKey) : 'notATable', values);
  }

  const { header, rows, formulaAt } = answer.table;
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
