import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorCode } from '@haat/shared';
import { API_MSG, messageKeyOf, type MessageKey } from '@haat/shared';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-errors.ts';
import { HttpError } from '../lib/http-error.ts';

type ErrorBody = {
  code: number;
  message: string;
  payload: null;
  error: ApiErrorCode;
  messageKey?: MessageKey;
};

/** A failure's envelope; words of a message table also carry their key, for the web to translate. */
export function errorBody(code: number, error: ApiErrorCode, message: string): ErrorBody {
  const messageKey = messageKeyOf(message);
  return messageKey
    ? { code, message, payload: null, error, messageKey }
    : { code, message, payload: null, error };
}

const isEnvelope = (value: unknown): value is { code: number } =>
  typeof value === 'object' && value !== null && 'code' in value && 'payload' in value;

/** Maps Fastify's own failures (bad JSON, body too large, timeouts) onto the envelope. */
function fromFastifyError(err: FastifyError): ErrorBody | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorBody(400, 'INVALID_JSON', API_MSG.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorBody(413, 'PAYLOAD_TOO_LARGE', API_MSG.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorBody(415, 'VALIDATION', err.message);
    // @fastify/under-pressure (plugins/overload.ts) has already set the status and Retry-After.
    case 'FST_UNDER_PRESSURE':
      return errorBody(503, 'UNAVAILABLE', API_MSG.serverBusy);
  }
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return errorBody(400, 'INVALID_JSON', API_MSG.invalidJson);
  }
  if (err.statusCode === 429) return errorBody(429, 'RATE_LIMITED', API_MSG.rateLimited);
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return errorBody(err.statusCode, 'VALIDATION', err.message);
  }
  return null;
}

/**
 * Fastify's `frameworkErrors` option (app.ts): the router refuses a path parameter past
 * maxParamLength (414) or a broken percent-encoding in the path (400) before any hook or error
 * handler runs, and would answer in its own shape. No record has such an address.
 */
export function frameworkErrors(err: FastifyError, _request: unknown, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(404).send(errorBody(404, 'NOT_FOUND', API_MSG.routeNotFound));
  }
  reply.log.error({ err }, 'router error');
  return reply.code(500).send(errorBody(500, 'INTERNAL', API_MSG.internal));
}

/**
 * Every answer is `{ code, message, payload }` with the HTTP status equal to `code` (DESIGN.md §3).
 * Errors also carry a stable `error` string; a 500 never shows its cause.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  // Handlers return ok()/created(); the status follows the envelope's code.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode === 200 && isEnvelope(payload) && payload.code !== 200) {
      reply.code(payload.code);
    }
    return payload;
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .code(err.status)
        .headers(err.headers)
        .send(errorBody(err.status, err.error, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      return reply
        .code(400)
        .send(errorBody(400, 'VALIDATION', first?.message ?? API_MSG.invalidJson));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'UNAVAILABLE', API_MSG.databaseDown));
    }
    const mapped = fromFastifyError(err);
    if (mapped) return reply.code(mapped.code).send(mapped);
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'INTERNAL', API_MSG.internal));
  });
});
