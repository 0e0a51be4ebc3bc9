import type * as z from 'zod/mini';

/**
 * JSON helpers over Web Storage that never throw: private browsing, a full quota or a disabled storage must not
 * break a screen, they only lose what would have been remembered.
 */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The parsed value under `key`, or `undefined` when missing, unreadable or not JSON. */
export function readJson(which: StorageArea, key: string): unknown {
  try {
    const raw = area(which)?.getItem(key);
    return raw === null || raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The value under `key` when it matches `schema`, else `undefined`. */
export function readJsonAs<T>(which: StorageArea, key: string, schema: z.ZodMiniType<T>): T | undefined {
  const parsed = schema.safeParse(readJson(which, key));
  return parsed.success ? parsed.data : undefined;
}

/** Stores `value` as JSON; `false` when the storage refused it. */
export function writeJson(which: StorageArea, key: string, value: unknown): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeItem(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to clean up when the storage is unavailable.
  }
}
