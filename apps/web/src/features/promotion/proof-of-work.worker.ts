import type { PowChallenge } from '@loan/contract';
import { findPowNumber } from './proof-of-work.ts';

/**
 * The proof-of-work search off the page's thread: tens of thousands of digests kept the landing's main thread busy
 * for seconds on a slow phone (typing and taps waited behind them). One challenge in, its number (or null) out.
 */
self.onmessage = (event: MessageEvent<PowChallenge>) => {
  findPowNumber(event.data).then(
    (number) => self.postMessage(number),
    () => self.postMessage(null),
  );
};
