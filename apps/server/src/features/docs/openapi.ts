import {
  ALL_CALLS,
  bodyOf,
  type CallDef,
  type CallFamily,
  GET_CAPTCHA_PATH,
  getCaptchaQuerySchema,
  promotionBase,
  STAFF_CSRF_HEADER,
  STAFF_ROUTES,
  STAFF_SESSION_COOKIE,
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
  if (family === 'online' || family === 'staff') {
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
  for (const call of [...ALL_CALLS, ...Object.values(STAFF_ROUTES)]) {
    // OpenAPI writes path parameters `{id}`; the server's router `:id`.
    const routerUrl = callUrl(call, options.provider);
    const url = routerUrl.replace(/:([A-Za-z]+)/g, '{$1}');
    const implemented = options.isImplemented(call.method, routerUrl);
    paths[url] = { ...paths[url], [call.method.toLowerCase()]: operation(call, implemented) };
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

/** Who may call a staff call, in OpenAPI's words: the console's session, and unless `sessionOnly` a personal token. */
function staffSecurity(call: CallDef) {
  if (call.family !== 'staff') return {};
  const security =
    call.auth === 'public'
      ? []
      : call.sessionOnly
        ? [{ staffSession: [] }]
        : [{ staffSession: [] }, { staffToken: [] }];
  // `x-staff-access` tells the security suites who may call it.
  return {
    'x-staff-access': call.auth,
    ...(call.sessionOnly ? { 'x-staff-session-only': true } : {}),
    security,
  };
}

function requestBody(call: CallDef, request: JsonSchema) {
  const body = bodyOf(call);
  if (body === 'multipart') {
    return {
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { problemImage: { type: 'string', format: 'binary' } } },
        },
      },
    };
  }
  if (body === 'json') return { content: { 'application/json': { schema: request } } };
  return {
    content: {
      'application/x-www-form-urlencoded': { schema: request },
      'application/json': { schema: request },
    },
  };
}

/** One call of either app as an OpenAPI operation. */
function operation(call: CallDef, implemented: boolean) {
  const request = toSchema(call.request, 'input');
  const pathParams =
    call.params && call.path.includes(':')
      ? parameters(toSchema(call.params, 'input')).map((p) => ({ ...p, in: 'path', required: true }))
      : [];
  const staff = call.family === 'staff';
  const result: Record<string, unknown> = {
    operationId: staff ? `staff-${call.name}` : call.name,
    summary: call.summary,
    tags: [call.family],
    'x-implemented': implemented,
    ...staffSecurity(call),
    parameters: [
      ...pathParams,
      ...(call.auth === 'session' ? sessionParameters : []),
      ...(call.method === 'GET' ? parameters(request) : []),
    ],
    responses: {
      '200': call.binary
        ? { description: 'The image', content: { 'image/*': {} } }
        : {
            description: 'Success envelope',
            content: { 'application/json': { schema: envelopeSchema(call.family, call.data) } },
          },
      default: {
        description: staff
          ? 'Failure envelope { code, success: false, message }'
          : 'Failure envelope (same shape, non-success code, no data)',
      },
    },
  };
  if (call.method === 'POST') result.requestBody = requestBody(call, request);
  return result;
}
