import { type CallFamily, FAILURE_CODE } from '@loan/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database.ts';
import { failureEnvelope, familyOfUrl } from '../http/envelope.ts';
import { Failure } from '../http/failure.ts';
import { COMMON } from '../http/messages.ts';
import { word } from '../http/wording.ts';
import { localeOf } from './locale.ts';
import { wantsAppShell, wantsInAppNotFound, wantsPage, wantsStaffShell } from './web.ts';

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
    const locale = localeOf(request);
    const send = (status: number, code: number | string, text: string) =>
      reply.status(status).send(failureEnvelope(family, code, text));

    // The one place a failure is worded: its message and values, in the caller's locale.
    if (error instanceof Failure) {
      const text = error.wording ? word(locale, error.wording, error.values) : error.message;
      return send(error.httpStatus, error.code, text);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation
        .map((issue) => `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where}: ${issue.message}`)
        .join('; ');
      return send(400, FAILURE_CODE.invalidRequest, word(locale, COMMON.invalidDetail, { detail: details }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(429, FAILURE_CODE.rateLimited, word(locale, COMMON.rateLimited));
    if (status === 413) return send(413, FAILURE_CODE.payloadTooLarge, word(locale, COMMON.payloadTooLarge));
    if (status === 415) return send(415, FAILURE_CODE.unsupportedMedia, error.message);
    if (status >= 400 && status < 500)
      return send(status, FAILURE_CODE.invalidRequest, word(locale, COMMON.invalidDetail, { detail: error.message }));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return send(503, FAILURE_CODE.unavailable, word(locale, COMMON.serviceUnavailable));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, FAILURE_CODE.internal, word(locale, COMMON.internal));
  });

  app.setNotFoundHandler((request, reply) => {
    if (app.sendStaffShell && wantsStaffShell(request)) return app.sendStaffShell(reply);
    if (app.sendAppPage && wantsAppShell(request)) return app.sendAppPage(request, reply);
    if (app.sendAppPage && wantsInAppNotFound(request)) return app.sendAppPage(request, reply.status(404));
    if (app.sendNotFoundPage && wantsPage(request)) return app.sendNotFoundPage(request, reply);
    return reply
      .status(404)
      .send(failureEnvelope(familyOfUrl(request.url), FAILURE_CODE.notFound, word(localeOf(request), COMMON.notFound)));
  });
});
