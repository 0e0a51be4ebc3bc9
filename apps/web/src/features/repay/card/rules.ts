import {
  APP_SMS_CODE_MIN_LENGTH,
  BANK_CARD_MAX_DIGITS,
  BANK_CARD_MIN_DIGITS,
  OLD_REPAYMENT_CODE,
  SMS_COUNTDOWN_S,
} from '@loan/contract';
import type { WordingKey } from '@/i18n/es.ts';
import { digitsOnly } from '@/platform/input-format.ts';

/* The SMS countdown: ready → counting from 60 to 1 → ready again; Cancel resets it. */

export type Countdown = { phase: 'ready'; remaining: number } | { phase: 'counting'; remaining: number };
export type CountdownEvent = { type: 'start' } | { type: 'tick' } | { type: 'reset' };

export const COUNTDOWN_READY: Countdown = { phase: 'ready', remaining: SMS_COUNTDOWN_S };

export function countdownReducer(state: Countdown, event: CountdownEvent): Countdown {
  switch (event.type) {
    case 'start':
      return { phase: 'counting', remaining: SMS_COUNTDOWN_S };
    case 'tick':
      if (state.phase !== 'counting') return state;
      return state.remaining <= 1 ? COUNTDOWN_READY : { phase: 'counting', remaining: state.remaining - 1 };
    case 'reset':
      return COUNTDOWN_READY;
  }
}

/** The "get code" button's label: the seconds left while counting, the get-code text when ready. */
export function countdownLabel(state: Countdown, t: (key: WordingKey, values?: Record<string, number>) => string) {
  return state.phase === 'counting' ? t('repay.secondsLeft', { seconds: state.remaining }) : t('card.getCode');
}

/* Validation: a card must be chosen; an SMS code has at least 6 characters. */

/** No card chosen yet: the index starts at -1. */
export const NO_CARD = -1;

export function cardChoiceError(index: number, cardCount: number): WordingKey | undefined {
  return index < 0 || index >= cardCount ? 'card.selectFirst' : undefined;
}

export function smsCodeError(code: string): WordingKey | undefined {
  return code.trim().length < APP_SMS_CODE_MIN_LENGTH ? 'card.verifyCodeInvalid' : undefined;
}

/** A card number as typed: digits only, at most 19. */
export function cardNumberDigits(typed: string): string {
  return digitsOnly(typed).slice(0, BANK_CARD_MAX_DIGITS);
}

export function cardNumberError(digits: string): WordingKey | undefined {
  return digits.length < BANK_CARD_MIN_DIGITS ? 'repay.cardIncomplete' : undefined;
}

/* Failure messages: codes 800005 and 800006 have their own; the rest show the server's or the stage's. */

export type FailureKind = 'commit' | 'confirm' | 'list';

/**
 * What the borrower reads when an old-repayment call fails: 800005 and 800006 have their own words, a network failure
 * says 'error', any other code shows the server's message, or the step's fallback when it sent none.
 */
export function failureMessage(
  failure: { code: string; message: string },
  kind: FailureKind,
  t: (key: WordingKey) => string,
): string {
  if (failure.code === OLD_REPAYMENT_CODE.repeatedSubmit) return t('card.repeatSubmit');
  if (failure.code === OLD_REPAYMENT_CODE.wrongVerifyCode) return t('card.verifyCodeError');
  if (failure.code === 'network') return t('common.error');
  if (failure.message) return failure.message;
  if (kind === 'list') return t('card.listFailed');
  return t('card.processingFailed');
}
