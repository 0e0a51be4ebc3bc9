import { describe, expect, it } from 'vitest';
import { checkSignature, signPayload } from './payment-signature.ts';

const SECRET = 'whsec-test-secret-0001';
const body = Buffer.from('{"eventId":"e1","amount":100}');
const NOW = 1_800_000_000;

describe('payment notification signatures', () => {
  it('accepts its own signature over the exact bytes and nothing else', () => {
    const header = signPayload(SECRET, body, NOW);
    expect(checkSignature(header, body, SECRET, 300, NOW)).toBe('valid');
    expect(checkSignature(header, Buffer.from('{"eventId":"e1","amount":1000}'), SECRET, 300, NOW)).toBe('mismatch');
    expect(checkSignature(header, Buffer.from(`${body.toString()} `), SECRET, 300, NOW)).toBe('mismatch');
    expect(checkSignature(header, body, 'another-secret-00001', 300, NOW)).toBe('mismatch');
  });

  it('accepts any of several v1 entries (secret rotation)', () => {
    const old = signPayload('old-secret-000000001', body, NOW).split(',')[1];
    const current = signPayload(SECRET, body, NOW);
    expect(checkSignature(`${current},${old}`, body, SECRET, 300, NOW)).toBe('valid');
    expect(checkSignature(`t=${NOW},${old},${current.split(',')[1]}`, body, SECRET, 300, NOW)).toBe('valid');
  });

  it('refuses a signed time more than the tolerance away, either way', () => {
    expect(checkSignature(signPayload(SECRET, body, NOW - 301), body, SECRET, 300, NOW)).toBe('stale');
    expect(checkSignature(signPayload(SECRET, body, NOW + 301), body, SECRET, 300, NOW)).toBe('stale');
    expect(checkSignature(signPayload(SECRET, body, NOW - 300), body, SECRET, 300, NOW)).toBe('valid');
  });

  it('names a missing or malformed header', () => {
    expect(checkSignature(undefined, body, SECRET, 300, NOW)).toBe('missing');
    expect(checkSignature('', body, SECRET, 300, NOW)).toBe('missing');
    expect(checkSignature('v1=abc', body, SECRET, 300, NOW)).toBe('malformed');
    expect(checkSignature(`t=${NOW}`, body, SECRET, 300, NOW)).toBe('malformed');
    expect(checkSignature(`t=soon,v1=${'0'.repeat(64)}`, body, SECRET, 300, NOW)).toBe('malformed');
  });
});
