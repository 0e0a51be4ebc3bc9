import { type CallFamily, FAILURE_CODE } from '@loan/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database.ts';
import { failureEnvelope, familyOfUrl } from '../http/envelope.ts';
import { Failure } from '../http/failure.ts';
import { languageOf, message } from '../http/messages.ts';
import { wantsAppShell } from './web.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    family?: CallFamily;
  }
}

function familyOf(request: FastifyRequest): CallFamily {
  return request.routeOptions.config.family ?? familyOfUrl(request.url);
}

/**
 * One error handler for every route: whatever goes wrong, the caller gets its envelope family's failure
 * shape with a message a borrower can read, never a stack trace and never an HTML error page.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const family = familyOf(request);
    const language = languageOf(request);
    const send = (status: number, code: number | string, text: string) =>
      reply.status(status).send(failureEnvelope(family, code, text));

    if (error instanceof Failure) return send(error.httpStatus, error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation
        .map((issue) => `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where}: ${issue.message}`)
        .join('; ');
      return send(400, FAILURE_CODE.invalidRequest, `${message('invalidRequest', language)}: ${details}`);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(429, FAILURE_CODE.rateLimited, message('rateLimited', language));
    if (status === 413) return send(413, FAILURE_CODE.payloadTooLarge, message('payloadTooLarge', language));
    if (status === 415) return send(415, FAILURE_CODE.unsupportedMedia, error.message);
    if (status >= 400 && status < 500)
      return send(status, FAILURE_CODE.invalidRequest, `${message('invalidRequest', language)}: ${error.message}`);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return send(503, FAILURE_CODE.unavailable, message('serviceUnavailable', language));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, FAILURE_CODE.internal, message('internal', language));
  });

  app.setNotFoundHandler((request, reply) => {
    if (app.sendAppShell && wantsAppShell(request)) return app.sendAppShell(reply);
    return reply
      .status(404)
      .send(failureEnvelope(familyOfUrl(request.url), FAILURE_CODE.notFound, message('notFound', languageOf(request))));
  });
});
