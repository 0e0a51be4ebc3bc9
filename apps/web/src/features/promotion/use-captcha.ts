import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaImageUrl, requestSid } from './api/promotion-api.ts';

export type CaptchaState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sid: string; src: string };

let drawings = 0;

/** A sid asked for when the page started (prefetchCaptchaSession), taken by the first captcha session. */
let early: ReturnType<typeof requestSid> | null = null;

/** Asks for the captcha's sid while the landing's template loads, instead of after its form shows. */
export function prefetchCaptchaSession(): void {
  early ??= requestSid();
}

/** A URL no earlier drawing used, even two within one millisecond: each one makes the server draw anew. */
const imageUrl = (sid: string) => {
  drawings = (drawings + 1) % 10;
  return captchaImageUrl(sid, Number(`${Date.now()}${drawings}`));
};

/**
 * The captcha session: a sid from get-sid, and the image URL of its current drawing. `refresh()` asks for a new
 * drawing of the same sid (a new time stamp); an image that does not load (the sid expired) gets one new sid before
 * the state turns to failed.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ status: 'loading' });
  const stateRef = useRef(state);
  stateRef.current = state;
  const retriedSid = useRef(false);

  const newSession = useCallback(async () => {
    setState({ status: 'loading' });
    const started = early;
    early = null;
    const result = await (started ?? requestSid());
    if (result.ok && result.data) setState({ status: 'ready', sid: result.data.sid, src: imageUrl(result.data.sid) });
    else setState({ status: 'failed' });
  }, []);

  useEffect(() => {
    void newSession();
  }, [newSession]);

  const refresh = useCallback(() => {
    retriedSid.current = false;
    const current = stateRef.current;
    if (current.status === 'ready') setState({ ...current, src: imageUrl(current.sid) });
    else void newSession();
  }, [newSession]);

  const onImageError = useCallback(() => {
    if (retriedSid.current) {
      setState({ status: 'failed' });
      return;
    }
    retriedSid.current = true;
    void newSession();
  }, [newSession]);

  return { state, refresh, onImageError };
}
