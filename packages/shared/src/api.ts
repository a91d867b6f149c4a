import { z } from 'zod';

/** Stable machine-readable error codes that the web client routes on (DESIGN.md §3). */
export const API_ERRORS = [
  'VALIDATION',
  'INVALID_JSON',
  'TOKEN_EXPIRED',
  'PLAN_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'REQUEST_TIMEOUT',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERRORS)[number];

/**
 * Every answer: `{ code, message, payload }`, HTTP status equal to `code`. A failure adds its
 * `error` code and, when its words are one of the message tables', their `messageKey`
 * (message-keys.ts), which the web translates.
 */
export type Envelope<T> = {
  code: number;
  message: string;
  payload: T;
  error?: ApiErrorCode;
  messageKey?: string;
};

export const envelopeSchema = <T extends z.ZodType>(payload: T) =>
  z.object({ code: z.number().int(), message: z.string(), payload });

/**
 * What each answer of a domain's map of envelope schemas carries (its payload), by the same
 * name: the web app's types of those answers (`api.get<BusinessAnswers['page']>`).
 */
export type PayloadsOf<M extends Record<string, z.ZodType<{ payload: unknown }>>> = {
  [K in keyof M]: z.output<M[K]>['payload'];
};

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  payload: z.null(),
  error: z.enum(API_ERRORS),
  messageKey: z.string().optional(),
});

/**
 * A moment in an answer: the ISO 8601 text, or a Date that the serializer writes as JSON does
 * (the same ISO text). For services that answer their rows' Date columns as they are.
 */
export const timestampAnswer = z.union([z.date(), z.string()]);

/** A page request as GET query parameters arrive: strings coerced to numbers. */
export const pageQuery = (defaultPerPage: number, maxPerPage = 100) =>
  z.object({
    pageNo: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  });

/** Records carry `_id`, a UUIDv7 string. */
export const idSchema = z.uuid();
