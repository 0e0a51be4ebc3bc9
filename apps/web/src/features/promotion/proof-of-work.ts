import type { PowChallenge } from '@loan/contract';

/**
 * The landing's proof-of-work before get-sms (the ALTCHA scheme): find the number whose SHA-256(salt + number) is the
 * server's challenge, with the browser's own Web Crypto. The landing runs it in a worker (proof-of-work.worker.ts);
 * digests are asked for in batches so a search never holds more than a batch of pending promises.
 */
const BATCH = 256;

const encoder = new TextEncoder();

function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, target: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  if (bytes.length !== target.length) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== target[i]) return false;
  return true;
}

/** The number of a challenge, or `null` when none in 0..maxnumber fits (a challenge not made by our server). */
export async function findPowNumber(challenge: PowChallenge, subtle: SubtleCrypto = crypto.subtle) {
  const target = bytesOfHex(challenge.challenge);
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const count = Math.min(BATCH, challenge.maxnumber - start + 1);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, i) => subtle.digest('SHA-256', encoder.encode(challenge.salt + (start + i)))),
    );
    const found = digests.findIndex((digest) => sameBytes(digest, target));
    if (found >= 0) return start + found;
  }
  return null;
}

/** What get-sms carries in `pow`: base64 of the ALTCHA payload. */
export function powPayload(challenge: PowChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}
