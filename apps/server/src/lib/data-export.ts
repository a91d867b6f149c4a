import type { FastifyReply } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { spreadsheetCsv } from './csv.ts';

// A person's copy of what Haat holds about them (docs/decisions/037-personal-data.md): one ZIP,
// each part twice, as JSON (every field, for a program) and as CSV (for a spreadsheet), and a
// README that says what each part is and where it can be corrected.

/** One part of the copy: its rows, and the words of the README about it. */
export type ExportPart = {
  /** The file name without its extension: `enquiries` → enquiries.json and enquiries.csv. */
  name: string;
  /** What the rows are, in a line. */
  about: string;
  /** Where the person changes or removes it (a screen, or "write to the grievance officer"). */
  whereToChange: string;
  rows: Record<string, unknown>[];
};

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The CSV of a part: the union of its rows' fields as the header, in first-seen order. */
function partCsv(rows: Record<string, unknown>[]) {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return spreadsheetCsv([header, ...rows.map((row) => header.map((key) => cell(row[key])))]);
}

/** The README: who the copy is about, when it was made, and each part's line. */
function readme(title: string, madeAt: Date, parts: ExportPart[]) {
  const lines = [
    title,
    `Made at ${madeAt.toISOString()} (UTC).`,
    '',
    'Each part is here twice: NAME.json (every field) and NAME.csv (for a spreadsheet).',
    '',
    ...parts.flatMap((part) => [
      `${part.name} (${part.rows.length} ${part.rows.length === 1 ? 'row' : 'rows'}): ${part.about}`,
      `  Change it: ${part.whereToChange}`,
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

/** The ZIP's bytes. Deterministic for the same parts and moment (file times are `madeAt`). */
export function personalDataZip(title: string, madeAt: Date, parts: ExportPart[]) {
  const mtime = madeAt;
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {
    'README.txt': [strToU8(readme(title, madeAt, parts)), { mtime }],
  };
  for (const part of parts) {
    files[`${part.name}.json`] = [strToU8(JSON.stringify(part.rows, null, 2)), { mtime }];
    files[`${part.name}.csv`] = [strToU8(partCsv(part.rows)), { mtime }];
  }
  return zipSync(files, { level: 6 });
}

/** Sends the ZIP as a download named `haat-my-data-<day>.zip`, never kept by a cache. */
export const zipReply = (reply: FastifyReply, bytes: Uint8Array, day: string) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="haat-my-data-${day}.zip"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));
