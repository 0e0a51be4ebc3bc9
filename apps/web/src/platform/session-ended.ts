import { FAILURE_CODE } from '@loan/contract';
import { currentText } from '@/i18n/wording.ts';
import { callNative } from './bridge.ts';
import { toast } from './toast.ts';

const SESSION_ENDED_CODE = String(FAILURE_CODE.sessionUnknown);

/** `true` for the answer code of a call refused because the borrower's session is unknown or over. */
export function isSessionEndedCode(code: string): boolean {
  return code === SESSION_ENDED_CODE;
}

let loginAsked = false;

export interface SessionEndedOptions {
  /**
   * `true` when no screen says it: the one toast tells the borrower. A screen that failed to load says it in its own
   * failed state instead, so it is never said twice.
   */
  announce: boolean;
}

/**
 * The one reaction to a session that ended, whichever call met it (a screen's load, a channel's payment code, a
 * complaint sent, a card commit, a rating): the borrower is told once, in words that say only signing in helps, and
 * the app is asked once to sign them in (`offToLogin`, no browser fallback: leaving the page would lose what they
 * typed). Nothing the borrower typed is touched: the screens keep their state, so it is there after signing in.
 */
export function sessionEnded({ announce }: SessionEndedOptions): void {
  if (announce) toast.fail(currentText('common.sessionEndedNotice'));
  if (loginAsked) return;
  loginAsked = true;
  callNative('offToLogin', undefined, { fallback: false });
}

/** For unit tests: the page starts again with the app not yet asked. */
export function resetSessionEndedForTests(): void {
  loginAsked = false;
}
