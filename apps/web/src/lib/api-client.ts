import { queryOptions } from '@tanstack/react-query';
import type {
  Endpoint,
  EndpointAddress,
  EndpointInput,
  EndpointPayload,
  Envelope,
} from '@haat/shared';
import { ApiError, decideOnError, type ErrorContext } from './api-errors.ts';
import { applyErrorDecision } from './api-effects.ts';
import { getToken } from './auth-storage.ts';

// The one API client (DESIGN.md §3): base /api, JSON, the stored token as Authorization, GET
// arguments as query parameters, other methods' arguments as a JSON body; answers the envelope's
// payload or throws an ApiError after applying the error rules (api-errors.ts).

export const API_BASE = '/api';

export type Params = Record<string, unknown>;

export type RequestOptions = ErrorContext & {
  /** false: no error toast (the caller shows its own message, or none). Default true. */
  toast?: boolean;
  /**
   * false: the client does not navigate on failure; a route loader that returns its own
   * redirect, or a background call, decides instead. A dead token still clears storage.
   * Default true.
   */
  navigate?: boolean;
  /** false: no 'buy a plan' confirm on PLAN_REQUIRED (background calls). Default true. */
  askPlan?: boolean;
  signal?: AbortSignal;
  /** true: the request outlives the page (a tap that opens WhatsApp or the dialler). */
  keepalive?: boolean;
  /** A file as the raw body (a catalogue import); the arguments then go in the query string. */
  file?: { body: Blob; type: string };
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * GET arguments as a query string: scalars as text, objects and arrays JSON-encoded into one
 * parameter; undefined and null are left out.
 */
export function toQueryString(params?: Params): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** The Authorization header value: the stored token, with the Bearer scheme unless it has one. */
export function authorizationHeader(token: string | null): string | null {
  if (!token) return null;
  return /^\S+\s+\S+/.test(token) ? token : `Bearer ${token}`;
}

/** How a request reaches the server: the browser's fetch, or the server's own (first-view.ts). */
type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);
/** On the server a failure only leaves its query in error: no toast, no navigation. */
let sideEffects = true;

/**
 * The server renders the first view with this client (entry-server.tsx): it answers the calls
 * itself, and nothing a failure would do in a browser applies there.
 */
export function setServerTransport(serverTransport: Transport) {
  transport = serverTransport;
  sideEffects = false;
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  Boolean(body) &&
  typeof body === 'object' &&
  typeof (body as { code?: unknown }).code === 'number';

const isSuccess = (status: number, body: Envelope<unknown>) =>
  status >= 200 && status < 300 && (body.code === 200 || body.code === 201);

async function send(
  method: Method,
  path: string,
  args: Params | undefined,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const authorization = authorizationHeader(getToken());
  if (authorization) headers.Authorization = authorization;
  const init: RequestInit = { method, headers, signal: options.signal };
  if (options.keepalive) init.keepalive = true;
  let url = `${API_BASE}${path}`;
  if (method === 'GET') url += toQueryString(args);
  else if (options.file) {
    url += toQueryString(args);
    headers['Content-Type'] = options.file.type;
    init.body = options.file.body;
  } else if (args !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(args);
  }
  try {
    return await transport(url, init);
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // a cancelled query is not an error to show
    throw fail(new ApiError(0, '', undefined, { network: true }), options);
  }
}

function fail(error: ApiError, options: RequestOptions): ApiError {
  if (!sideEffects) return error;
  applyErrorDecision(decideOnError(error, options), {
    toast: options.toast ?? true,
    navigate: options.navigate ?? true,
    askPlan: options.askPlan ?? true,
  });
  return error;
}

async function readError(response: Response, options: RequestOptions): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // cancelled while reading: nothing to show
    // otherwise not JSON
  }
  const error = isEnvelope(body)
    ? new ApiError(body.code, body.message ?? '', body.error, { messageKey: body.messageKey })
    : new ApiError(response.status, '', undefined, { malformed: true });
  return fail(error, options);
}

async function request<T>(
  method: Method,
  path: string,
  args?: Params,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, args, options);
  if (!response.ok) throw await readError(response, options);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    // A query cancelled while its body arrived (the screen was left) is not a broken answer.
    if (options.signal?.aborted) throw cause;
    throw fail(new ApiError(response.status, '', undefined, { malformed: true }), options);
  }
  if (!isEnvelope(body)) {
    throw fail(new ApiError(response.status, '', undefined, { malformed: true }), options);
  }
  if (!isSuccess(response.status, body)) {
    throw fail(
      new ApiError(body.code, body.message ?? '', body.error, { messageKey: body.messageKey }),
      options,
    );
  }
  return body.payload as T;
}

/**
 * A file answer (CSV downloads; a buyer's copy of their data, a POST so its proof rides in the
 * body): the body as a Blob; failures follow the same rules.
 */
async function download(
  method: Method,
  path: string,
  params?: Params,
  options: RequestOptions = {},
) {
  const response = await send(method, path, params, options);
  if (!response.ok) throw await readError(response, options);
  return response.blob();
}

/** An endpoint's call options: the request's, and its path parameters when it has any. */
export type CallOptions = RequestOptions & { params?: Record<string, string> };

/** The endpoint's path with its `:name` parameters filled in (encoded). */
export function endpointPath(
  endpoint: { path: string },
  params: Record<string, string> = {},
): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Calls one endpoint of the contract (packages/shared/src/contract) by its address
 * (`@haat/shared/endpoints`): its method and path, the input as its query or body, and its
 * payload typed from its answer schema.
 */
function callEndpoint<E extends Endpoint>(
  endpoint: EndpointAddress<E>,
  input: EndpointInput<E>,
  { params, ...options }: CallOptions = {},
): Promise<EndpointPayload<E>> {
  return request<EndpointPayload<E>>(
    endpoint.method,
    endpointPath(endpoint, params),
    input as Params | undefined,
    options,
  );
}

/** A file answer (CSV downloads): the body as a Blob; failures follow the same rules. */
export function downloadEndpoint<E extends Endpoint>(
  endpoint: EndpointAddress<E>,
  input: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<Blob> {
  return download(endpoint.method, endpointPath(endpoint), input as Params | undefined, options);
}

/**
 * The query key of an endpoint's answer: its path's segments, then its input. Keys of one path
 * prefix (`endpointKeyPrefix('/userAdmin/business')`) invalidate every answer under it.
 */
export const endpointKey = <E extends Endpoint>(
  endpoint: EndpointAddress<E>,
  input?: EndpointInput<E>,
) =>
  input === undefined
    ? endpointKeyPrefix(endpoint.path)
    : [...endpointKeyPrefix(endpoint.path), input as unknown];

/** The key prefix of every answer whose path starts with these segments. */
export const endpointKeyPrefix = (path: string): unknown[] => path.split('/').filter(Boolean);

/** TanStack Query's options for reading one endpoint: its key and its call, from one place. */
export const endpointQuery = <E extends Endpoint>(
  endpoint: EndpointAddress<E>,
  input: EndpointInput<E>,
  options: CallOptions = {},
) =>
  queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { ...options, signal }),
  });

/** The API: `api(endpoint, input, options)`, the one way the web app calls the server. */
export const api = callEndpoint;
