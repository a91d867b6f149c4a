import type { ApiErrorCode } from '@haat/shared';
import { API_MSG } from '@haat/shared';

/** A failure with the status, machine code and user-facing message it answers with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'VALIDATION', message);
export const unauthorized = (error: 'TOKEN_EXPIRED' | 'PLAN_REQUIRED', message: string) =>
  new HttpError(401, error, message);
export const forbidden = (message: string = API_MSG.forbidden) =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string = API_MSG.notFound) =>
  new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = API_MSG.rateLimited) =>
  new HttpError(429, 'RATE_LIMITED', message, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
