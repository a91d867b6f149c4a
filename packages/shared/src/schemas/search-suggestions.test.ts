import { describe, expect, it } from 'vitest';
import { PUBLIC_MSG } from '../domain-messages.ts';
import { publicSuggestionsQuery, suggestionsAnswerSchema } from './search-suggestions.ts';

describe('publicSuggestionsQuery', () => {
  it('trims the text, collapses its spaces and asks both kinds All Over India by default', () => {
    expect(publicSuggestionsQuery.parse({ q: '  ac   rep ' })).toEqual({
      q: 'ac rep',
      kind: undefined,
      city: undefined,
    });
    expect(
      publicSuggestionsQuery.parse({ q: 'plu', kind: ' Service ', city: 'All Over India' }),
    ).toEqual({ q: 'plu', kind: 'service', city: undefined });
    expect(publicSuggestionsQuery.parse({ q: 'plu', city: 'Pune' }).city).toBe('Pune');
  });

  it('takes missing or blank text as empty (no suggestions, not an error)', () => {
    expect(publicSuggestionsQuery.parse({}).q).toBe('');
    expect(publicSuggestionsQuery.parse({ q: '   ' }).q).toBe('');
  });

  it('refuses text over 60 characters and an unknown kind, in words', () => {
    const long = publicSuggestionsQuery.safeParse({ q: 'a'.repeat(61) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(PUBLIC_MSG.suggestionTextTooLong);
    expect(publicSuggestionsQuery.safeParse({ q: 'a'.repeat(60) }).success).toBe(true);
    const kind = publicSuggestionsQuery.safeParse({ q: 'ac', kind: 'shop' });
    expect(kind.error?.issues[0]?.message).toBe(PUBLIC_MSG.suggestionKindInvalid);
  });
});

describe('suggestionsAnswerSchema', () => {
  it('holds at most 8 suggestions', () => {
    const one = { type: 'query', label: 'Split AC Service', kind: 'service', count: 4 } as const;
    expect(suggestionsAnswerSchema.safeParse({ suggestions: Array(8).fill(one) }).success).toBe(
      true,
    );
    expect(suggestionsAnswerSchema.safeParse({ suggestions: Array(9).fill(one) }).success).toBe(
      false,
    );
  });
});
