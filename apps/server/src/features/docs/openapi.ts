import { ALL_CALLS, type CallDef, GET_CAPTCHA_PATH, getCaptchaQuerySchema, promotionBase } from '@loan/contract';
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

function envelopeSchema(call: CallDef): JsonSchema {
  const data = toSchema(call.data, 'output');
  if (call.family === 'online') {
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
  const ok = call.family === 'oldRepayment' ? "'00'" : "'0' ('00' for channel-template)";
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
 * OpenAPI 3.1 document of every call in the contract (spec §7), generated from the zod schemas, so the native
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
        '200': { description: 'Success envelope', content: { 'application/json': { schema: envelopeSchema(call) } } },
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
  };
}
