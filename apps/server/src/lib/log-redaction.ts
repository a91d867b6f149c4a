// What the logs must not hold: logs are shipped, kept and read by people who may
// not see a buyer's phone number, a visitor's position or a link that still works. Request
// addresses are logged through `redactLoggedUrl`; a phone a log line names goes through
// `maskPhone`; text that may quote a person's data (an error's message, a failed job's reason)
// through `redactLogText`, and errors through `serializeLoggedError`.

/** A phone number as the logs show it: its last four digits. */
export const maskPhone = (phoneNo: string) => `******${phoneNo.slice(-4)}`;

/**
 * Query parameters whose values never reach the logs: the event stream's `token`, a visitor's
 * position (near me's `lat`/`lng`, the location picker's `lat`/`long`), and the signature of an
 * upload link (local storage's `signature`, S3's `X-Amz-*`), which anyone reading the log could
 * use until it expires.
 */
const SECRET_QUERY_NAMES = new Set([
  'token',
  'lat',
  'lng',
  'long',
  'signature',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);

/** Record ids: long runs of digits inside them are not phone numbers. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A phone number in any spelling people type: eight or more digits, maybe parted by single
 * spaces, dots or hyphens (`98765 43210`, `+91-98765-43210`). Prices and pin codes are shorter.
 */
const LONG_NUMBER = /\d(?:[\s.-]?\d){7,}/g;

const maskNumbers = (text: string) =>
  text.replace(LONG_NUMBER, (number) => maskPhone(number.replace(/\D/g, '')));

/**
 * Record ids, and in free text also IPv4 addresses (`connect ECONNREFUSED 10.20.30.40:5432`):
 * their digits are not phone numbers, and an operator needs them whole.
 */
const UUID_OR_IPV4 = new RegExp(`${UUID.source}|\\b\\d{1,3}(?:\\.\\d{1,3}){3}\\b`, 'gi');

/** `text` with every long number masked, record ids (`kept`) left whole. */
function maskNumbersOutsideIds(text: string, kept = UUID) {
  let masked = '';
  let from = 0;
  for (const id of text.matchAll(kept)) {
    masked += maskNumbers(text.slice(from, id.index)) + id[0];
    from = id.index + id[0].length;
  }
  return masked + maskNumbers(text.slice(from));
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** A query value or path segment as logged: unchanged unless it holds a long number. */
function maskPart(raw: string) {
  const decoded = decode(raw);
  const masked = maskNumbersOutsideIds(decoded);
  return masked === decoded ? raw : encodeURIComponent(masked);
}

/**
 * A request's URL for the log: secret parameters' values replaced by `[REDACTED]`, and every
 * phone-like number in the path or a query value masked to its last four digits. Names and
 * values are compared decoded, as the query parser reads them (`%74oken` is `token`,
 * `%39%38…` is a number).
 */
export function redactLoggedUrl(url: string) {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const maskedPath = path.split('/').map(maskPart).join('/');
  if (queryAt < 0) return maskedPath;
  const query = url
    .slice(queryAt + 1)
    .replace(
      /(^|&)([^=&#]*)(=?)([^&#]*)/g,
      (whole, sep: string, name: string, eq: string, value: string) => {
        if (SECRET_QUERY_NAMES.has(decode(name).toLowerCase())) return `${sep}${name}=[REDACTED]`;
        return `${sep}${maskPart(name)}${eq}${maskPart(value)}`;
      },
    );
  return `${maskedPath}?${query}`;
}

/** An e-mail address anywhere in a text. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** A JWT or any part of one: every one starts with the base64 of `{"`. */
const JWT = /eyJ[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*){0,2}/g;

/**
 * The values of a failed statement, as drizzle writes them into its error's message
 * (`Failed query: insert …\nparams: Anita,9876543210,12 MG Road`): a row's whole content,
 * names and addresses that no pattern could tell apart from other words.
 */
const QUERY_PARAMS = /(\bparams: )[^\n]*/g;

/**
 * Free text bound for the log (an error's message or stack, a failed job's reason): a failed
 * statement's values, tokens and e-mail addresses replaced, phone-like numbers masked (record
 * ids and IPv4 addresses kept).
 */
export function redactLogText(text: string) {
  return maskNumbersOutsideIds(
    text
      .replace(QUERY_PARAMS, '$1[REDACTED]')
      .replace(JWT, '[REDACTED]')
      .replace(EMAIL, '[e-mail]'),
    UUID_OR_IPV4,
  );
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  cause?: LoggedError;
};

/**
 * An error as the log shows it: its kind, message, stack, code and cause, each redacted. Nothing
 * else of it: a database error carries the row it failed on (PostgreSQL's `detail`, drizzle's
 * `params`), and the usual serialiser copies every property it has.
 */
export function serializeLoggedError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error))
    return { type: typeof err, message: redactLogText(String(err)), stack: '' };
  const { code, statusCode, cause } = err as Error & {
    code?: unknown;
    statusCode?: unknown;
    cause?: unknown;
  };
  return {
    type: err.constructor?.name ?? 'Error',
    message: redactLogText(err.message),
    stack: redactLogText(err.stack ?? ''),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    // A few levels: enough for drizzle's error and the driver's beneath it.
    ...(cause !== undefined && depth < 3 ? { cause: serializeLoggedError(cause, depth + 1) } : {}),
  };
}

/**
 * What the process prints when it cannot start (server.ts), outside the logger: the redacted
 * stack and each cause's message. A migration that fails quotes the row it failed on as any
 * statement does.
 */
export function startupFailureText(err: unknown) {
  let logged: LoggedError | undefined = serializeLoggedError(err);
  const parts = [logged.stack || logged.message];
  while ((logged = logged.cause)) {
    parts.push(`cause: ${logged.message}${logged.code === undefined ? '' : ` (${logged.code})`}`);
  }
  return parts.join('\n');
}
