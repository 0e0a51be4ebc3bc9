import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * The API as the security suites see it: every operation of the served OpenAPI document (so a new call is attacked
 * and fuzzed without editing a suite) and every route the app really serves (so a route missing from the document
 * is noticed too).
 */

export type JsonSchema = {
  type?: string;
  const?: unknown;
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  format?: string;
};

export interface Field {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  id: string;
  method: 'GET' | 'POST';
  /** As the server routes it: path parameters written `:id`. */
  url: string;
  /** The call names its borrower with `userId` + `sessionId`. */
  session: boolean;
  /** A support desk call (`x-staff-access`): who may call it; null for the borrowers' and the public's calls. */
  staff: 'public' | 'agent' | 'admin' | null;
  /** Only the console's session, never a personal API token. */
  staffSessionOnly: boolean;
  /** Path parameters (`/complaints/:id`). */
  pathParams: Field[];
  multipart: boolean;
  /** Query parameters of a GET or body fields of a POST, without the session pair. */
  fields: Field[];
}

export interface Who {
  userId: string;
  sessionId: string;
}

type OpenApiParameter = { name: string; in: string; required: boolean; schema: JsonSchema };
type OpenApiOperation = {
  operationId: string;
  parameters: OpenApiParameter[];
  'x-staff-access'?: 'public' | 'agent' | 'admin';
  'x-staff-session-only'?: boolean;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const SESSION_FIELDS = new Set(['userId', 'sessionId']);

/** Every operation of `/docs/openapi.json`, as served by this app. */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: '/docs/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
  const doc = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [url, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const session = op.parameters.some((p) => p.name === 'sessionId');
      const inPath = op.parameters.filter((p) => p.in === 'path');
      const query = op.parameters.filter((p) => p.in !== 'path' && !(session && SESSION_FIELDS.has(p.name)));
      const content = op.requestBody?.content ?? {};
      const multipart = 'multipart/form-data' in content;
      const body = multipart ? undefined : content['application/json']?.schema;
      const bodyFields = Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
        name,
        schema,
        required: (body?.required ?? []).includes(name),
      }));
      operations.push({
        id: op.operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        url: url.replace(/\{(\w+)\}/g, ':$1'),
        session,
        staff: op['x-staff-access'] ?? null,
        staffSessionOnly: op['x-staff-session-only'] === true,
        pathParams: inPath.map(({ name, schema }) => ({ name, required: true, schema })),
        multipart,
        fields: method === 'get' ? query.map(({ name, required, schema }) => ({ name, required, schema })) : bodyFields,
      });
    }
  }
  return operations;
}

export type FieldValues = Record<string, unknown>;

/** An operation's URL with its path parameters filled in (percent-encoded). */
export function operationUrl(op: Pick<Operation, 'url'>, values: Record<string, string | number>): string {
  return op.url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(values[name] ?? 'x')));
}

export interface SendOptions {
  /** POST bodies go form-encoded (as the app sends them) unless `json`, which keeps numbers, arrays and objects. */
  json?: boolean;
  remoteAddress?: string;
  headers?: Record<string, string>;
  /** Extra query parameters (the launch context: language, orderId...). */
  query?: Record<string, string>;
}

const appendForm = (params: URLSearchParams, values: FieldValues) => {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return params;
};

/** Calls one operation through real HTTP (inject) as `who` (or with no session at all). */
export function sendOperation(
  app: FastifyInstance,
  op: Pick<Operation, 'method' | 'url'>,
  who: Who | undefined,
  values: FieldValues,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const query = appendForm(new URLSearchParams(), { ...options.query, ...who });
  if (op.method === 'GET') appendForm(query, values);
  const search = query.toString();
  const url = search ? `${op.url}?${search}` : op.url;
  const base = { url, remoteAddress: options.remoteAddress ?? '127.0.0.1' };
  if (op.method === 'GET') return app.inject({ ...base, method: 'GET', headers: options.headers ?? {} });
  return options.json
    ? app.inject({
        ...base,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        payload: JSON.stringify(values),
      })
    : app.inject({
        ...base,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
        payload: appendForm(new URLSearchParams(), values).toString(),
      });
}

export interface ServedRoute {
  method: string;
  url: string;
}

/** Every route the app serves, read from Fastify's own route tree (HEAD twins of GET routes left out). */
export function servedRoutes(app: FastifyInstance): ServedRoute[] {
  const routes: ServedRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S+) \(([A-Z, ]+)\)$/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

/** A valid-looking value for a field, by name first (ids of the caller's own objects), then by schema. */
/** Fields only an earlier answer of the server can fill (a list's `cursor`): left out, the call starts at its top. */
const SERVER_MADE = new Set(['cursor']);

export function sampleValue(field: Field, known: Record<string, unknown>): unknown {
  if (field.name in known) return known[field.name];
  if (!field.required && SERVER_MADE.has(field.name)) return undefined;
  return sampleOfSchema(field.schema);
}

function sampleOfSchema(schema: JsonSchema): unknown {
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (schema.anyOf?.[0]) return sampleOfSchema(schema.anyOf[schema.anyOf.length - 1] ?? schema.anyOf[0]);
  if (schema.type === 'number' || schema.type === 'integer') return 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'string') return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  return '';
}

/** The response's JSON, or `undefined` when it is not JSON. */
export function jsonOf(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}
