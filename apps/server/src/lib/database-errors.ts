// Errors that mean "the database cannot be reached right now" rather than "this query is wrong":
// they are answered 503 (plugins/envelope.ts), so a load balancer and the web app retry later,
// and they stop once the database is back, since the pool reconnects on the next query.

import { API_MSG } from '@haat/shared';
import { HttpError } from './http-error.ts';

/** A database restart or fail-over takes seconds: clients are told to come back after a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 503 answer of a call that needs the database while it is away. */
export const databaseUnavailable = () =>
  new HttpError(503, 'UNAVAILABLE', API_MSG.databaseDown, {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
  });

/** Socket failures while connecting to or talking with PostgreSQL. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (the server is shutting down, crashed or
 * not accepting connections yet), 53300 (too many connections), and 3D000 (the database does
 * not exist: renamed or not restored yet), 28000 and 28P01 (the server refuses our credentials,
 * e.g. a password rotated on one side only): none of them is the caller's fault, and each ends
 * without a restart once the database is back as configured.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|3D000|28000|28P01)$/;

/** node-postgres and pg-pool say these in words only, without a code. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|connection error|Query read timeout/i;

/** Whether the error, or one of its causes (Drizzle wraps the driver's), is the database away. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** SQLSTATEs a handler answers for itself: a name taken in a race, a row named that is gone. */
const CONSTRAINT_SQLSTATE = { unique: '23505', foreignKey: '23503' } as const;

/** Whether the error, or one of its causes, is a violation of that kind of constraint. */
export function isConstraintViolation(
  err: unknown,
  kind: keyof typeof CONSTRAINT_SQLSTATE,
): boolean {
  for (let current = err; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === CONSTRAINT_SQLSTATE[kind]) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
