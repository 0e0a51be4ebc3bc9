import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';

const position = { createdAt: '2026-11-26T10:09:45.123456Z', id: 4021 };

describe('complaint list cursor', () => {
  it('gives back the position it was made from, as an opaque base64url token', () => {
    const cursor = encodeListCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('4021');
    expect(decodeListCursor(cursor)).toEqual(position);
  });

  it('keeps the largest id and the microseconds exactly', () => {
    const far = { createdAt: '1999-12-31T23:59:59.999999Z', id: Number.MAX_SAFE_INTEGER };
    expect(decodeListCursor(encodeListCursor(far))).toEqual(far);
  });

  it('refuses any changed character', () => {
    const cursor = encodeListCursor(position);
    for (let i = 0; i < cursor.length; i += 1) {
      const changed = cursor.slice(0, i) + (cursor[i] === 'A' ? 'B' : 'A') + cursor.slice(i + 1);
      const decoded = decodeListCursor(changed);
      // A change either breaks the token or names another well-formed position of the same shape.
      if (decoded !== null) expect(decoded).not.toEqual(position);
    }
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc+/='],
    ['cut short', encodeListCursor(position).slice(0, 20)],
    ['a longer tail', `${encodeListCursor(position)}A`],
    ['no id', Buffer.from('2026-11-26T10:09:45.123456Z|').toString('base64url')],
    ['id zero', Buffer.from('2026-11-26T10:09:45.123456Z|0').toString('base64url')],
    ['negative id', Buffer.from('2026-11-26T10:09:45.123456Z|-4').toString('base64url')],
    ['id beyond safe integers', Buffer.from('2026-11-26T10:09:45.123456Z|9007199254740993').toString('base64url')],
    ['a day that does not exist', Buffer.from('2026-02-31T10:09:45.123456Z|4').toString('base64url')],
    ['hour 24', Buffer.from('2026-11-26T24:09:45.123456Z|4').toString('base64url')],
    ['milliseconds only', Buffer.from('2026-11-26T10:09:45.123Z|4').toString('base64url')],
    ['another zone', Buffer.from('2026-11-26T10:09:45.123456+01|4').toString('base64url')],
    ['SQL in the moment', Buffer.from("2026-11-26T10:09:45.1234'Z|4").toString('base64url')],
    ['plain text', 'hello'],
  ])('refuses %s', (_name, cursor) => {
    expect(decodeListCursor(cursor)).toBeNull();
  });
});
