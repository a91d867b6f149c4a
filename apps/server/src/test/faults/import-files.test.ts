// The import files of docs/security.md (Catalogue import files) tried as they were found: catalogue
// files built to freeze the server, checked (importCheck, which writes nothing) by a seller with a
// plan on the real server process, while /api/health is timed beside them. The server must go on
// answering, and the file must get the import's own 4xx. On PGlite, or on PostgreSQL in the pass
// that sets TEST_DATABASE_URL.
import { deflateRawSync, crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_COLUMNS,
  encodePassword,
  importMessage,
  TABLE_CONTENT_TYPES,
  type TableFormat,
} from '@haat/shared';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { createFaultDatabase, type FaultDatabase } from './fault-database.ts';
import { residentKb, startServer, type ServerProcess } from './server-process.ts';

const driver = process.env.TEST_DATABASE_URL ? 'pg' : 'pglite';
/**
 * How long /api/health may take while a bad file is read. Each file froze it for far longer
 * (docs/performance.md, "Figures that were in code comments"); on a loaded two-core machine a
 * healthy answer takes well under this.
 */
const HEALTH_WITHIN_MS = 2_500;

const HEADER = CATALOG_COLUMNS.product.join(',');
const productLine = (name: string) =>
  [
    '',
    name,
    '',
    'Mobiles & Accessories',
    'Chargers & Cables',
    'boAt',
    'Black',
    '499',
    '349',
    'cable; usb-c',
    'Braided cable.',
    'Length: 1 m',
    '',
  ].join(',');

/** A ZIP of the entries, each deflated, declaring the unpacked size given (the true one if none). */
function zip(entries: Array<{ name: string; data: Buffer; declaredSize?: number }>) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize } of entries) {
    const packed = deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name);
    const header = (size: number) => {
      const fields = Buffer.alloc(26);
      fields.writeUInt16LE(20, 0); // version needed
      fields.writeUInt16LE(0, 2); // flags
      fields.writeUInt16LE(8, 4); // deflate
      fields.writeUInt32LE(0, 6); // time, date
      fields.writeUInt32LE(crc32(data), 10);
      fields.writeUInt32LE(packed.length, 14);
      fields.writeUInt32LE(size, 18);
      fields.writeUInt16LE(fileName.length, 22);
      fields.writeUInt16LE(0, 24); // extra
      return fields;
    };
    const size = declaredSize ?? data.length;
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), header(size), fileName, packed]);
    // Comment length, disk, attributes: 0; then where the entry's local header is.
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    const madeBy = Buffer.from([20, 0]);
    centrals.push(
      Buffer.concat([Buffer.from([0x50, 0x4b, 1, 2]), madeBy, header(size), tail, fileName]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The template's header as an .xlsx (write-excel-file's parts), with some parts changed. */
async function workbook(change: (parts: Record<string, string>) => void, declared = {}) {
  const template = await writeXlsxFile([
    CATALOG_COLUMNS.product.map((value) => ({ value })),
  ] as never).toBuffer();
  const parts: Record<string, string> = {};
  for (const [name, data] of Object.entries(unzipSync(template)))
    parts[name] = Buffer.from(data).toString('latin1');
  change(parts);
  return zip(
    Object.entries(parts).map(([name, text]) => ({
      name,
      data: Buffer.from(text, 'latin1'),
      declaredSize: (declared as Record<string, number>)[name],
    })),
  );
}

describe(`catalogue files that froze the server (${driver})`, () => {
  const password = 'import-files-1';
  let database: FaultDatabase;
  let server: ServerProcess;
  let business: string;
  let authorization: string;

  beforeAll(async () => {
    database = await createFaultDatabase(driver);
    business = database.targets.find((target) => target.kind === 'business')!.id;
    // The seller of the database's public business, given a password and a plan.
    const passwordHash = await hashPassword(password);
    const planExpiresAt = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
    await database.inspect((db) =>
      db
        .update(users)
        .set({ passwordHash, plan: 'Plan C', planExpiresAt })
        .where(eq(users.phoneNo, '7000000001')),
    );
    server = await startServer({ env: { ...database.env, SEED_DEMO: '0' } });
    const login = await fetch(`${server.url}/api/auth/user/logIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNo: '7000000001', password: encodePassword(password) }),
    });
    expect(login.status, server.output()).toBe(200);
    authorization = ((await login.json()) as { payload: { authorization: string } }).payload
      .authorization;
  }, 240_000);

  afterAll(async () => {
    // kill -9: a server still frozen by a file (before the fix) would not stop in time.
    await server?.crash();
    await database?.remove();
  });

  /**
   * Checks `file` and times /api/health, one call after another, until the check answers. A
   * health call slower than HEALTH_WITHIN_MS ends the wait: the server is frozen.
   */
  async function checkWhileTimingHealth(file: Buffer, format: TableFormat) {
    let answered = false;
    const check = fetch(
      `${server.url}/api/userAdmin/product/importCheck?fkBusinessId=${business}`,
      {
        method: 'POST',
        headers: { authorization, 'content-type': TABLE_CONTENT_TYPES[format] },
        body: file,
      },
    ).then(async (res) => {
      answered = true;
      return { status: res.status, body: (await res.json()) as { message: string; payload: any } };
    });
    const health: Array<{ status: number; ms: number }> = [];
    let peakKb = residentKb(server.pid) ?? 0;
    while (!answered) {
      peakKb = Math.max(peakKb, residentKb(server.pid) ?? 0);
      const started = Date.now();
      const status = await fetch(`${server.url}/api/health`, {
        signal: AbortSignal.timeout(HEALTH_WITHIN_MS * 5),
      }).then(
        (res) => res.status,
        () => 0,
      );
      health.push({ status, ms: Date.now() - started });
      if (Date.now() - started > HEALTH_WITHIN_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const slow = health.filter((call) => call.status !== 200 || call.ms > HEALTH_WITHIN_MS);
    expect(slow, `health while the file was checked: ${JSON.stringify(health)}`).toEqual([]);
    return { ...(await check), peakKb };
  }

  it('a CSV of a header and a million blank lines (1 MB): health answers, the file has no rows', async () => {
    const file = Buffer.from(HEADER + '\n'.repeat(1_000_000));
    const res = await checkWhileTimingHealth(file, 'csv');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(importMessage('empty'));
  }, 120_000);

  it('a CSV of 10 MB of one-cell rows: health answers, reading stops past 5,000 rows', async () => {
    const file = Buffer.from(HEADER + '\n' + 'x\n'.repeat(5 * 1024 * 1024 - 200));
    const res = await checkWhileTimingHealth(file, 'csv');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(importMessage('tooManyRows'));
  }, 180_000);

  it('a small .xlsx holding a long run of spaces: health answers, the file is refused', async () => {
    const spaces = ' '.repeat(14 * 1024 * 1024);
    // In a cell: longer than any row may be.
    const inCell = await workbook((parts) => {
      parts['xl/worksheets/sheet1.xml'] = parts['xl/worksheets/sheet1.xml']!.replace(
        '</sheetData>',
        `<row r="2"><c r="B2" t="inlineStr"><is><t xml:space="preserve">Cable${spaces}</t></is></c></row></sheetData>`,
      );
    });
    expect(inCell.length).toBeLessThan(30 * 1024);
    const cell = await checkWhileTimingHealth(inCell, 'xlsx');
    expect(cell.status).toBe(400);
    expect(cell.body.message).toBe(importMessage('rowTooLong', { row: 2 }));
    // Between the rows: read past, and the header has no rows under it.
    const between = await workbook((parts) => {
      parts['xl/worksheets/sheet1.xml'] = parts['xl/worksheets/sheet1.xml']!.replace(
        '</sheetData>',
        `${spaces}</sheetData>`,
      );
    });
    const gap = await checkWhileTimingHealth(between, 'xlsx');
    expect(gap.status).toBe(400);
    expect(gap.body.message).toBe(importMessage('empty'));
  }, 180_000);

  it('an .xlsx whose worksheet, or shared strings, declare 4 KB and unpack to 210 MB: refused at the limit', async () => {
    const bomb = ' '.repeat(210 * 1024 * 1024);
    const sheet = await workbook(
      (parts) => {
        parts['xl/worksheets/sheet1.xml'] = parts['xl/worksheets/sheet1.xml']!.replace(
          '</sheetData>',
          `${bomb}</sheetData>`,
        );
      },
      { 'xl/worksheets/sheet1.xml': 4096 },
    );
    expect(sheet.length).toBeLessThan(300 * 1024);
    const strings = await workbook(
      (parts) => {
        parts['xl/sharedStrings.xml'] = parts['xl/sharedStrings.xml']!.replace(
          '</sst>',
          `<si><t>${bomb}</t></si></sst>`,
        );
      },
      { 'xl/sharedStrings.xml': 4096 },
    );
    for (const file of [sheet, strings]) {
      const before = residentKb(server.pid)!;
      const res = await checkWhileTimingHealth(file, 'xlsx');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(importMessage('notATable'));
      // Inflating stops at 64 MB: the server grew by gigabytes when it trusted the declared size
      // (docs/performance.md, "Figures that were in code comments").
      expect(res.peakKb - before).toBeLessThan(600 * 1024);
    }
  }, 240_000);

  it('a good file of 5,000 rows, CSV and .xlsx, is checked as before', async () => {
    const names = Array.from({ length: 5000 }, (_, i) => `Cable ${i}`);
    const csv = Buffer.from([HEADER, ...names.map(productLine)].join('\r\n'));
    const xlsx = await writeXlsxFile([
      CATALOG_COLUMNS.product.map((value) => ({ value })),
      ...names.map((name) =>
        productLine(name)
          .split(',')
          .map((value) => ({ value })),
      ),
    ] as never).toBuffer();
    for (const [file, format] of [
      [csv, 'csv'],
      [xlsx, 'xlsx'],
    ] as const) {
      const res = await checkWhileTimingHealth(file, format);
      expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
      expect(res.body.payload).toMatchObject({
        rows: 5000,
        creates: 5000,
        updates: 0,
        problemCount: 0,
      });
    }
  }, 180_000);
});
