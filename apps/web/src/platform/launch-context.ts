import {
  HEADER_SOURCE_FIELDS,
  type HeaderSourceField,
  LAUNCH_FIELDS,
  type LaunchContext,
  type LaunchField,
} from '@loan/contract';
import { requestScope } from './request-scope.ts';
import { readJson, writeJson } from './storage.ts';

/**
 * The device/launch context the native app puts in the page URL. It is read once and kept in sessionStorage for
 * the page's life, because in-app links between screens do not repeat it.
 */
const STORAGE_KEY = 'loan.launchContext';
const CONTEXT_FIELDS: readonly (LaunchField | HeaderSourceField)[] = [...LAUNCH_FIELDS, ...HEADER_SOURCE_FIELDS];

/**
 * The stored context, keeping only known fields with string values. Checked by hand rather than with the contract's
 * zod schema: this runs before every screen, and zod would otherwise be in every screen's first download.
 */
export function sanitizeStoredContext(value: unknown): LaunchContext {
  const context: LaunchContext = {};
  if (typeof value !== 'object' || value === null) return context;
  const record = value as Record<string, unknown>;
  for (const field of CONTEXT_FIELDS) {
    const fieldValue = record[field];
    if (typeof fieldValue === 'string' && fieldValue !== '') context[field] = fieldValue.slice(0, 256);
  }
  return context;
}

/** The launch fields present in a query string. */
export function launchContextFromSearch(search: string): LaunchContext {
  const query = new URLSearchParams(search);
  const context: LaunchContext = {};
  for (const field of CONTEXT_FIELDS) {
    const value = query.get(field);
    if (value !== null && value !== '') context[field] = value.slice(0, 256);
  }
  return context;
}

/**
 * Field by field, a value in the URL replaces the stored one and a missing value keeps it: a screen opened by an
 * in-app link (`/carpmm?amount=…`) must not forget who the borrower is. A URL naming another borrower or session
 * starts afresh, so nothing of the previous borrower (an order id, a product) leaks into the new one's calls.
 */
export function mergeLaunchContext(stored: LaunchContext, fromUrl: LaunchContext): LaunchContext {
  const otherIdentity =
    (fromUrl.userId !== undefined && fromUrl.userId !== stored.userId) ||
    (fromUrl.sessionId !== undefined && fromUrl.sessionId !== stored.sessionId);
  return otherIdentity ? { ...fromUrl } : { ...stored, ...fromUrl };
}

let current: LaunchContext | undefined;
const listeners = new Set<() => void>();

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/** Re-reads the URL (or the given query string), merges it into the stored context and notifies listeners. */
export function refreshLaunchContext(search: string = currentSearch()): LaunchContext {
  const stored = sanitizeStoredContext(readJson('session', STORAGE_KEY));
  const next = mergeLaunchContext(stored, launchContextFromSearch(search));
  writeJson('session', STORAGE_KEY, next);
  const changed = JSON.stringify(next) !== JSON.stringify(current);
  current = next;
  if (changed) for (const listener of listeners) listener();
  return next;
}

export function getLaunchContext(): LaunchContext {
  const request = requestScope();
  if (request) return request.launch;
  return current ?? refreshLaunchContext();
}

/** For `useSyncExternalStore`: called after a refresh changed the context. */
export function subscribeLaunchContext(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The launch fields that every `/online` call carries as query parameters. */
export function commonParams(context: LaunchContext = getLaunchContext()): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of LAUNCH_FIELDS) {
    const value = context[field];
    if (value !== undefined) params[field] = value;
  }
  return params;
}
