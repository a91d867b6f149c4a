import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { importMessage, MSG, TABLE_CONTENT_TYPES, type ImportReport } from '@haat/shared';
import { changeLanguage } from '@/i18n/index.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { logIn, renderWithProviders } from '@/test/render.tsx';
import { ImportDialog } from './import-dialog.tsx';

const business = '0190a1b2-0000-7000-8000-0000000000a1';

const badReport: ImportReport = {
  rows: 50,
  creates: 48,
  updates: 0,
  unchanged: 0,
  replacesPending: 0,
  problemCount: 2,
  problems: [
    { row: 7, column: 'Name', message: MSG.productNameRequired },
    {
      row: 31,
      column: 'Category',
      message: importMessage('unknownCategory', { value: 'Spaceships' }),
      key: 'unknownCategory',
      values: { value: 'Spaceships' },
    },
  ],
};
const goodReport: ImportReport = {
  rows: 50,
  creates: 50,
  updates: 0,
  unchanged: 0,
  replacesPending: 0,
  problemCount: 0,
  problems: [],
};

function renderDialog() {
  logIn();
  renderWithProviders(
    <ImportDialog kind="product" fkBusinessId={business} opened onClose={() => undefined} />,
  );
}

const choose = (name: string, text = 'Name\nA') => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name)] } });
};

afterEach(() => changeLanguage('en'));

describe('ImportDialog', () => {
  it('says pictures are not imported, checks a chosen CSV and shows each problem by row and column', async () => {
    const calls = mockApi({ 'POST /api/userAdmin/product/importCheck': ok(badReport) });
    renderDialog();
    expect(screen.getByText(/Pictures are not imported/)).toBeTruthy();
    choose('catalogue.csv');
    const table = await screen.findByRole('table', { name: 'Problems by row' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `7Name${MSG.productNameRequired}`,
      '31CategoryUnknown category "Spaceships".',
    ]);
    expect(screen.getByText('2 problems found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import \d+/ })).toBeNull();
    const check = calls.find((call) => call.path === '/api/userAdmin/product/importCheck')!;
    expect(check.url.searchParams.get('fkBusinessId')).toBe(business);
    expect(check.headers.get('content-type')).toBe(TABLE_CONTENT_TYPES.csv);
    // Nothing is imported from a file with problems.
    expect(calls.some((call) => call.path === '/api/userAdmin/product/import')).toBe(false);
  });

  it('a clean file: the seller confirms, the import runs with the same file as Excel', async () => {
    const calls = mockApi({
      'POST /api/userAdmin/product/importCheck': ok(goodReport),
      'POST /api/userAdmin/product/import': ok({ created: 50, updated: 0 }),
    });
    renderDialog();
    choose('catalogue.xlsx');
    expect(await screen.findByText(/50 rows checked: 50 new products, 0 updates/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import 50 listings' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/userAdmin/product/import')).toBe(true),
    );
    const run = calls.find((call) => call.path === '/api/userAdmin/product/import')!;
    expect(run.headers.get('content-type')).toBe(TABLE_CONTENT_TYPES.xlsx);
  });

  it('a refused file shows the server’s reason, and a wrong file type is refused before upload', async () => {
    const calls = mockApi({
      'POST /api/userAdmin/product/importCheck': fail(
        400,
        importMessage('unknownColumns', { columns: 'Price in USD' }),
        'VALIDATION',
      ),
    });
    renderDialog();
    choose('photo.png');
    expect(await screen.findByText('Upload a CSV or Excel (.xlsx) file.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    choose('catalogue.csv');
    expect(
      await screen.findByText('Unknown columns: Price in USD. Use the columns of the template.'),
    ).toBeTruthy();
  });

  it('in Hindi: the screen, the report and a refused file’s reason', async () => {
    changeLanguage('hi');
    mockApi({ 'POST /api/userAdmin/product/importCheck': ok(badReport) });
    renderDialog();
    expect(await screen.findByText(/तस्वीरें आयात नहीं होतीं/)).toBeTruthy();
    choose('catalogue.csv');
    expect(await screen.findByText('अनजान श्रेणी "Spaceships"।')).toBeTruthy();
    expect(screen.getByText('2 गलतियाँ मिलीं')).toBeTruthy();
  });
});
