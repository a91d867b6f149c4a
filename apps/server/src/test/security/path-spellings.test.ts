// A security review's finding (docs/security.md, Access): `GET /api/%61dmin/user/fetchAll` answered
// every user's phone and address to anyone, because the guard read the raw URL while the router
// matched the decoded path. Every guarded operation of the OpenAPI description is called here under
// every other spelling of its path (encoded letters and slashes, doubled and trailing slashes, `;`
// parameters, upper case, `..` segments), anonymously and, for the administration, as a seller with
// a plan. None may be answered by its handler: each is refused (401/403) or is no route at all
// (404), and writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from './openapi-routes.ts';
import { createWorld, type World } from './world.ts';

let w: World;
let guarded: ApiRoute[];

const GUARDED_PREFIXES = [
  '/api/userAdmin/',
  '/api/admin/',
  '/api/auth/user/fetch',
  '/api/auth/user/logOut',
];

beforeAll(async () => {
  w = await createWorld();
  guarded = apiRoutes(w.t.app).filter(
    (route) =>
      GUARDED_PREFIXES.some((prefix) => route.path.startsWith(prefix)) &&
      // A granted event stream never ends under inject; its guard is the same hook.
      !route.path.endsWith('/notification/stream'),
  );
});
afterAll(() => w.t.close());

const encodeChar = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** Other spellings of one path; each keeps the route's meaning for a lenient router. */
export function spellings(path: string): string[] {
  const segments = path.split('/').slice(1); // ['api', 'admin', 'user', 'fetchAll']
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const variants = new Set<string>();
  // One letter of each segment percent-encoded, in lower and upper hex.
  segments.forEach((segment, i) => {
    const letter = segment.search(/[a-z]/i);
    if (letter < 0) return;
    const encoded = encodeChar(segment[letter]!);
    for (const hex of [encoded, encoded.toUpperCase()]) {
      const parts = [...segments];
      parts[i] = segment.slice(0, letter) + hex + segment.slice(letter + 1);
      variants.add(join(parts));
    }
  });
  // Every letter of the second segment encoded.
  variants.add(
    join([segments[0]!, [...segments[1]!].map(encodeChar).join(''), ...segments.slice(2)]),
  );
  // Each separator as an encoded slash, and doubled.
  for (let i = 1; i < segments.length; i++) {
    const before = join(segments.slice(0, i));
    const after = segments.slice(i).join('/');
    variants.add(`${before}%2F${after}`);
    variants.add(`${before}%2f${after}`);
    variants.add(`${before}//${after}`);
  }
  variants.add(`/${path}`);
  variants.add(`${path}/`);
  variants.add(`${path}//`);
  // Matrix (`;`) parameters on each segment.
  segments.forEach((segment, i) => {
    const parts = [...segments];
    parts[i] = `${segment};x=1`;
    variants.add(join(parts));
  });
  // Case.
  variants.add(path.toUpperCase());
  variants.add(join(segments.map((s, i) => (i === 1 ? s[0]!.toUpperCase() + s.slice(1) : s))));
  // Dot segments, plain and encoded.
  const rest = segments.slice(1).join('/');
  for (const detour of [
    'public/..',
    'x/..',
    '.',
    '%2e',
    'public/%2e%2e',
    'public/%2E%2E',
    'x/.%2e',
  ]) {
    variants.add(`/api/${detour}/${rest}`);
  }
  variants.add(`/api/${segments[1]}/../${rest}`);
  variants.add(`/api/public/..%2f${rest}`);
  variants.delete(path);
  return [...variants];
}

const withParams = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());

async function tryEverySpelling(route: ApiRoute, headers: Record<string, string>) {
  const answered: string[] = [];
  const path = withParams(route.path);
  for (const url of spellings(path)) {
    const mark = await w.writes.mark();
    const res = await w.t.call({
      method: route.method,
      url,
      headers,
      payload: route.body ? {} : undefined,
    });
    const writes = await w.writes.since(mark);
    const refused = [401, 403, 404].includes(res.status) && res.body?.payload == null;
    if (!refused || writes.length > 0) {
      answered.push(
        `${route.method} ${url} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
      );
    }
  }
  return answered;
}

describe('no spelling of a guarded path reaches its handler unchecked', () => {
  it('finds the guarded operations', () => {
    expect(guarded.length).toBeGreaterThan(80);
    expect(guarded.some((r) => r.key === 'GET /api/admin/user/fetchAll')).toBe(true);
  });

  it('the spellings of the finding are among those tried', () => {
    expect(spellings('/api/admin/user/fetchAll')).toEqual(
      expect.arrayContaining([
        '/api/%61dmin/user/fetchAll',
        '/api/admin%2Fuser/fetchAll',
        '//api/admin/user/fetchAll',
        '/api/admin/user/fetchAll/',
        '/api/admin;x=1/user/fetchAll',
        '/API/ADMIN/USER/FETCHALL',
        '/api/public/../admin/user/fetchAll',
      ]),
    );
  });

  // Every guarded operation times every spelling, one call each: the count grows with every
  // feature (ratings and reviews added six), so these two loops get more than the default 30 s.
  const LOOP_TIMEOUT_MS = 180_000;

  it(
    'anonymous callers are refused on every spelling of every guarded path',
    async () => {
      const answered: string[] = [];
      for (const route of guarded) answered.push(...(await tryEverySpelling(route, {})));
      expect(answered).toEqual([]);
    },
    LOOP_TIMEOUT_MS,
  );

  it(
    'a seller with a plan is refused on every spelling of every administration path',
    async () => {
      const answered: string[] = [];
      for (const route of guarded.filter((r) => r.path.startsWith('/api/admin/'))) {
        answered.push(...(await tryEverySpelling(route, w.other.headers)));
      }
      expect(answered).toEqual([]);
    },
    LOOP_TIMEOUT_MS,
  );

  it('the administrator still reaches the administration under its own spelling', async () => {
    const res = await w.t.call({
      method: 'GET',
      url: '/api/admin/user/fetchAll',
      headers: w.admin.headers,
    });
    expect(res.status).toBe(200);
  });
});
