import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { personalDataZip } from './data-export.ts';

describe('personalDataZip', () => {
  const madeAt = new Date('2026-11-29T10:00:00Z');
  const zip = personalDataZip('Haat: what we hold about 98765 43210', madeAt, [
    {
      name: 'enquiries',
      about: 'the enquiries this phone sent',
      whereToChange: 'My enquiries',
      rows: [
        { seller: 'Kept Lamps', sentAt: madeAt, query: '=SUM(A1)' },
        { seller: 'Asha Tailors', sentAt: madeAt, note: 'line\nbreak' },
      ],
    },
    { name: 'reviews', about: 'reviews written', whereToChange: 'the review form', rows: [] },
  ]);
  const files = unzipSync(zip);

  it('holds a README and each part as JSON and CSV', () => {
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'enquiries.csv',
      'enquiries.json',
      'reviews.csv',
      'reviews.json',
    ]);
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('enquiries (2 rows): the enquiries this phone sent');
    expect(readme).toContain('  Change it: My enquiries');
    expect(readme).toContain('reviews (0 rows)');
  });

  it('keeps every field in JSON and writes the union of fields as the CSV header', () => {
    expect(JSON.parse(strFromU8(files['enquiries.json']!))).toEqual([
      { seller: 'Kept Lamps', sentAt: madeAt.toISOString(), query: '=SUM(A1)' },
      { seller: 'Asha Tailors', sentAt: madeAt.toISOString(), note: 'line\nbreak' },
    ]);
    const csv = strFromU8(files['enquiries.csv']!).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('"seller","sentAt","query","note"');
    // A formula is never run by the spreadsheet that opens the copy.
    expect(csv).toContain(`"'=SUM(A1)"`);
    expect(strFromU8(files['reviews.json']!)).toBe('[]');
  });
});
