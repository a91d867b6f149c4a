import { describe, expect, it } from 'vitest';
import { insightsQuery, normaliseSearchTerm, publicTapBody, SEARCH_TERM_MAX } from './insights.ts';

describe('normaliseSearchTerm', () => {
  it('keeps words in lower case with their spaces collapsed', () => {
    expect(normaliseSearchTerm('  Leather   SHOES!! ')).toBe('leather shoes');
    expect(normaliseSearchTerm('जूते  Bata')).toBe('जूते bata');
  });

  it('masks a phone number typed as a search, however it is written', () => {
    expect(normaliseSearchTerm('9876543210')).toBeNull();
    expect(normaliseSearchTerm('+91 98765 43210')).toBeNull();
    expect(normaliseSearchTerm('sharma 98765-43210 plumber')).toBe('sharma •••••••••• plumber');
    expect(normaliseSearchTerm('call 919876543210')).toBe('call ••••••••••');
  });

  it('keeps shorter numbers (sizes, models, pin codes)', () => {
    expect(normaliseSearchTerm('iphone 15 128gb')).toBe('iphone 15 128gb');
    expect(normaliseSearchTerm('411001')).toBe('411001');
    expect(normaliseSearchTerm('987654321')).toBe('987654321');
  });

  it('caps a long search at a word', () => {
    const term = normaliseSearchTerm('cotton '.repeat(20))!;
    expect(term.length).toBeLessThanOrEqual(SEARCH_TERM_MAX);
    expect(term.endsWith('cotton')).toBe(true);
    expect(normaliseSearchTerm('x'.repeat(100))).toBe('x'.repeat(SEARCH_TERM_MAX));
  });

  it('answers null for nothing worth keeping', () => {
    expect(normaliseSearchTerm('')).toBeNull();
    expect(normaliseSearchTerm(' ?!- ')).toBeNull();
  });
});

describe('publicTapBody', () => {
  it('takes a listing id and one of the three actions', () => {
    const id = '0190f5a0-0000-7000-8000-000000000001';
    expect(publicTapBody.parse({ id, action: 'whatsapp' })).toEqual({ id, action: 'whatsapp' });
    expect(publicTapBody.safeParse({ id, action: 'email' }).error?.issues[0]?.message).toBe(
      'This action is not valid.',
    );
    expect(publicTapBody.safeParse({ id: 'nope', action: 'call' }).success).toBe(false);
  });
});

describe('insightsQuery', () => {
  it('takes 7, 30 or 90 days, 30 by default', () => {
    expect(insightsQuery.parse({}).days).toBe(30);
    expect(insightsQuery.parse({ days: '7' }).days).toBe(7);
    expect(insightsQuery.safeParse({ days: '14' }).error?.issues[0]?.message).toBe(
      'Choose 7, 30 or 90 days.',
    );
  });
});
