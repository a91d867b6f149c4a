import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How Drizzle reports a driver's failure: its own error, the driver's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached, also behind Drizzle', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('connect ECONNREFUSED', 'ECONNREFUSED')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('terminating connection', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('too many clients', '53300'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
  });

  it('leaves query errors to be what they are', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('syntax error', '42601')))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
