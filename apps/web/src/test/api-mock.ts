import { vi } from 'vitest';
import { messageKeyOf } from '@haat/shared';

export type MockAnswer = { status: number; body: unknown } | 'network-error';
type Handler = (call: { url: URL; init: RequestInit; body: unknown }) => MockAnswer;

export type RecordedCall = {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
};

/**
 * Replaces fetch with handlers keyed by 'METHOD /api/path' (query string ignored). Unhandled
 * calls answer 404 NOT_FOUND like the server. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, Handler | MockAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, url, headers: new Headers(init.headers), body });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer: MockAnswer =
      typeof handler === 'function'
        ? handler({ url, init, body })
        : (handler ?? {
            status: 404,
            body: { code: 404, message: 'Not found', payload: null, error: 'NOT_FOUND' },
          });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const ok = (payload: unknown, code = 200): MockAnswer => ({
  status: code,
  body: { code, message: 'Success', payload },
});

/** A refusal as the server sends it: words of a message table carry their key (envelope.ts). */
export const fail = (code: number, message: string, error: string): MockAnswer => {
  const messageKey = messageKeyOf(message);
  return {
    status: code,
    body: { code, message, payload: null, error, ...(messageKey ? { messageKey } : {}) },
  };
};
