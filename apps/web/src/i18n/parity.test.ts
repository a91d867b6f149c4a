import { describe, expect, it } from 'vitest';
import {
  ADMIN_MSG,
  ADMIN_MSG_HI,
  API_MSG,
  API_MSG_HI,
  AUTH_MSG,
  AUTH_MSG_HI,
  LEAD_MSG,
  LEAD_MSG_HI,
  MSG,
  MSG_HI,
  NOTIFICATION_MSG,
  NOTIFICATION_MSG_HI,
  ALERT_MSG,
  ALERT_MSG_HI,
  PUBLIC_MSG,
  PUBLIC_MSG_HI,
  SELLER_MSG,
  SELLER_MSG_HI,
  SUBSCRIPTION_MSG,
  SUBSCRIPTION_MSG_HI,
  BUYER_MSG,
  BUYER_MSG_HI,
  PRIVACY_MSG,
  PRIVACY_MSG_HI,
} from '@haat/shared';
import { en } from './en.ts';
import { enFilters } from './en-filters.ts';
import { enReviews } from './en-reviews.ts';
import { enBuyer } from './en-buyer.ts';
import { enRequirements } from './en-requirements.ts';
import { enWorkspace } from './en-workspace.ts';
import { hi } from './hi.ts';

/** Every leaf of a resource tree as 'a.b.c' → text (functions count as leaves too). */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [inner, text] of leaves(value as object, path)) out.set(inner, text);
    } else out.set(path, value);
  }
  return out;
}

const placeholders = (text: unknown) =>
  typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
    : [];

function compare(english: object, hindi: object) {
  const a = leaves(english);
  const b = leaves(hindi);
  return {
    missingInHindi: [...a.keys()].filter((key) => !b.has(key)),
    missingInEnglish: [...b.keys()].filter((key) => !a.has(key)),
    emptyInHindi: [...b.entries()].filter(([, text]) => text === '').map(([key]) => key),
    placeholderMismatch: [...a.keys()].filter(
      (key) => b.has(key) && placeholders(a.get(key)).join() !== placeholders(b.get(key)).join(),
    ),
  };
}

const clean = {
  missingInHindi: [],
  missingInEnglish: [],
  emptyInHindi: [],
  placeholderMismatch: [],
};

describe('English and Hindi have the same keys', () => {
  it('apps/web/src/i18n: en.ts with en-workspace.ts, en-reviews.ts, en-filters.ts and hi.ts, deep, with the same {{placeholders}}', () => {
    expect(
      compare(
        { ...en, ...enWorkspace, ...enReviews, ...enFilters, ...enBuyer, ...enRequirements },
        hi,
      ),
    ).toEqual(clean);
  });

  it.each([
    ['MSG', MSG, MSG_HI],
    ['SELLER_MSG', SELLER_MSG, SELLER_MSG_HI],
    ['SUBSCRIPTION_MSG', SUBSCRIPTION_MSG, SUBSCRIPTION_MSG_HI],
    ['API_MSG', API_MSG, API_MSG_HI],
    ['ADMIN_MSG', ADMIN_MSG, ADMIN_MSG_HI],
    ['LEAD_MSG', LEAD_MSG, LEAD_MSG_HI],
    ['NOTIFICATION_MSG', NOTIFICATION_MSG, NOTIFICATION_MSG_HI],
    ['ALERT_MSG', ALERT_MSG, ALERT_MSG_HI],
    ['PUBLIC_MSG', PUBLIC_MSG, PUBLIC_MSG_HI],
    ['BUYER_MSG', BUYER_MSG, BUYER_MSG_HI],
    ['PRIVACY_MSG', PRIVACY_MSG, PRIVACY_MSG_HI],
  ] as const)('packages/shared %s and its Hindi table', (_name, english, hindi) => {
    expect(compare(english, hindi)).toEqual(clean);
  });

  it('packages/shared AUTH_MSG (text messages; otpWait is a function with otpWaitHi)', () => {
    const { otpWait: _otpWait, ...text } = AUTH_MSG;
    expect(compare(text, AUTH_MSG_HI)).toEqual(clean);
  });

  it('the checker itself notices a missing, an extra and a mismatched key', () => {
    expect(compare({ a: { b: 'x {{n}}', c: 'y' } }, { a: { b: 'क', d: 'ख' } })).toEqual({
      missingInHindi: ['a.c'],
      missingInEnglish: ['a.d'],
      emptyInHindi: [],
      placeholderMismatch: ['a.b'],
    });
  });
});
