import type { FastifyRequest } from 'fastify';
import { type MessageKey, message } from '../../http/messages.ts';

/** A server message with its `{name}` markers filled in. */
export function messageWith(key: MessageKey, language: unknown, values: Record<string, string | number>): string {
  return message(key, language).replace(/\{(\w+)\}/g, (marker, name: string) =>
    values[name] === undefined ? marker : String(values[name]),
  );
}

/**
 * The launch `language` of a request. Read from the URL itself: on GET calls `request.query` is the parsed request,
 * which keeps only the call's own fields.
 */
export function languageOfRequest(request: FastifyRequest): string | undefined {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  return new URLSearchParams(search).get('language') ?? undefined;
}
