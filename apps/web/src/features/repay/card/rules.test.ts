import { describe, expect, it } from 'vitest';
import type { WordingKey } from '@/i18n/es.ts';
import { translate } from '@/i18n/wording.ts';
import { formatBankCard } from '@/platform/input-format.ts';
import {
  COUNTDOWN_READY,
  type Countdown,
  cardChoiceError,
  cardNumberDigits,
  cardNumberError,
  countdownLabel,
  countdownReducer,
  failureMessage,
  NO_CARD,
  smsCodeError,
} from './rules.ts';

const t = (key: WordingKey, values?: Record<string, number>) => translate('es', key, values);

describe('SMS countdown', () => {
  it('counts down from 60 to 1, then is ready again with the get-code label', () => {
    let state: Countdown = countdownReducer(COUNTDOWN_READY, { type: 'start' });
    expect(state).toEqual({ phase: 'counting', remaining: 60 });
    expect(countdownLabel(state, t)).toBe('Reenviar en 60 s');
    for (let i = 0; i < 59; i += 1) state = countdownReducer(state, { type: 'tick' });
    expect(state).toEqual({ phase: 'counting', remaining: 1 });
    state = countdownReducer(state, { type: 'tick' });
    expect(state).toEqual(COUNTDOWN_READY);
    expect(countdownLabel(state, t)).toBe('Obtener código');
  });

  it('Cancel resets to 60 s and the get-code label at any point', () => {
    let state = countdownReducer(COUNTDOWN_READY, { type: 'start' });
    state = countdownReducer(countdownReducer(state, { type: 'tick' }), { type: 'tick' });
    expect(state.remaining).toBe(58);
    state = countdownReducer(state, { type: 'reset' });
    expect(state).toEqual({ phase: 'ready', remaining: 60 });
    expect(countdownLabel(state, t)).toBe('Obtener código');
  });

  it('a tick while ready changes nothing; a restart starts from 60 again', () => {
    expect(countdownReducer(COUNTDOWN_READY, { type: 'tick' })).toBe(COUNTDOWN_READY);
    const counting = { phase: 'counting', remaining: 12 } as const;
    expect(countdownReducer(counting, { type: 'start' }).remaining).toBe(60);
  });
});

describe('validation', () => {
  it('needs a chosen card (the index starts at -1)', () => {
    expect(cardChoiceError(NO_CARD, 2)).toBe('card.selectFirst');
    expect(cardChoiceError(2, 2)).toBe('card.selectFirst');
    expect(cardChoiceError(0, 2)).toBeUndefined();
    expect(t('card.selectFirst')).toBe('Primero selecciona la tarjeta bancaria de pago.');
  });

  it('needs an SMS code of at least 6 characters', () => {
    expect(smsCodeError('12345')).toBe('card.verifyCodeInvalid');
    expect(smsCodeError('123456')).toBeUndefined();
  });

  it('keeps card digits only, grouped by 4 on screen, at most 19', () => {
    expect(cardNumberDigits('4152-3138 abc 1234')).toBe('415231381234');
    expect(formatBankCard(cardNumberDigits('41523138123456781234567'))).toBe('4152 3138 1234 5678 123');
    expect(cardNumberError('415231381234567')).toBe('repay.cardIncomplete');
    expect(cardNumberError('4152313812345678')).toBeUndefined();
  });
});

describe('failure messages', () => {
  it('gives 800005 and 800006 their own words and shows other server messages', () => {
    expect(failureMessage({ code: '800005', message: 'x' }, 'commit', t)).toBe(
      'No envíes la solicitud de pago más de una vez.',
    );
    expect(failureMessage({ code: '800006', message: 'x' }, 'confirm', t)).toBe('Código de verificación incorrecto.');
    expect(failureMessage({ code: '1004', message: 'Espera 40 s' }, 'commit', t)).toBe('Espera 40 s');
    expect(failureMessage({ code: 'network', message: '' }, 'commit', t)).toBe(t('common.error'));
  });

  it('falls back to the step’s own message when the server sent none', () => {
    expect(failureMessage({ code: '1500', message: '' }, 'commit', t)).toBe('No se pudo procesar.');
    expect(failureMessage({ code: '1500', message: '' }, 'list', t)).toBe('No se pudo consultar la lista de tarjetas.');
  });
});
