import { createHash } from 'node:crypto';
import type { PowChallenge } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { findPowNumber, powPayload } from './proof-of-work.ts';

/** A challenge as the server makes one (features/promotion/proof-of-work.ts), its number known to the test. */
function challengeFor(number: number, maxnumber: number): PowChallenge {
  const salt = `0123456789abcdef01234567?expires=${Math.floor(Date.now() / 1000) + 600}`;
  const challenge = createHash('sha256')
    .update(salt + number)
    .digest('hex');
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature: 'ab'.repeat(32) };
}

describe("the landing's proof-of-work solver (Web Crypto)", () => {
  it('finds the number across batches, at both ends of the range', async () => {
    for (const number of [0, 255, 256, 1_999, 2_000])
      expect(await findPowNumber(challengeFor(number, 2_000))).toBe(number);
  });

  it('answers null for a challenge with no number in the range', async () => {
    expect(await findPowNumber(challengeFor(3_001, 3_000))).toBeNull();
  });

  it('sends the ALTCHA payload: base64 JSON of algorithm, challenge, number, salt, signature', () => {
    const challenge = challengeFor(7, 100);
    expect(JSON.parse(atob(powPayload(challenge, 7)))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: challenge.signature,
    });
  });
});
