import {
  ALL_CALLS,
  type CallFamily,
  GET_CAPTCHA_PATH,
  getCaptchaQuerySchema,
  promotionBase,
  STAFF_API_BASE,
  STAFF_CSRF_HEADER,
  STAFF_ROUTES,
  STAFF_SESSION_COOKIE,
  type StaffRouteDef,
} from '@loan/contract';
import * as z from 'zod/mini';
import { callUrl } from '../../http/register-call.ts';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
};

function envelopeSchema(family: CallFamily, dataSchema: z.ZodMiniType): JsonSchema {
  const data = toSchema(dataSchema, 'output');
  if (family === 'online') {
    return {
      type: 'object',
      required: ['code', 'success', 'message'],
      properties: {
        code: { type: 'integer', description: '0 on success' },
        success: { type: 'boolean' },
        message: { type: 'string' },
        data,
      },
    };
  }
  const ok = family === 'oldRepayment' ? "'00'" : "'0' ('00' for channel-template)";
  return {
    type: 'object',
    required: ['code', 'message'],
    properties: { code: { type: 'string', description: `${ok} on success` }, message: { type: 'string' }, data },
  };
}

function parameters(schema: JsonSchema) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

const sessionParameters = [
  { name: 'userId', in: 'query', required: true, schema: { type: 'string', pattern: '^\\d{1,18}$' } },
  { name: 'sessionId', in: 'query', required: true, schema: { type: 'string', maxLength: 128 } },
];

/**
 * OpenAPI 3.1 document of every call in the contract, generated from the zod schemas, so the native
 * app's team can read each call without our source. Calls this server does not serve yet are marked
 * `x-implemented: false`.
 */
export function buildOpenApi(options: { provider: string; isImplemented: (method: string, url: string) => boolean }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of ALL_CALLS) {
    const url = callUrl(call, options.provider);
    const request = toSchema(call.request, 'input');
    const operation: Record<string, unknown> = {
      operationId: call.name,
      summary: call.summary,
      tags: [call.family],
      'x-implemented': options.isImplemented(call.method, url),
      parameters: [
        ...(call.auth === 'session' ? sessionParameters : []),
        ...(call.method === 'GET' ? parameters(request) : []),
      ],
      responses: {
        '200': {
          description: 'Success envelope',
          content: { 'application/json': { schema: envelopeSchema(call.family, call.data) } },
        },
        default: { description: 'Failure envelope (same shape, non-success code, no data)' },
      },
    };
    if (call.method === 'POST') {
      operation.requestBody = call.multipart
        ? {
            content: {
              'multipart/form-data': {
                schema: { type: 'object', properties: { problemImage: { type: 'string', format: 'binary' } } },
              },
            },
          }
        : {
            content: {
              'application/x-www-form-urlencoded': { schema: request },
              'application/json': { schema: request },
            },
          };
    }
    paths[url] = { ...paths[url], [call.method.toLowerCase()]: operation };
  }
  const captchaUrl = promotionBase(options.provider) + GET_CAPTCHA_PATH;
  paths[captchaUrl] = {
    get: {
      operationId: 'get-captcha',
      summary: 'Picture captcha bound to sid (an image, not an envelope)',
      tags: ['promotion'],
      'x-implemented': options.isImplemented('GET', captchaUrl),
      parameters: parameters(toSchema(getCaptchaQuerySchema, 'input')),
      responses: { '200': { description: 'The captcha image (a PNG of fixed length)', content: { 'image/png': {} } } },
    },
  };
  for (const [name, def] of Object.entries(STAFF_ROUTES) as [string, StaffRouteDef][]) {
    // OpenAPI writes path parameters `{id}`; the server's router `:id`.
    const url = STAFF_API_BASE + def.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[url] = {
      ...paths[url],
      [def.method.toLowerCase()]: staffOperation(
        name,
        def,
        options.isImplemented(def.method, STAFF_API_BASE + def.path),
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Loan H5 API',
      version: '1.0.0',
      description:
        'Calls of the loan H5 app. /online calls answer {code, success, message, data} (code 0 = success); ' +
        "old repayment calls answer code '00'; promotion calls answer string codes. Money is integer minor units.",
    },
    paths,
    components: {
      securitySchemes: {
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: STAFF_SESSION_COOKIE,
          description: `The console's session; every POST also sends ${STAFF_CSRF_HEADER} and a same-site Origin`,
        },
        staffToken: { type: 'http', scheme: 'bearer', description: 'A personal API token (sdt_…)' },
      },
    },
  };
}

/** One staff route as an OpenAPI operation; `x-staff-access` tells the security suites who may call it. */
function staffOperation(name: string, def: StaffRouteDef, implemented: boolean) {
  const pathParams = parameters(toSchema(def.params, 'input')).map((p) => ({ ...p, in: 'path', required: true }));
  const request = toSchema(def.request, 'input');
  const security =
    def.access === 'public'
      ? []
      : def.sessionOnly
        ? [{ staffSession: [] }]
        : [{ staffSession: [] }, { staffToken: [] }];
  const operation: Record<string, unknown> = {
    operationId: `staff-${name}`,
    summary: def.summary,
    tags: ['staff'],
    'x-implemented': implemented,
    'x-staff-access': def.access,
    ...(def.sessionOnly ? { 'x-staff-session-only': true } : {}),
    security,
    parameters: [...pathParams, ...(def.method === 'GET' ? parameters(request) : [])],
    responses: {
      '200': def.binary
        ? { description: 'The image', content: { 'image/*': {} } }
        : {
            description: 'Success envelope',
            content: {
              'application/json': {
                schema: envelopeSchema('online', def.data),
              },
            },
          },
      default: { description: 'Failure envelope { code, success: false, message }' },
    },
  };
  if (def.method === 'POST') {
    operation.requestBody = def.multipart
      ? {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { problemImage: { type: 'string', format: 'binary' } } },
            },
          },
        }
      : { content: { 'application/json': { schema: request } } };
  }
  return operation;
}
