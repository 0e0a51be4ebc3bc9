import type { FastifyRequest } from 'fastify';

/**
 * The launch `language` of a request. Read from the raw URL, not `request.query`: a call's query schema strips
 * fields it does not name (such as `language`) before the handler runs. The JSON client also sends it as a header.
 */
export function requestLanguage(request: FastifyRequest): string | undefined {
  const fromUrl = new URLSearchParams(request.url.split('?')[1] ?? '').get('language');
  if (fromUrl !== null) return fromUrl;
  const header = request.headers.language;
  return typeof header === 'string' ? header : undefined;
}
