import { SMS_COUNTDOWN_S } from '@loan/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The SMS countdown, which blocks resending: `start()` shows 60, then 59 … 1 once a second, then 0 (ready again) and
 * `onEnd`.
 */
export function useCountdown(onEnd: () => void, from: number = SMS_COUNTDOWN_S) {
  const [seconds, setSeconds] = useState(0);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => {
      setSeconds(seconds - 1);
      if (seconds - 1 === 0) endRef.current();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const start = useCallback(() => setSeconds(from), [from]);
  return { seconds, running: seconds > 0, start };
}
