// Every API operation, read from the app's own OpenAPI description so that a route added later is
// fuzzed and must be classified in the authorization matrix without anyone editing a list.
import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema that fastify-type-provider-zod emits for our zod schemas. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type ApiParameter = { name: string; required: boolean; schema: JsonSchema };

export type ApiRoute = {
  /** `GET /api/public/product/fetch`: the key of the matrix's tables. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path, `{name}` for path parameters. */
  path: string;
  query: ApiParameter[];
  params: ApiParameter[];
  /** JSON body schema, when the operation takes one. */
  body: JsonSchema | null;
};

type Operation = {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** The operations of `app.swagger()` under /api, sorted by key. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/api/')) continue;
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase() as ApiRoute['method'];
      const parameters = (where: string) =>
        (operation.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema ?? {} }));
      routes.push({
        key: `${method} ${path}`,
        method,
        path,
        query: parameters('query'),
        params: parameters('path'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/** The route keys a classification table misses, and the entries it has for no route. */
export function unclassified(routes: ApiRoute[], table: Record<string, unknown>) {
  const keys = new Set(routes.map((route) => route.key));
  return {
    missing: [...keys].filter((key) => !(key in table)),
    stale: Object.keys(table).filter((key) => !keys.has(key)),
  };
}
