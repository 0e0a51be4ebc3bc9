import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../http/failure.ts';
import { COMMON } from '../http/messages.ts';

/** True when any string in `value` (nested objects and arrays included) holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((v) => holdsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: a `%00` in any field used to reach the database and come back as a 500
 * (found by the fuzz suite). No field of this API has a use for one, so every request carrying one is refused as
 * invalid before validation, the session lookup or any handler sees it.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    if (holdsNul(request.query) || holdsNul(request.body) || holdsNul(request.params))
      done(invalid(COMMON.invalidDetail, { detail: 'text may not contain a NUL character' }));
    else done();
  });
});
