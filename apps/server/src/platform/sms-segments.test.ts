import { formatSmsMoney, REGISTRATION_MARKETS, SMS_CODE_LENGTH } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { PROMO } from '../features/promotion/messages.ts';
import { REPAY } from '../features/repay/messages.ts';
import { smsWording, type Wording } from '../http/wording.ts';
import type { CodePurpose } from './one-time-codes.ts';
import { smsSize } from './sms-segments.ts';

/** The widest values each text can be filled with: the longest app name the settings take, a large repayment. */
const WIDEST_APP = 'x'.repeat(32);
const WIDEST_CODE = '9'.repeat(SMS_CODE_LENGTH);
const LARGE_AMOUNT = 99_999_999_99;

/** Every text the product sends, one per kind of message (a kind added without its text here does not compile). */
const TEXTS: Record<
  CodePurpose,
  { wording: Wording; values: (market: keyof typeof REGISTRATION_MARKETS) => Record<string, string> }
> = {
  'promotion-register': { wording: PROMO.smsText, values: () => ({ app: WIDEST_APP, code: WIDEST_CODE }) },
  'repayment-confirm': {
    wording: REPAY.smsText,
    values: (market) => ({ code: WIDEST_CODE, amount: formatSmsMoney(LARGE_AMOUNT, REGISTRATION_MARKETS[market]) }),
  },
};

describe('SMS texts: one segment each, GSM-7 wherever the wording set allows', () => {
  it('counts segments as carriers do', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize(`código${'a'.repeat(64)}`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize(`₹${'a'.repeat(70)}`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSize('ñandú')).toMatchObject({ encoding: 'UCS-2' });
    expect(smsSize('ñandu à la española é')).toMatchObject({ encoding: 'GSM-7' });
  });

  it('writes every market’s amounts in GSM-7 letters', () => {
    for (const market of Object.values(REGISTRATION_MARKETS))
      expect(smsSize(formatSmsMoney(LARGE_AMOUNT, market)), market.id).toMatchObject({ encoding: 'GSM-7' });
  });

  for (const [kind, { wording, values }] of Object.entries(TEXTS))
    for (const set of ['en', 'es', 'zh'] as const) {
      if (wording[set] === undefined) continue;
      it(`${kind} in ${set}: one segment in every market, GSM-7 unless the set is Chinese`, () => {
        for (const market of Object.keys(REGISTRATION_MARKETS) as (keyof typeof REGISTRATION_MARKETS)[]) {
          const { text } = smsWording({ wording: set }, wording, values(market));
          const size = smsSize(text);
          expect(size.segments, `${market}: ${text}`).toBe(1);
          if (set !== 'zh') expect(size.encoding, `${market}: ${text}`).toBe('GSM-7');
        }
      });
    }
});
