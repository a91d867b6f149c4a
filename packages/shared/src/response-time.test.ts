import { describe, expect, it } from 'vitest';
import { responseWithin } from './response-time.ts';

describe('responseWithin: the buckets a median reads in (issue 36 §3)', () => {
  it('up to an hour is within an hour, immediate included', () => {
    expect(responseWithin(0)).toEqual({ unit: 'hour' });
    expect(responseWithin(60)).toEqual({ unit: 'hour' });
  });

  it('up to 12 hours, the whole hours it took, rounded up', () => {
    expect(responseWithin(61)).toEqual({ unit: 'hours', count: 2 });
    expect(responseWithin(110)).toEqual({ unit: 'hours', count: 2 });
    expect(responseWithin(12 * 60)).toEqual({ unit: 'hours', count: 12 });
  });

  it('past 12 hours and up to 24, within a day', () => {
    expect(responseWithin(12 * 60 + 1)).toEqual({ unit: 'day' });
    expect(responseWithin(24 * 60)).toEqual({ unit: 'day' });
  });

  it('beyond a day, the whole days it took, rounded up', () => {
    expect(responseWithin(24 * 60 + 1)).toEqual({ unit: 'days', count: 2 });
    expect(responseWithin(3630)).toEqual({ unit: 'days', count: 3 });
    expect(responseWithin(10 * 24 * 60)).toEqual({ unit: 'days', count: 10 });
  });
});
