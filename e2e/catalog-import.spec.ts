import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { CATALOG_COLUMNS, encodeRouteId, formatPrice } from '@haat/shared';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, logIn } from './helpers.ts';

// At phone size: a seller imports 50 products from a CSV with two bad rows, reads the
// report (row, column, message; nothing imported), fixes the file, imports it and finds the 50 in
// the business's list, waiting for approval. Fails on any console error.

const SELLER = '9000000031';
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const run = Date.now().toString(36).slice(-5);

type Envelope<T> = { code: number; message: string; payload: T };

async function productBusiness(request: APIRequestContext) {
  return (await sellerApi(request)).shop;
}

/** The demo seller's product business and the headers of their signed-in calls. */
async function sellerApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/user/logIn', {
    data: { phoneNo: SELLER, password: Buffer.from(DEMO_PASSWORD).toString('base64') },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as Envelope<{ authorization: string }>).payload.authorization;
  const headers = { Authorization: `Bearer ${token.replace(/^Bearer\s+/i, '')}` };
  const list = await request.get('/api/userAdmin/business/fetchAll', {
    headers,
    params: { pageNo: 1, perPage: 10, filter: 'All' },
  });
  const { payload } = (await list.json()) as Envelope<{
    businesses: Array<{ _id: string; name: string; businessType: string }>;
  }>;
  const shop = payload.businesses.find((b) => b.businessType === 'product');
  if (!shop) throw new Error(`demo seller ${SELLER} has no product business`);
  return { shop, headers };
}

const HEADER =
  'Name,SKU,Category,Sub-categories,Brand,Colours,MRP,Selling price,Keywords,Description';
const BAD_NAME_ROW = 12; // spreadsheet rows: the header is row 1
const BAD_CATEGORY_ROW = 31;

function catalogCsv(withMistakes: boolean) {
  const lines = Array.from({ length: 50 }, (_, i) => {
    const row = i + 2;
    const n = String(i + 1).padStart(2, '0');
    const name = withMistakes && row === BAD_NAME_ROW ? '' : `Cable ${run} ${n}`;
    const category =
      withMistakes && row === BAD_CATEGORY_ROW ? 'Spaceships' : 'Mobiles & Accessories';
    return `"${name}",IMP-${run}-${n},"${category}","Chargers & Cables",boAt,Black,${400 + i},${300 + i},"cable; usb-c","Braided cable number ${n}."`;
  });
  return Buffer.from([HEADER, ...lines].join('\r\n'));
}

async function screenshots(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/import-${name}-${size}.png` });
  }
  await page.setViewportSize(PHONE);
}

test.use({ viewport: PHONE });

test('a seller imports 50 products from a CSV, fixing its two bad rows first', async ({
  page,
  request,
}) => {
  test.slow();
  const shop = await productBusiness(request);
  await logIn(page, SELLER);
  await page.goto(
    `/userAdmin/businesses/${encodeRouteId({ _id: shop._id, businessName: shop.name })}/products`,
  );
  await page.getByRole('button', { name: 'Import / Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Export (Excel)' })).toBeVisible();
  await screenshots(page, 'menu');
  await page.getByRole('menuitem', { name: 'Import products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await expect(dialog.getByText(/Pictures are not imported/)).toBeVisible();

  // The file with two mistakes: the report names them, nothing is imported.
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: catalogCsv(true),
  });
  await expect(dialog.getByText('2 problems found')).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'Problems by row' }).getByRole('row');
  await expect(rows.nth(1)).toHaveText(`${BAD_NAME_ROW}NameProduct name is required!`);
  await expect(rows.nth(2)).toHaveText(`${BAD_CATEGORY_ROW}CategoryUnknown category "Spaceships".`);
  await expect(dialog.getByRole('button', { name: /^Import \d+ listings$/ })).toHaveCount(0);
  await screenshots(page, 'report');

  // Fixed and chosen again: ready, then imported.
  await input.setInputFiles({
    name: 'catalogue-fixed.csv',
    mimeType: 'text/csv',
    buffer: catalogCsv(false),
  });
  await expect(
    dialog.getByText('50 rows checked: 50 new products, 0 updates.', { exact: false }),
  ).toBeVisible();
  await screenshots(page, 'ready');
  await dialog.getByRole('button', { name: 'Import 50 listings' }).click();
  await expect(page.getByText('Imported: 50 added, 0 updated, all sent for approval.')).toBeVisible(
    {
      timeout: 120_000,
    },
  );
  await expect(dialog).toBeHidden();

  // In the list, waiting for approval.
  await page.locator('label', { hasText: /^Pending/ }).click();
  // The search field is an <input type="search">: its role is searchbox, not textbox.
  await page.getByRole('searchbox', { name: /Search products/ }).fill(`Cable ${run}`);
  await expect(page.getByText(`Cable ${run} 50`)).toBeVisible();
  await expect(page.getByText(`Cable ${run} 41`)).toBeVisible();
  await screenshots(page, 'list');
});

test('an imported price change of a live product is seen waiting in the list, and exported', async ({
  page,
  request,
}) => {
  test.slow();
  const { shop, headers } = await sellerApi(request);
  // A live product without changes waiting (past the unapproved ones the other journey imports),
  // and its row as the export writes it.
  type Listed = {
    _id: string;
    name: string;
    isApproved: boolean;
    sellingPrice: number | null;
    revision: unknown;
  };
  let live: Listed | undefined;
  for (let pageNo = 1; !live && pageNo <= 20; pageNo++) {
    const list = await request.get('/api/userAdmin/product/fetchAll', {
      headers,
      params: { pageNo, perPage: 50, filter: 'Active', fkBusinessId: shop._id },
    });
    const { payload } = (await list.json()) as Envelope<{ products: Listed[] }>;
    if (!payload.products.length) break;
    live = payload.products.find((p) => p.isApproved && !p.revision && (p.sellingPrice ?? 0) > 20);
  }
  if (!live) throw new Error('the demo shop has no live product to change');
  const exported = await request.get('/api/userAdmin/product/export', {
    headers,
    params: { fkBusinessId: shop._id, format: 'csv' },
  });
  const grid = parse(await exported.body(), { bom: true }) as string[][];
  const price = CATALOG_COLUMNS.product.indexOf('Selling price');
  const row = grid.find((cells) => cells[0] === live._id)!;
  const newPrice = live.sellingPrice! - 10;
  const changed = row.map((cell, i) => (i === price ? String(newPrice) : cell));
  const quoted = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');
  const file = Buffer.from([quoted(grid[0]!), quoted(changed)].join('\r\n'));

  await logIn(page, SELLER);
  await page.goto(
    `/userAdmin/businesses/${encodeRouteId({ _id: shop._id, businessName: shop.name })}/products`,
  );
  await page.getByRole('button', { name: 'Import / Export' }).click();
  await page.getByRole('menuitem', { name: 'Import products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'price.csv',
    mimeType: 'text/csv',
    buffer: file,
  });
  await expect(
    dialog.getByText('1 row checked: 0 new products, 1 update.', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 1 listing' }).click();
  await expect(
    page.getByText('Imported: 0 added, 1 updated, all sent for approval.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list keeps the live price and shows the one waiting, with a badge.
  await page.getByRole('searchbox', { name: /Search products/ }).fill(live.name);
  const listed = page.getByTestId('listing-row').filter({ hasText: live.name }).first();
  await expect(listed.getByText(formatPrice(live.sellingPrice!), { exact: true })).toBeVisible();
  await expect(listed.getByText(`→ ${formatPrice(newPrice)}`)).toBeVisible();
  await expect(listed.getByText('Changes waiting')).toBeVisible();
  await expect(listed.getByText('Approved')).toBeVisible();
  await screenshots(page, 'pending-list');

  // The export writes the price waiting; imported back it changes nothing.
  await page.getByRole('button', { name: 'Import / Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export (CSV)' }).click();
  const downloaded = await download;
  expect(downloaded.suggestedFilename()).toBe('products_export.csv');
  const bytes = await readFile(await downloaded.path());
  const back = parse(bytes, { bom: true }) as string[][];
  expect(back.find((cells) => cells[0] === live._id)?.[price]).toBe(String(newPrice));
  await page.getByRole('button', { name: 'Import / Export' }).click();
  await page.getByRole('menuitem', { name: 'Import products' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: downloaded.suggestedFilename(),
    mimeType: 'text/csv',
    buffer: bytes,
  });
  await expect(dialog.getByText('No changes')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Import \d+ listings?$/ })).toHaveCount(0);
  await screenshots(page, 'no-changes');
});
