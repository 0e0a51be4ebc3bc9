import type { FastifyRequest } from 'fastify';

/**
 * The launch `language` of a call. Read from the raw URL, not `request.query`: once a route's schema has parsed the
 * query, fields the call does not declare (the common launch params) are gone from it.
 */
export function languageOfRequest(request: FastifyRequest): string | undefined {
  const search = request.raw.url?.split('?')[1];
  return search ? (new URLSearchParams(search).get('language') ?? undefined) : undefined;
}
