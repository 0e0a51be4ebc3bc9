/** An ISO 8601 instant (`2026-11-26T03:00:00.000Z`) of a database time, whichever driver read it. */
export function isoTime(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export const isoTimeOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : isoTime(value);
