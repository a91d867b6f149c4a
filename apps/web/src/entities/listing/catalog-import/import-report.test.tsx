import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ImportReport } from '@haat/shared';
import { changeLanguage } from '@/i18n/index.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ImportReportView } from './import-report.tsx';

const report = (
  rows: number,
  creates: number,
  updates: number,
  more: Partial<ImportReport> = {},
): ImportReport => ({
  rows,
  creates,
  updates,
  unchanged: 0,
  replacesPending: 0,
  ...more,
  problemCount: 0,
  problems: [],
});

afterEach(() => changeLanguage('en'));

describe('the ready report', () => {
  it('words each count with its own plural (issue 35: it said "1 updates")', () => {
    renderWithProviders(<ImportReportView kind="product" report={report(1, 0, 1)} />);
    expect(
      screen.getByText(
        '1 row checked: 0 new products, 1 update. Nothing is saved until you import.',
      ),
    ).toBeTruthy();
  });

  it('counts services and several of each', () => {
    renderWithProviders(<ImportReportView kind="service" report={report(3, 1, 2)} />);
    expect(
      screen.getByText(
        '3 rows checked: 1 new service, 2 updates. Nothing is saved until you import.',
      ),
    ).toBeTruthy();
  });

  it('says which rows are skipped as unchanged and which replace changes waiting (issue 35)', () => {
    renderWithProviders(
      <ImportReportView
        kind="product"
        report={report(4, 0, 2, { unchanged: 2, replacesPending: 1 })}
      />,
    );
    expect(screen.getByText('2 rows are as you last submitted them and are skipped.')).toBeTruthy();
    expect(
      screen.getByText(
        '1 update replaces changes still waiting for approval; buyers see the live version until it is approved.',
      ),
    ).toBeTruthy();
  });

  it('a re-imported export changes nothing: no changes, nothing to import', () => {
    renderWithProviders(
      <ImportReportView kind="product" report={report(3, 0, 0, { unchanged: 3 })} />,
    );
    expect(screen.getByText('No changes')).toBeTruthy();
    expect(
      screen.getByText(
        '3 rows checked: every row holds what you last submitted, so there is nothing to import.',
      ),
    ).toBeTruthy();
  });

  it('in Hindi', async () => {
    await changeLanguage('hi');
    renderWithProviders(<ImportReportView kind="product" report={report(1, 1, 0)} />);
    expect(screen.getByText(/1 पंक्ति जाँची गई: 1 नया उत्पाद, 0 अपडेट/)).toBeTruthy();
  });
});
