import { POW_CHALLENGE_TTL_S, type PowChallenge } from '@loan/contract';
import { useCallback, useEffect, useRef } from 'react';
import { requestPowChallenge } from './api/promotion-api.ts';
import { findPowNumber, powPayload } from './proof-of-work.ts';

/** A solved answer older than this is not sent: the server would find its challenge expired. */
const USABLE_MS = (POW_CHALLENGE_TTL_S - 60) * 1000;

interface Solving {
  startedAt: number;
  answer: Promise<string | null>;
}

/** The challenge's number, searched in a worker; on the page's thread only where workers cannot start. */
function searchOffThePage(challenge: PowChallenge): Promise<number | null> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return findPowNumber(challenge);
  }
  return new Promise((resolve) => {
    const done = (number: number | null) => {
      worker.terminate();
      resolve(number);
    };
    worker.onmessage = (event: MessageEvent<number | null>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage(challenge);
  });
}

async function solveNew(): Promise<string | null> {
  const result = await requestPowChallenge();
  if (!result.ok || !result.data) return null;
  try {
    const number = await searchOffThePage(result.data);
    return number === null ? null : powPayload(result.data, number);
  } catch {
    // No Web Crypto (a page not served over HTTPS): the send fails with the generic message instead of a stuck button.
    return null;
  }
}

/**
 * The proof-of-work get-sms needs, solved ahead: the search starts when the form shows (while the visitor types) and
 * again after each send, so a tap on "send" rarely waits for it. `take()` answers a payload (each sends once) or
 * `null` when the challenge could not be had.
 */
export function useProofOfWork() {
  const solving = useRef<Solving | null>(null);
  const start = useCallback(() => {
    solving.current = { startedAt: Date.now(), answer: solveNew() };
  }, []);

  useEffect(() => {
    start();
  }, [start]);

  const take = useCallback(async () => {
    const current = solving.current;
    const fresh = current && Date.now() - current.startedAt < USABLE_MS ? current : null;
    const answer = await (fresh?.answer ?? solveNew());
    start();
    return answer;
  }, [start]);

  return { take };
}
