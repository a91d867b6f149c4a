// What the logs must not hold: logs are shipped, kept and read by people who may
// not see a buyer's phone number, a visitor's position or a link that still works. Request
// addresses are logged through `redactLoggedUrl`; a phone a log line names goes through
// `maskPhone`.

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

/** `text` with every long number masked, record ids left whole. */
function maskNumbersOutsideIds(text: string) {
  let masked = '';
  let from = 0;
  for (const id of text.matchAll(UUID)) {
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
