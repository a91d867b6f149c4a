import type { z } from 'zod';
import type { MessageKey } from '../message-keys.ts';

// One declaration per endpoint (docs/decisions/035-api-contract.md): the server registers its
// route from it (apps/server/src/lib/routes.ts) and the web calls it with it
// (apps/web/src/lib/api-client.ts), so a path, a method, an argument or an answer is written once.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The status of a success answer: 200 for reads and updates, 201 for creates (DESIGN.md §3). */
export type SuccessStatus = 200 | 201;

/**
 * An answer that is no JSON envelope, its schema by content type: a CSV or .xlsx file, an event
 * stream (OpenAPI describes it; the web reads it as a file or an EventSource).
 */
export type ContentAnswer = { readonly content: Record<string, { schema: z.ZodType }> };

export type Endpoint = {
  readonly method: HttpMethod;
  /** The path under /api, as the web calls it; `:name` marks a path parameter. */
  readonly path: string;
  /** The arguments: the query string of a GET, the JSON body of the others. */
  readonly input?: z.ZodType;
  /**
   * The query string of a non-GET that reads one beside its body (a DELETE's id may come
   * either way).
   */
  readonly query?: z.ZodType;
  /** A raw file body (a catalogue import, an image): its arguments then ride in the query. */
  readonly fileBody?: true;
  /** Path parameters, by the names in `path`. */
  readonly params?: z.ZodType;
  /** The success answer by status: an envelope schema, or a file's text (a CSV download). */
  readonly answers: Partial<Record<SuccessStatus, z.ZodType | ContentAnswer>>;
  /**
   * The keys of the messages it can answer (message-keys.ts) beyond the envelope's general ones
   * (`apiMsg.*`: not found, rate limited, server busy…), for the OpenAPI description.
   */
  readonly messages: readonly MessageKey[];
  /** Grouping in the OpenAPI description. */
  readonly tags: readonly string[];
  /** The OpenAPI description, where the answer is no JSON envelope (an event stream). */
  readonly description?: string;
  /** true: it answers only with a signed-in user's token (the OpenAPI `security`). */
  readonly signedIn?: boolean;
};

/** Declares an endpoint, keeping its literal method and path for the types that follow. */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

type Schema<T> = T extends z.ZodType ? T : never;

/** What a caller passes: the schema's input (before defaults and coercion). */
export type EndpointInput<E extends Endpoint> = E['input'] extends z.ZodType
  ? z.input<Schema<E['input']>>
  : undefined;

/** What a handler receives: the schema's output. */
export type EndpointArgs<E extends Endpoint> = E['input'] extends z.ZodType
  ? z.output<Schema<E['input']>>
  : undefined;

/** What a handler receives as a non-GET's query string (`query`). */
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.output<Schema<E['query']>>
  : unknown;

export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.output<Schema<E['params']>>
  : Record<string, never>;

/** The answer's schema, whichever success status it has. */
type AnswerSchema<E extends Endpoint> = Schema<NonNullable<E['answers'][keyof E['answers']]>>;

/** What a handler returns: the envelope (or file text) as its schema accepts it. */
export type EndpointAnswer<E extends Endpoint> = z.input<AnswerSchema<E>>;

/** What the caller gets back: the envelope's payload. */
export type EndpointPayload<E extends Endpoint> =
  z.output<AnswerSchema<E>> extends { payload: infer P } ? P : z.output<AnswerSchema<E>>;

/** A domain's endpoints by name. */
export type Contract = Record<string, Endpoint>;

/** Every endpoint of a set of contracts, for the checks that walk them all. */
export const endpointsOf = (contracts: Record<string, Contract>): Endpoint[] =>
  Object.values(contracts).flatMap((contract) => Object.values(contract));

declare const declaration: unique symbol;

/**
 * What the browser holds of an endpoint: its method and path, typed by its whole declaration.
 * The web's first view must not load zod (docs/page-speed.md), so it calls endpoints through
 * endpoints.generated.ts, these addresses written out from the contract.
 */
export type EndpointAddress<E extends Endpoint> = {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly [declaration]?: E;
};

/** A contract's endpoints as addresses, by the same names. */
export type AddressesOf<C extends Contract> = { readonly [K in keyof C]: EndpointAddress<C[K]> };
