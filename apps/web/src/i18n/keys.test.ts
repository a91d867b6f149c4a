import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enFilters } from './en-filters.ts';
import { enReviews } from './en-reviews.ts';
import { enBuyer } from './en-buyer.ts';
import { enRequirements } from './en-requirements.ts';
import { enWorkspace } from './en-workspace.ts';
import type { Table } from './translate.ts';

// t(key) takes any string, so a mistyped key would only show on screen as the key itself. This
// reads every t('…') and i18n.t('…') of the app (both branches of a `cond ? 'a' : 'b'` too) and
// checks that English has the key, as a text or as plural forms (key_one, key_other …).

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The text of the first argument of the call whose '(' is at `open`. */
function firstArgument(text: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
    else if ((c === ',' || c === ')') && depth === 0) return text.slice(open + 1, i).trim();
  }
  return '';
}

const LITERAL = String.raw`(?:'([^'\\]*)'|\`([^\`$\\]*)\`)`;
const ONE = new RegExp(`^${LITERAL}$`);
const EITHER = new RegExp(`\\?\\s*${LITERAL}\\s*:\\s*${LITERAL}$`);

/** The keys an argument can be: 'a', or each branch of cond ? 'b' : 'c'; none when computed. */
function literalKeys(argument: string): string[] {
  const match = ONE.exec(argument) ?? EITHER.exec(argument);
  return match ? match.slice(1).filter((key) => key !== undefined) : [];
}

function keysUsed(): { key: string; at: string }[] {
  const found: { key: string; at: string }[] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const call of text.matchAll(/\bt\(/g)) {
      const line = text.slice(0, call.index).split('\n').length;
      for (const key of literalKeys(firstArgument(text, call.index + 1))) {
        found.push({ key, at: `${file}:${line}` });
      }
    }
  }
  return found;
}

function hasText(table: Table, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node: Table | string | undefined = table;
  for (const part of parts) {
    node = typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
  }
  if (typeof node !== 'object') return false;
  const leaf = node;
  const isText = (name: string) => Object.hasOwn(leaf, name) && typeof leaf[name] === 'string';
  return isText(last) || (isText(`${last}_one`) && isText(`${last}_other`));
}

describe('translation keys in the code', () => {
  const used = keysUsed();

  it('finds the calls (the scan itself works)', () => {
    expect(used.length).toBeGreaterThan(500);
    expect(used.map(({ key }) => key)).toContain('nav.home');
  });

  it('every literal key is in en.ts or a table loaded with its code', () => {
    const missing = used.filter(
      ({ key }) =>
        !hasText(
          { ...en, ...enWorkspace, ...enReviews, ...enFilters, ...enBuyer, ...enRequirements },
          key,
        ),
    );
    expect(missing).toEqual([]);
  });

  it("keys outside the workspace's code are in en.ts, which every first view carries", () => {
    // The seller's, administrator's and plans' code (and Your data, shown only on their screens):
    // its routes load en-workspace.ts with it (app/routes.tsx). Elsewhere a workspace key would
    // show late (i18n/index.ts fetches it).
    const workspaceCode =
      /^\.\.\/(?:features\/(?:admin|businesses|listings|leads|notifications|profile|reviews|subscriptions|insights)\/|components\/image-uploader\/|entities\/listing\/(?:listing-form|seller-listings|catalog-import)\/|entities\/revision\/|entities\/account\/|components\/(?:form-actions|not-found-notice|text-list-field|word-count-textarea)\.tsx|entities\/(?:location\/location-field|notification\/push-prompt|listing\/tags-field)\.tsx|lib\/push-alerts\.ts|app\/layouts\/(?:seller|admin)-layout\.tsx)/;
    // Code loaded on demand that adds its own table before it renders: the reviews' list and
    // forms (lib/review-strings.ts), the filter modal.
    const onDemand: [RegExp, Table][] = [
      [
        /^\.\.\/features\/business-detail\/components\/(?:reviews-panel|review-item|write-review-modal|report-review-modal)\.tsx$/,
        enReviews,
      ],
      // The receipt and My enquiries (lib/buyer-strings.ts).
      [/^\.\.\/features\/my-enquiries\//, enBuyer],
      [/^\.\.\/entities\/enquiry\/(?:enquiry-receipt|seller-contact)\.tsx$/, enBuyer],
      // A buyer's requirement (lib/requirement-strings.ts): its form and page, and its lines in
      // My enquiries.
      [/^\.\.\/features\/(?:requirements|my-enquiries)\//, enRequirements],
      [
        /^\.\.\/entities\/listing\/filter-modal\/(?:filter-modal|option-checklist|price-and-discount|nearby-field)\.tsx$/,
        enFilters,
      ],
    ];
    const late = used.filter(
      ({ key, at }) =>
        !workspaceCode.test(at) &&
        !hasText(en, key) &&
        !onDemand.some(
          ([code, table]) => code.test(at.replace(/:\d+$/, '')) && hasText(table, key),
        ),
    );
    expect(late).toEqual([]);
    expect(used.some(({ at }) => workspaceCode.test(at))).toBe(true);
  });

  it('the English tables share no area', () => {
    expect(Object.keys(en).filter((area) => Object.hasOwn(enWorkspace, area))).toEqual([]);
    const onDemandAreas = [
      ...Object.keys(enReviews),
      ...Object.keys(enFilters),
      ...Object.keys(enBuyer),
      ...Object.keys(enRequirements),
    ];
    // A server message table both the workspace and a buyer's screens show (requirementMsg) is
    // the same table in each, so whichever loads second changes no string.
    const tables: Record<string, unknown> = { ...en, ...enWorkspace };
    expect(
      onDemandAreas.filter(
        (area) =>
          (Object.hasOwn(en, area) || Object.hasOwn(enWorkspace, area)) &&
          tables[area] !==
            { ...enReviews, ...enFilters, ...enBuyer, ...enRequirements }[area as never],
      ),
    ).toEqual([]);
  });
});
