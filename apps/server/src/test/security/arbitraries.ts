// fast-check generators of hostile requests, shaped by a route's OpenAPI description: mostly
// values that fit the schema with hostile leaves (so they reach the services and the SQL), some
// of the wrong type, and bodies that are not what the route reads at all.
import fc from 'fast-check';
import type { ApiParameter, ApiRoute, JsonSchema } from './openapi-routes.ts';

const HUGE = 'ह'.repeat(20_000);
const UUID = /uuid|\[0-9a-fA-F\]\{8\}/;

/** Strings that have broken parsers, SQL, full-text queries, paths and encodings elsewhere. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff',
  '👨‍👩‍👧‍👦',
  'मोबाइल फ़ोन',
  '\u202eevil',
  "' or 1=1 --",
  "'; drop table users; --",
  '" or ""="',
  '%',
  '_',
  '\\',
  '\\x00',
  '$1',
  '&|!():*<->',
  'a & | b',
  '!!!',
  ':*',
  '(((',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '..%2f..%2f',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '1.5',
  '0x1f',
  '99999999999999999999999',
  '2147483648',
  '[]',
  '{}',
  '[null]',
  '["a"]',
  '[1,2]',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"min":-1,"max":"x"}',
  '{"_id":{"$ne":null}}',
  'eyJfaWQiOnsiJG5lIjpudWxsfX0',
  'eyJfaWQiOiIifQ==',
  '!!!notbase64!!!',
  '2024-13-45',
  '0000-00',
  '9999999999',
  '12345',
  'Plan Z',
  'product',
  'service',
  HUGE,
  'x'.repeat(101),
  'x'.repeat(1001),
];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', '$where', '', 'id[]'];
/** encodeURIComponent throws on a lone surrogate; a URL carries its replacement character. */
const encode = (text: string) => encodeURIComponent(Buffer.from(text).toString());

const HOSTILE_NUMBERS = [-1, 0, -0.5, 1.5, 1e308, -1e308, 2 ** 53 + 1, 1e-9, 999_999_999_999];

export const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value: the wrong type for whatever field it lands in. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string()), tie('value')), {
        maxLength: 4,
      })
      .map((entries) => Object.fromEntries(entries)),
  ),
})).value;

/** 200 levels of nesting, for parsers and validators that recurse. */
const deep = (open: string, close: string) => `${open.repeat(200)}1${close.repeat(200)}`;

/** Ids the fuzzer may aim at: real rows of the test database among random and broken ones. */
export function idArbitrary(realIds: string[]) {
  const routeId = (id: string) =>
    Buffer.from(JSON.stringify({ _id: id, productName: 'x' })).toString('base64url');
  return fc.oneof(
    fc.constantFrom(...realIds),
    fc.constantFrom(...realIds).map(routeId),
    fc.constantFrom(...realIds).map((id) => id.toUpperCase()),
    fc.uuid(),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
    hostileString,
  );
}

type Ctx = { id: fc.Arbitrary<string> };

/** A value for the schema, one time in six of the wrong type. */
function shaped(schema: JsonSchema, ctx: Ctx, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fitting(schema, ctx, depth), weight: 5 },
    { arbitrary: anyJson, weight: 1 },
  );
}

function fitting(schema: JsonSchema, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fitting(s, ctx, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = [schema.type ?? 'string'].flat();
  if (schema.nullable && !types.includes('null')) types.push('null');
  return fc.oneof(...types.map((type) => ofType(type, schema, ctx, depth)));
}

function ofType(type: string, schema: JsonSchema, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 100_000;
      return fc.oneof(
        type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }),
        hostileNumber,
      );
    }
    case 'array':
      return fc.array(depth > 4 ? anyJson : shaped(schema.items ?? {}, ctx, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 8),
        maxLength: Math.min(schema.maxItems ?? 6, 8),
      });
    case 'object': {
      if (depth > 4 || !schema.properties) return anyJson;
      const properties = Object.fromEntries(
        Object.entries(schema.properties).map(([name, s]) => [name, shaped(s, ctx, depth + 1)]),
      );
      return fc
        .tuple(
          fc.record(properties, { requiredKeys: schema.required ?? [] }),
          fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), anyJson), { maxLength: 2 }),
        )
        .map(([record, extra]) => Object.fromEntries([...Object.entries(record), ...extra]));
    }
    default:
      return stringFor(schema, ctx);
  }
}

function stringFor(schema: JsonSchema, ctx: Ctx): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || UUID.test(schema.pattern ?? '')) return ctx.id;
  const options: fc.Arbitrary<string>[] = [hostileString, ctx.id];
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern JavaScript cannot read: the hostile strings stay.
    }
  }
  // Short strings keep the runs fast; a field that must be longer gets its shortest.
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 60, 60));
  options.push(fc.string({ minLength: min, maxLength: max }));
  return fc.oneof(...options);
}

/** How a query parameter travels: objects and arrays as one JSON text (DESIGN.md §3). */
const queryText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

function queryArbitrary(query: ApiParameter[], ctx: Ctx) {
  const known = query.map((p) =>
    fc.option(
      fc.oneof(
        { arbitrary: shaped(p.schema, ctx).map((v) => [queryText(v)]), weight: 5 },
        // The same name twice: `?id=a&id=b` arrives as an array.
        { arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }), weight: 1 },
      ),
      { freq: 3 },
    ),
  );
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string()), hostileString),
    { maxLength: 2 },
  );
  const raw = fc.constantFrom('', '', '', '&', '%', '%zz', '%E0%A4', '=', '&&=&', '%00=%00');
  return fc.tuple(fc.tuple(...known), extra, raw).map(([values, extras, tail]) => {
    const pairs: string[] = [];
    const add = (name: string, value: string) => pairs.push(`${encode(name)}=${encode(value)}`);
    values.forEach((list, i) => list?.forEach((value) => add(query[i]!.name, value)));
    extras.forEach(([name, value]) => add(name, value));
    if (tail) pairs.push(tail);
    return pairs.join('&');
  });
}

const POLLUTING_BODIES = [
  '{"__proto__":{"polluted":"yes","isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"id":"x","__proto__":{"id":"y"}}',
  '[{"__proto__":{"polluted":"yes"}}]',
];
const BROKEN_BODIES = [
  '{',
  '{"a":',
  'NaN',
  "{'a':1}",
  '\u0000',
  '"',
  deep('[', ']'),
  deep('{"a":', '}'),
];

function bodyArbitrary(route: ApiRoute, ctx: Ctx): fc.Arbitrary<string | undefined> {
  const options: Array<{ arbitrary: fc.Arbitrary<string | undefined>; weight: number }> = [
    { arbitrary: anyJson.map((v) => JSON.stringify(v)), weight: 2 },
    { arbitrary: fc.constantFrom(...POLLUTING_BODIES), weight: 1 },
    { arbitrary: fc.constantFrom(...BROKEN_BODIES), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  ];
  if (route.body) {
    options.push({ arbitrary: shaped(route.body, ctx).map((v) => JSON.stringify(v)), weight: 6 });
  }
  return fc.oneof(...options);
}

export type FuzzRequest = {
  method: ApiRoute['method'];
  url: string;
  payload?: string;
  contentType: string;
  forwardedFor: string;
};

/** Malformed calls of one route: path, query string, body, content type and client address. */
export function requestArbitrary(route: ApiRoute, realIds: string[]): fc.Arbitrary<FuzzRequest> {
  const ctx: Ctx = { id: idArbitrary(realIds) };
  const path = fc.tuple(
    ...route.params.map(() =>
      fc.oneof(
        hostileString.map(encode),
        fc.constantFrom('..', '%2e%2e', '%00', 'a%2fb', '%', 'x'.repeat(200)),
      ),
    ),
  );
  const body = route.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(route, ctx);
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'image/png',
        'application/json; charset=utf-16',
      ),
      weight: 1,
    },
  );
  const forwardedFor = fc.oneof(
    { arbitrary: fc.ipV4(), weight: 8 },
    {
      // Header values must stay printable ASCII, or the request cannot be built at all.
      arbitrary: fc.constantFrom(
        'unknown',
        '1.1.1.1, 2.2.2.2',
        '::1',
        '999.1.1.1',
        'x'.repeat(500),
      ),
      weight: 1,
    },
  );
  return fc
    .record({
      values: path,
      query: queryArbitrary(route.query, ctx),
      body,
      contentType,
      forwardedFor,
    })
    .map(({ values, query, body: payload, contentType: type, forwardedFor: ip }) => {
      let url = route.path;
      route.params.forEach((p, i) => (url = url.replace(`{${p.name}}`, values[i]!)));
      return {
        method: route.method,
        url: query ? `${url}?${query}` : url,
        ...(payload !== undefined ? { payload } : {}),
        contentType: type,
        forwardedFor: ip,
      };
    });
}
