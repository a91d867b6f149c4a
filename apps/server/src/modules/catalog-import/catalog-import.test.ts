import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_COLUMNS,
  importMessage,
  LIVE_EVENT_NAMES,
  MSG,
  SELLER_MSG,
  TABLE_CONTENT_TYPES,
  type ImportProgress,
} from '@haat/shared';
import { products, services } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Seller } from '../../test/sellers.ts';
import { createBusiness, createSellerTestApp, signUpSeller } from '../../test/sellers.ts';
import { as, decide, makeAdmin } from '../admin/test-fixtures.ts';
import { readTableFile } from './table-file.ts';

// Catalogue import and export (docs/decisions/020-catalogue-import.md) through the real routes:
// every kind of bad file refused with nothing written, the report's rows, columns and messages, CSV
// and Excel imports, updates by ID and SKU, the export's round trip, one transaction, and the
// progress events.

let t: TestApp;
let owner: Seller;
let other: Seller;
let shop: string;
let otherShop: string;
let salon: string;
beforeAll(async () => {
  t = await createSellerTestApp();
  owner = await signUpSeller(t);
  other = await signUpSeller(t);
  shop = await createBusiness(t, owner, { name: 'Import shop' });
  otherShop = await createBusiness(t, owner, { name: 'Second shop' });
  salon = await createBusiness(t, owner, { name: 'Import salon', businessType: 'service' });
});
afterAll(() => t.close());

const HEADER = CATALOG_COLUMNS.product.join(',');
/** A product row in the template's columns (ID empty: a new product). */
const productLine = (name: string, extra: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    ID: '',
    Name: name,
    SKU: '',
    Category: 'Mobiles & Accessories',
    'Sub-categories': 'Chargers & Cables',
    Brand: 'boAt',
    Colours: 'Black',
    MRP: '499',
    'Selling price': '349',
    Keywords: 'cable; usb-c',
    Description: 'Braided cable.',
    Specifications: 'Length: 1 m',
    Disclaimers: '',
    ...extra,
  };
  return CATALOG_COLUMNS.product
    .map((column) => `"${(cells[column] ?? '').replace(/"/g, '""')}"`)
    .join(',');
};
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'));

const upload = (
  call: 'importCheck' | 'import',
  file: Buffer,
  options: { kind?: 'product' | 'service'; business?: string; type?: string; seller?: Seller } = {},
) =>
  t.call({
    method: 'POST',
    url: `/api/userAdmin/${options.kind ?? 'product'}/${call}`,
    query: { fkBusinessId: options.business ?? shop },
    headers: {
      ...(options.seller ?? owner).headers,
      'content-type': options.type ?? TABLE_CONTENT_TYPES.csv,
    },
    payload: file,
  });
const download = (path: string, query: Record<string, string>, seller = owner) =>
  t.app.inject({ method: 'GET', url: `/api/userAdmin/${path}`, query, headers: seller.headers });

const liveProducts = async (business = shop) =>
  (
    await t.deps.database.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.fkBusinessId, business), isNull(products.deletedAt)))
  )[0]!.n;
const allProducts = async () =>
  (await t.deps.database.db.select({ n: count() }).from(products))[0]!.n;

describe('a file that cannot be imported is refused whole, and nothing is written', () => {
  const refused = async (
    file: Buffer,
    type: string | undefined,
    status: number,
    message: string,
  ) => {
    const before = await allProducts();
    for (const call of ['importCheck', 'import'] as const) {
      const res = await upload(call, file, type ? { type } : {});
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await allProducts()).toBe(before);
  };

  it('not a table: a picture sent as CSV, a random binary as .xlsx, an empty file', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await refused(png, TABLE_CONTENT_TYPES.csv, 400, importMessage('notATable'));
    await refused(
      Buffer.from('PK\x03\x04garbage'),
      TABLE_CONTENT_TYPES.xlsx,
      400,
      importMessage('notATable'),
    );
    await refused(
      Buffer.from('just some words'),
      TABLE_CONTENT_TYPES.xlsx,
      400,
      importMessage('notATable'),
    );
    await refused(
      Buffer.from('"unclosed,quote\n'),
      TABLE_CONTENT_TYPES.csv,
      400,
      importMessage('notATable'),
    );
    await refused(
      Buffer.from(HEADER + '\r\n\r\n'),
      TABLE_CONTENT_TYPES.csv,
      400,
      importMessage('empty'),
    );
  });

  it('the wrong type of file: a PDF, JSON, an Excel file declared as CSV', async () => {
    await refused(Buffer.from('%PDF-1.7'), 'application/pdf', 400, importMessage('wrongType'));
    await refused(Buffer.from('{"a":1}'), 'application/json', 400, importMessage('wrongType'));
    const xlsx = await writeXlsxFile([[{ value: 'Name' }]]).toBuffer();
    await refused(xlsx, TABLE_CONTENT_TYPES.csv, 400, importMessage('wrongType'));
  });

  it('unknown, missing and repeated columns', async () => {
    await refused(
      Buffer.from(`${HEADER},Price in USD\r\n${productLine('A')},1`),
      undefined,
      400,
      importMessage('unknownColumns', { columns: 'Price in USD' }),
    );
    await refused(
      Buffer.from('Name,SKU\r\nA,B'),
      undefined,
      400,
      importMessage('missingColumns', { columns: 'Category, Sub-categories' }),
    );
    await refused(
      Buffer.from('Name,Category,Sub-categories,name\r\nA,B,C,D'),
      undefined,
      400,
      importMessage('duplicateColumn', { column: 'Name' }),
    );
  });

  it('more than 5,000 rows', async () => {
    const lines = Array.from({ length: 5001 }, (_, i) => productLine(`Cable ${i}`));
    await refused(csv(...lines), undefined, 400, importMessage('tooManyRows'));
  });

  it('more than 10 MB, refused before its body is read', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    await refused(big, undefined, 413, importMessage('tooLarge'));
  });

  it('a listing of another kind of business, or of another seller', async () => {
    const salonRes = await upload('importCheck', csv(productLine('A')), { business: salon });
    expect(salonRes.status).toBe(400);
    expect(salonRes.body.message).toBe(SELLER_MSG.productNeedsProductBusiness);
    const theirs = await upload('importCheck', csv(productLine('A')), { seller: other });
    expect(theirs.status).toBe(404);
  });

  it('a seller without a plan is sent to buy one', async () => {
    const planless = await signUpSeller(t, { plan: false });
    const res = await upload('importCheck', csv(productLine('A')), { seller: planless });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.planRequired);
  });
});

describe('reading a file is bounded (issue 34 §1–3; the server process: test/faults/import-files)', () => {
  const check = async (file: Buffer, type: string = TABLE_CONTENT_TYPES.csv) => {
    const res = await upload('importCheck', file, { type });
    return [res.status, res.body.message];
  };

  it('a row longer than 100,000 characters, in a CSV and in an .xlsx', async () => {
    const long = 'x'.repeat(100_001);
    expect(await check(csv(productLine('A'), productLine('B', { Description: long })))).toEqual([
      400,
      importMessage('rowTooLong', { row: 3 }),
    ]);
    const xlsx = await writeXlsxFile([
      CATALOG_COLUMNS.product.map((value) => ({ value })),
      [{ value: 'A' }, { value: long }],
    ] as never).toBuffer();
    expect(await check(xlsx, TABLE_CONTENT_TYPES.xlsx)).toEqual([
      400,
      importMessage('rowTooLong', { row: 2 }),
    ]);
  });

  it('reading stops at the row one too many: what follows it is never read', async () => {
    const lines = Array.from({ length: 5001 }, (_, i) => productLine(`Cable ${i}`));
    expect(await check(csv(...lines, '"a quote never closed'))).toEqual([
      400,
      importMessage('tooManyRows'),
    ]);
    // Blank and whitespace-only rows are not rows: 5,000 with thousands of them between is fine.
    const spaced = lines.slice(0, 5000).flatMap((line) => [line, '', ' , ,']);
    const res = await upload('importCheck', csv(...spaced));
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.payload).toMatchObject({ rows: 5000, problemCount: 0 });
  });

  it('an .xlsx repeating a long text in every row holds more than a 10 MB file', async () => {
    const text = 'y'.repeat(60_000);
    const xlsx = await writeXlsxFile([
      CATALOG_COLUMNS.product.map((value) => ({ value })),
      ...Array.from({ length: 200 }, () => [{ value: 'A' }, { value: text }]),
    ] as never).toBuffer();
    expect(xlsx.length).toBeLessThan(1024 * 1024);
    expect(await check(xlsx, TABLE_CONTENT_TYPES.xlsx)).toEqual([413, importMessage('tooLarge')]);
  });

  it('a reading past its time limit is refused as not a table, and the next file is read', async () => {
    // Nine million blank lines take a warm reader tens of milliseconds: past a limit of one.
    const slow = Buffer.from(HEADER + '\n'.repeat(9 * 1024 * 1024));
    await expect(readTableFile(slow, 'csv', { timeoutMs: 1 })).rejects.toMatchObject({
      status: 400,
      message: importMessage('notATable'),
    });
    expect((await readTableFile(csv(productLine('A')), 'csv')).rows).toHaveLength(1);
  });

  it('an .xlsx is read as read-excel-file reads it: text, numbers, dates, booleans, gaps', async () => {
    const rows = [
      [{ value: 'Name' }, { value: 'MRP' }, { value: 'Keywords' }, null, { value: 'Colours' }],
      [
        { value: 'Tom & Jerry <3> "quoted"' },
        { value: 1234.5 },
        { value: new Date(Date.UTC(2024, 4, 12)), format: 'dd/mm/yyyy' },
        { value: true },
        { value: 'हिन्दी  two  spaces ' },
      ],
      [null, { value: 0.1 + 0.2 }, { value: false }, null, { value: ' ' }],
      [{ value: 'Tail' }, { value: -7 }, null, { value: 'x_x0041_y' }, null],
    ];
    const xlsx = await writeXlsxFile(rows as never).toBuffer();
    const text = (value: unknown) =>
      value === null || value === undefined
        ? ''
        : value instanceof Date
          ? value.toISOString().slice(0, 10)
          : String(value);
    const [header, ...body] = (await readSheet(xlsx, { trim: false })).map((row) => row.map(text));
    const ours = await readTableFile(xlsx, 'xlsx');
    // Cells past the header's last title are not kept (the import reads none of them).
    const pad = (cells: string[]) =>
      Array.from({ length: ours.header.length }, (_, col) => cells[col] ?? '');
    expect(ours.header).toEqual(pad(header!).map((cell) => cell.trim()));
    expect(ours.rows.map((row) => [row.row, ...pad(row.cells)])).toEqual(
      body.map((cells, i) => [i + 2, ...pad(cells)]),
    );
  });
});

describe('the check reports every problem by row, column and message', () => {
  it('with the forms’ own messages and the names it does not know', async () => {
    const before = await allProducts();
    const file = csv(
      productLine('Good cable'),
      productLine('', {}),
      productLine('Unknown category', { Category: 'Spaceships' }),
      productLine('Unknown sub', { 'Sub-categories': 'Chargers & Cables; Rockets' }),
      productLine('Unknown brand', { Brand: 'Acme' }),
      productLine('Unknown colour', { Colours: 'Black; Ultraviolet' }),
      productLine('Cost without selling', { 'Selling price': '' }),
      productLine('Selling above MRP', { 'Selling price': '999' }),
      productLine('Too many keywords', { Keywords: 'a;b;c;d;e;f;g' }),
      productLine('Formula', { Description: '=HYPERLINK("http://x","y")' }),
      productLine('Escaped, not a formula', { Description: "'=1+1 is two" }),
      productLine('No sub-category', { 'Sub-categories': '' }),
      productLine('Unknown id', { ID: '0190a8b0-0000-7000-8000-000000000000' }),
    );
    const res = await upload('importCheck', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.payload;
    const problems = report.problems.map((p: { row: number; column: string; message: string }) => [
      p.row,
      p.column,
      p.message,
    ]);
    expect(problems).toEqual([
      [3, 'Name', MSG.productNameRequired],
      [4, 'Category', importMessage('unknownCategory', { value: 'Spaceships' })],
      [5, 'Sub-categories', importMessage('unknownSubCategory', { value: 'Rockets' })],
      [6, 'Brand', importMessage('unknownBrand', { value: 'Acme' })],
      [7, 'Colours', importMessage('unknownColour', { value: 'Ultraviolet' })],
      [8, 'Selling price', MSG.sellingPriceWithCost],
      [9, 'Selling price', expect.any(String)],
      [10, 'Keywords', MSG.tagsLimit],
      [11, 'Description', importMessage('formula')],
      [13, 'Sub-categories', MSG.subCategoryRequired],
      [14, 'ID', importMessage('unknownId')],
    ]);
    expect(report).toMatchObject({ rows: 13, creates: 2, updates: 0, problemCount: 11 });
    // The report is all: nothing was written, and importing the same file is refused.
    expect(await allProducts()).toBe(before);
    const confirm = await upload('import', file);
    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe(importMessage('hasProblems'));
    expect(await allProducts()).toBe(before);
  });

  it('rows repeating an ID or a SKU, and an Excel formula cell', async () => {
    const dup = await upload(
      'importCheck',
      csv(productLine('A', { SKU: 'S-1' }), productLine('B', { SKU: 's-1' })),
    );
    expect(dup.body.payload.problems).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'SKU',
        message: importMessage('duplicateSku', { row: 2 }),
      }),
    ]);
    const header = CATALOG_COLUMNS.product.map((value) => ({ value }));
    const row = CATALOG_COLUMNS.product.map((column) =>
      column === 'MRP'
        ? { value: 'SUM(1,2)', type: 'Formula' as const }
        : {
            value:
              column === 'Name'
                ? 'Formula row'
                : column === 'Category'
                  ? 'Mobiles & Accessories'
                  : column === 'Sub-categories'
                    ? 'Chargers & Cables'
                    : '',
          },
    );
    const xlsx = await writeXlsxFile([header, row]).toBuffer();
    const res = await upload('importCheck', xlsx, { type: TABLE_CONTENT_TYPES.xlsx });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload.problems).toEqual([
      expect.objectContaining({ row: 2, column: 'MRP', message: importMessage('formula') }),
    ]);
  });
});

describe('a good file is written on confirmation, each listing waiting for review', () => {
  it('a CSV: the check counts, the import adds them unapproved, in the seller’s Pending list', async () => {
    const before = await liveProducts();
    const file = csv(
      productLine('Import cable 1', { SKU: 'IMP-1' }),
      productLine('Import cable 2'),
      productLine('Import cable 3'),
    );
    const check = await upload('importCheck', file);
    expect(check.body.payload).toMatchObject({ rows: 3, creates: 3, updates: 0, problemCount: 0 });
    expect(await liveProducts()).toBe(before);
    const res = await upload('import', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload).toEqual({ created: 3, updated: 0 });
    expect(res.body.message).toBe(importMessage('imported', { created: 3, updated: 0 }));
    expect(await liveProducts()).toBe(before + 3);
    const pending = await t.call({
      method: 'GET',
      url: '/api/userAdmin/product/fetchAll',
      headers: owner.headers,
      query: { fkBusinessId: shop, filter: 'Pending', searchQuery: 'Import cable' },
    });
    expect(pending.body.payload.total).toBe(3);
    const one = pending.body.payload.products.find((p: { sku: string }) => p.sku === 'IMP-1');
    expect(one).toMatchObject({
      isApproved: false,
      images: [],
      brand: { brand: 'boAt' },
      category: { category: 'Mobiles & Accessories' },
      pricePerUnit: 499,
      sellingPrice: 349,
      tags: ['cable', 'usb-c'],
      specifications: ['Length: 1 m'],
    });
    // The administrator's approval queue shows them like any new product.
    const admin = await makeAdmin(t);
    const queue = await as(t, admin).get('/api/admin/approvals', { type: 'product' });
    expect(queue.status).toBe(200);
    const queued = queue.body.payload.items.map((item: { _id: string }) => item._id);
    for (const listing of pending.body.payload.products) expect(queued).toContain(listing._id);
  });

  it('prices as Indian spreadsheets write them; a negative price is a price problem, not a formula', async () => {
    // "1,299", "1,29,999" and "₹80" were refused as prices, and '-50' was told
    // "Formulas are not allowed".
    const file = csv(
      productLine('Rupee cable', { MRP: '₹99', 'Selling price': '₹80' }),
      productLine('Grouped cable', { MRP: 'Rs. 1,499', 'Selling price': '1,299' }),
      productLine('Lakh cable', { MRP: '1,49,999.50', 'Selling price': '1,29,999' }),
      productLine('Western cable', { MRP: '149,999', 'Selling price': '129,999.00' }),
      productLine('Negative cable', { 'Selling price': '-50' }),
      productLine('Badly grouped cable', { 'Selling price': '1,2,3' }),
    );
    const res = await upload('importCheck', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const problems = res.body.payload.problems.map(
      (p: { row: number; column: string; message: string }) => [p.row, p.column, p.message],
    );
    expect(problems).toEqual([
      [6, 'Selling price', MSG.priceInvalid],
      [7, 'Selling price', MSG.priceInvalid],
    ]);
    const good = csv(
      productLine('Rupee cable', { MRP: '₹99', 'Selling price': '₹80' }),
      productLine('Lakh cable', { MRP: '1,49,999.50', 'Selling price': '1,29,999' }),
    );
    expect((await upload('import', good)).status).toBe(200);
    const rows = await t.deps.database.db
      .select({ name: products.name, mrp: products.pricePerUnit, price: products.sellingPrice })
      .from(products)
      .where(
        and(eq(products.fkBusinessId, shop), inArray(products.name, ['Rupee cable', 'Lakh cable'])),
      );
    expect(rows.map((r) => [r.name, Number(r.mrp), Number(r.price)]).sort()).toEqual([
      ['Lakh cable', 149999.5, 129999],
      ['Rupee cable', 99, 80],
    ]);
  });

  it('an Excel file, and an update matched by SKU', async () => {
    const rows = [
      CATALOG_COLUMNS.product.map((value) => ({ value })),
      ...[
        ['Excel cable', 'IMP-1'],
        ['Excel charger', 'XL-2'],
      ].map(([name, sku]) =>
        CATALOG_COLUMNS.product.map((column) => ({
          value:
            {
              Name: name,
              SKU: sku,
              Category: 'mobiles & accessories',
              'Sub-categories': 'CHARGERS & CABLES',
              MRP: 599,
              'Selling price': 499,
            }[column as string] ?? '',
        })),
      ),
    ];
    const xlsx = await writeXlsxFile(rows as never).toBuffer();
    const before = await liveProducts();
    const res = await upload('import', xlsx, { type: TABLE_CONTENT_TYPES.xlsx });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload).toEqual({ created: 1, updated: 1 });
    expect(await liveProducts()).toBe(before + 1);
    const [renamed] = await t.deps.database.db
      .select()
      .from(products)
      .where(eq(products.sku, 'IMP-1'));
    expect(renamed).toMatchObject({ name: 'Excel cable', pricePerUnit: 599, isApproved: false });
  });
});

describe('export, and importing it back', () => {
  it('the export lists every live product; imported unchanged it changes nothing (issue 35)', async () => {
    // A list item holding the separator itself comes back as two items: still no change.
    await t.deps.database.db
      .update(products)
      .set({ disclaimer: ['Images are for illustration only; the product may vary.'] })
      .where(eq(products.fkBusinessId, shop));
    for (const format of ['csv', 'xlsx'] as const) {
      const before = await liveProducts();
      const res = await download('product/export', { fkBusinessId: shop, format });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="products_export.${format}"`,
      );
      const grid: unknown[][] =
        format === 'csv' ? parse(res.rawPayload, { bom: true }) : await readSheet(res.rawPayload);
      expect(grid[0]).toEqual([...CATALOG_COLUMNS.product]);
      expect(grid.length - 1).toBe(before);
      const check = await upload('importCheck', res.rawPayload, {
        type: TABLE_CONTENT_TYPES[format],
      });
      expect(check.body.payload).toMatchObject({ creates: 0, updates: 0, unchanged: before });
      const back = await upload('import', res.rawPayload, { type: TABLE_CONTENT_TYPES[format] });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.payload).toEqual({ created: 0, updated: 0 });
      expect(await liveProducts()).toBe(before);
    }
  });

  it('an edited export updates by ID: the name changes, the pictures stay', async () => {
    await t.deps.database.db
      .update(products)
      .set({ images: ['local:kept.webp'] })
      .where(eq(products.sku, 'XL-2'));
    const res = await download('product/export', { fkBusinessId: shop, format: 'csv' });
    const grid: string[][] = parse(res.rawPayload, { bom: true });
    const name = CATALOG_COLUMNS.product.indexOf('Name');
    const sku = CATALOG_COLUMNS.product.indexOf('SKU');
    const edited = grid.map((row, i) =>
      i > 0 && row[sku] === 'XL-2'
        ? row.map((c, j) => (j === name ? 'Excel charger 2' : j === sku ? '' : c))
        : row,
    );
    const file = Buffer.from(
      edited.map((row) => row.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n'),
    );
    const back = await upload('import', file);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const [row] = await t.deps.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Excel charger 2'));
    expect(row).toMatchObject({ images: ['local:kept.webp'], sku: null });
  });

  it('a cell an export protected from spreadsheets comes back as written', async () => {
    const file = csv(productLine('Minus sign', { Description: "'-20% off, today only" }));
    expect((await upload('import', file)).status).toBe(200);
    const res = await download('product/export', { fkBusinessId: shop, format: 'csv' });
    expect(res.body).toContain(`"'-20% off, today only"`);
    const [row] = await t.deps.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Minus sign'));
    expect(row!.description).toBe('-20% off, today only');
  });

  it('templates in CSV and Excel: the columns and an example row that imports cleanly', async () => {
    for (const kind of ['product', 'service'] as const) {
      for (const format of ['csv', 'xlsx'] as const) {
        const res = await download(`${kind}/importTemplate`, { format });
        expect(res.statusCode).toBe(200);
        const check = await upload('importCheck', res.rawPayload, {
          kind,
          business: kind === 'product' ? otherShop : salon,
          type: TABLE_CONTENT_TYPES[format],
        });
        expect(check.body.payload, `${kind} ${format}`).toMatchObject({
          rows: 1,
          creates: 1,
          problemCount: 0,
        });
      }
    }
  });
});

describe('services', () => {
  it('import, export and a description required by the service form', async () => {
    const header = CATALOG_COLUMNS.service.join(',');
    const line = (name: string, description: string) =>
      `,${name},Home Repairs & Maintenance,Plumbers,400,300,plumber,${description}`;
    const bad = await upload('importCheck', Buffer.from(`${header}\n${line('Tap repair', '')}`), {
      kind: 'service',
      business: salon,
    });
    expect(bad.body.payload.problems).toEqual([
      expect.objectContaining({ row: 2, column: 'Description', message: MSG.descriptionRequired }),
    ]);
    const good = await upload(
      'import',
      Buffer.from(`${header}\n${line('Tap repair', 'Fixes taps.')}`),
      {
        kind: 'service',
        business: salon,
      },
    );
    expect(good.body.payload).toEqual({ created: 1, updated: 0 });
    const [row] = await t.deps.database.db
      .select()
      .from(services)
      .where(eq(services.name, 'Tap repair'));
    expect(row).toMatchObject({ isApproved: false, fkBusinessId: salon });
    const exported = await download('service/export', { fkBusinessId: salon, format: 'csv' });
    const back = await upload('import', exported.rawPayload, { kind: 'service', business: salon });
    expect(back.body.payload).toEqual({ created: 0, updated: 0 });

    // Live, a price change waits for approval: listed beside the live price, exported.
    expect((await decide(t, await makeAdmin(t)).approve('service', row!.id)).status).toBe(200);
    const changed = Buffer.from(
      `${header}\n${row!.id},Tap repair,Home Repairs & Maintenance,Plumbers,400,250,plumber,Fixes taps.`,
    );
    expect(
      (await upload('import', changed, { kind: 'service', business: salon })).body.payload,
    ).toEqual({ created: 0, updated: 1 });
    const list = await as(t, owner).get('/api/userAdmin/service/fetchAll', { fkBusinessId: salon });
    expect(list.body.payload.services[0]).toMatchObject({
      sellingPrice: 300,
      revision: { status: 'pending', proposed: { sellingPrice: 250 } },
    });
    const pending = await download('service/export', { fkBusinessId: salon, format: 'csv' });
    const grid: string[][] = parse(pending.rawPayload, { bom: true });
    expect(grid[1]![CATALOG_COLUMNS.service.indexOf('Selling price')]).toBe('250');
    const check = await upload('importCheck', pending.rawPayload, {
      kind: 'service',
      business: salon,
    });
    expect(check.body.payload).toMatchObject({ updates: 0, unchanged: 1 });
  });
});

describe('one transaction, with progress', () => {
  it('a row failing midway in the database leaves nothing written', async () => {
    const db = t.deps.database.db;
    await db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.name = 'Boom row' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_boom before insert on products for each row execute function refuse_boom()`,
    );
    try {
      const before = await allProducts();
      const lines = Array.from({ length: 12 }, (_, i) =>
        productLine(i === 8 ? 'Boom row' : `Half ${i}`),
      );
      const res = await upload('import', csv(...lines));
      expect(res.status).toBe(500);
      expect(await allProducts()).toBe(before);
    } finally {
      await db.execute(sql`drop trigger refuse_boom on products`);
      await db.execute(sql`drop function refuse_boom()`);
    }
  });

  it('tells the seller’s live stream how far it has come', async () => {
    const seen: ImportProgress[] = [];
    const stop = await t.deps.events.subscribe(owner.userId, (event) => {
      if (event.type === LIVE_EVENT_NAMES.importProgress) seen.push(event.data as ImportProgress);
    });
    const lines = Array.from({ length: 120 }, (_, i) => productLine(`Bulk ${i}`));
    const res = await upload('import', csv(...lines), { business: otherShop });
    expect(res.body.payload).toEqual({ created: 120, updated: 0 });
    // Through Redis the last event may arrive just after the answer.
    await expect.poll(() => seen.map((p) => p.done)).toEqual([0, 100, 120]);
    stop();
    expect(seen.every((p) => p.total === 120 && p.kind === 'product')).toBe(true);
    expect(await liveProducts(otherShop)).toBe(120);
    // Each row goes through the editor's own create: slow machines need more than the default.
  }, 300_000);
});

describe('a bulk import writes what the editor writes', () => {
  /** Everything a listing is, apart from its id and times: the row, links, search document. */
  const written = async (id: string) => {
    const db = t.deps.database.db;
    const [row] = await db.select().from(products).where(eq(products.id, id));
    const { rows } = await db.execute<{
      subs: string[] | null;
      colours: string[] | null;
      vector: string;
      revision: unknown;
    }>(sql`select
        (select array_agg(fk_sub_category_id::text order by fk_sub_category_id)
           from product_sub_categories where fk_product_id = ${id}) as subs,
        (select array_agg(fk_color_id::text order by fk_color_id)
           from product_colors where fk_product_id = ${id}) as colours,
        (select search_vector::text from products where id = ${id}) as vector,
        (select jsonb_build_object('fields', fields, 'images', images, 'status', status)
           from listing_revisions where entity_id = ${id} and status = 'pending') as revision`);
    const { id: _id, createdAt: _c, updatedAt: _u, searchVector: _s, ...rest } = row!;
    return { ...rest, ...rows[0] };
  };
  const idOf = async (table: 'categories' | 'brands' | 'colors', column: string, name: string) =>
    (
      await t.deps.database.db.execute<{ id: string }>(
        sql`select id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${name}`,
      )
    ).rows[0]!.id;

  it('creates and updates: the same row, sub-categories, colours and search words, in review', async () => {
    const twins = await createBusiness(t, owner, { name: 'Twin shop' });
    const db = t.deps.database.db;
    const category = await idOf('categories', 'category', 'Mobiles & Accessories');
    const { rows: subs } = await db.execute<{ id: string; name: string }>(
      sql`select id, sub_category as name from sub_categories
           where fk_category_id = ${category} order by sub_category limit 2`,
    );
    const { rows: colours } = await db.execute<{ id: string; name: string }>(
      sql`select id, color_name as name from colors order by color_name limit 2`,
    );
    const cells = {
      Category: 'Mobiles & Accessories',
      'Sub-categories': subs.map((s) => s.name).join('; '),
      Brand: '',
      Colours: colours.map((c) => c.name).join('; '),
      Keywords: 'braided; fast charge',
      Specifications: 'Length: 2 m; Connector: USB-C',
      Disclaimers: 'Colours may vary',
    };
    const form = {
      name: 'Twin cable',
      images: [],
      fkCategoryId: category,
      fkSubCategoriesIds: subs.map((s) => s.id),
      fkColorIds: colours.map((c) => c.id),
      sku: 'TWIN-1',
      pricePerUnit: 499,
      sellingPrice: 349,
      tags: ['braided', 'fast charge'],
      description: 'Braided cable.',
      specifications: ['Length: 2 m', 'Connector: USB-C'],
      disclaimer: ['Colours may vary'],
      fkBusinessId: twins,
    };
    const seller = as(t, owner);

    // A new listing: imported, and typed into the editor.
    const imported = await upload(
      'import',
      csv(productLine('Twin cable', { SKU: 'TWIN-1', ...cells })),
      {
        business: twins,
      },
    );
    expect(imported.body.payload).toEqual({ created: 1, updated: 0 });
    const [importedRow] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.fkBusinessId, twins), eq(products.sku, 'TWIN-1')));
    const importedId = importedRow!.id;
    const created = await seller.post('/api/userAdmin/product/create', form);
    expect(created.status).toBe(201);
    const editorId = created.body.payload.product._id as string;
    const first = await written(importedId);
    expect(first).toEqual(await written(editorId));
    expect(first).toMatchObject({ isApproved: false, rejectionMessage: null, revision: null });
    expect(first.subs).toHaveLength(2);
    expect(first.vector).toContain("'braid'");

    // An update of a listing still in review: in place, by its ID.
    const renamed = { ...cells, 'Sub-categories': subs[1]!.name, Colours: colours[0]!.name };
    const update = (name: string) =>
      upload('import', csv(productLine(name, { ID: importedId, SKU: 'TWIN-1', ...renamed })), {
        business: twins,
      });
    expect((await update('Twin lead')).body.payload).toEqual({ created: 0, updated: 1 });
    const edit = {
      ...form,
      name: 'Twin lead',
      fkSubCategoriesIds: [subs[1]!.id],
      fkColorIds: [colours[0]!.id],
    };
    expect(
      (await seller.put('/api/userAdmin/product/update', { id: editorId, ...edit })).status,
    ).toBe(200);
    const second = await written(importedId);
    expect(second).toEqual(await written(editorId));
    expect(second).toMatchObject({ name: 'Twin lead', isApproved: false, subs: [subs[1]!.id] });
    expect(second.vector).toContain("'lead'");

    // Once approved, an update waits as the listing's pending revision, as the editor's does.
    const admin = decide(t, await makeAdmin(t));
    for (const id of [importedId, editorId])
      expect((await admin.approve('product', id)).status).toBe(200);
    expect((await update('Twin wire')).body.payload).toEqual({ created: 0, updated: 1 });
    await seller.put('/api/userAdmin/product/update', { id: editorId, ...edit, name: 'Twin wire' });
    const third = await written(importedId);
    expect(third).toEqual(await written(editorId));
    expect(third).toMatchObject({ name: 'Twin lead', isApproved: true });
    expect(third.revision).toMatchObject({ status: 'pending', fields: { name: 'Twin wire' } });
  });
});

describe('an imported change of a live listing waits for approval, and export and import respect it (issue 35)', () => {
  it('the list shows the waiting price, the export writes it, its re-import changes nothing, a different one replaces it', async () => {
    const business = await createBusiness(t, owner, { name: 'Pending price shop' });
    const seller = as(t, owner);
    const onList = async () => {
      const res = await seller.get('/api/userAdmin/product/fetchAll', { fkBusinessId: business });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.payload.products[0];
    };
    const exported = async () => {
      const res = await download('product/export', { fkBusinessId: business, format: 'csv' });
      expect(res.statusCode).toBe(200);
      return { file: res.rawPayload, grid: parse(res.rawPayload, { bom: true }) as string[][] };
    };
    const price = CATALOG_COLUMNS.product.indexOf('Selling price');
    const line = (id: string, sellingPrice: string) =>
      productLine('Pending cable', {
        ID: id,
        SKU: 'PEND-1',
        MRP: '299',
        'Selling price': sellingPrice,
      });

    const created = await upload('import', csv(line('', '229')), { business });
    expect(created.body.payload).toEqual({ created: 1, updated: 0 });
    const id = (await onList())._id as string;
    expect((await decide(t, await makeAdmin(t)).approve('product', id)).status).toBe(200);

    // The import changes the live product's price: a pending revision; the live one stays.
    const change = csv(line(id, '219'));
    const checked = await upload('importCheck', change, { business });
    expect(checked.body.payload).toMatchObject({ updates: 1, unchanged: 0, replacesPending: 0 });
    expect((await upload('import', change, { business })).body.payload).toEqual({
      created: 0,
      updated: 1,
    });
    const listed = await onList();
    expect(listed).toMatchObject({ sellingPrice: 229, isApproved: true });
    expect(listed.revision).toMatchObject({
      status: 'pending',
      proposed: { name: 'Pending cable', pricePerUnit: 299, sellingPrice: 219 },
    });

    // The export writes what the seller last submitted; imported back it changes nothing.
    const first = await exported();
    expect(first.grid[1]![price]).toBe('219');
    const again = await upload('importCheck', first.file, { business });
    expect(again.body.payload).toMatchObject({
      creates: 0,
      updates: 0,
      unchanged: 1,
      replacesPending: 0,
    });
    expect((await upload('import', first.file, { business })).body.payload).toEqual({
      created: 0,
      updated: 0,
    });
    expect((await onList()).revision.proposed.sellingPrice).toBe(219);

    // A different price replaces the waiting change, not the live version, and the check says so.
    const other = csv(line(id, '209'));
    expect((await upload('importCheck', other, { business })).body.payload).toMatchObject({
      updates: 1,
      replacesPending: 1,
    });
    await upload('import', other, { business });
    const replaced = await onList();
    expect(replaced.sellingPrice).toBe(229);
    expect(replaced.revision.proposed.sellingPrice).toBe(209);
    expect((await exported()).grid[1]![price]).toBe('209');
  });
});
