import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API_MSG } from '@haat/shared';
import { envelopePlugin } from '../plugins/envelope.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-errors.ts';

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

  it('counts a missing database and refused credentials as the database being away', () => {
    expect(isDatabaseUnavailable(withCode('database "haat" does not exist', '3D000'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        wrapped(withCode('password authentication failed for user "haat"', '28P01')),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('no pg_hba.conf entry for host', '28000'))).toBe(true);
  });

  it('leaves query errors to be what they are', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('syntax error', '42601')))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('the answer to a database that is away', () => {
  it.each([
    ['3D000', 'database "haat" does not exist'],
    ['28P01', 'password authentication failed for user "haat"'],
    ['28000', 'no pg_hba.conf entry for host'],
  ])('%s is answered 503 with Retry-After', async (code, message) => {
    const app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    app.get('/query', async () => {
      throw wrapped(withCode(message, code));
    });
    const res = await app.inject({ method: 'GET', url: '/query' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({
      code: 503,
      message: API_MSG.databaseDown,
      messageKey: 'apiMsg.databaseDown',
      payload: null,
      error: 'UNAVAILABLE',
    });
    await app.close();
  });
});
