/**
 * The position after a page of the borrower's complaint list: the last complaint's filing moment (as PostgreSQL
 * stores it, to the microsecond, in UTC) and its id, the list's order (newest first, then the larger id). The
 * borrower's own complaints are read from it on, so a cursor cannot reach anyone else's; base64url keeps it opaque and
 * safe in a query string.
 */
export type ListPosition = { createdAt: string; id: number };

/** `2026-11-26T10:09:45.123456Z`: the text the list query selects for each row's position. */
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;
const TOKEN = /^(.{27})\|([1-9]\d{0,15})$/;

export function encodeListCursor(position: ListPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or null for anything the server did not make (tampered, cut, or not a cursor). */
export function decodeListCursor(cursor: string): ListPosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  // A re-encoding that differs means bytes that were not ours (padding bits, a changed character).
  if (Buffer.from(text, 'utf8').toString('base64url') !== cursor) return null;
  const token = TOKEN.exec(text);
  if (!token) return null;
  const [, createdAt = '', idText = ''] = token;
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || !isRealMoment(createdAt)) return null;
  return { createdAt, id };
}

function isRealMoment(text: string): boolean {
  const parts = MOMENT.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, hour ?? 0, minute ?? 0, second ?? 0));
  // Date.UTC rolls 31 February over to March: a rolled date was never a stored moment.
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month ?? 1) - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}
