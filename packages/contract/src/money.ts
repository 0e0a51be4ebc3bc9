/**
 * Money as a market writes it: the market's sign before the amount, digits grouped and separated as its money locale
 * does (`Intl.NumberFormat`): Mexico `$5,029.58`, India `₹1,00,000.00`, the spec's original `¥1.234,56`. The web app,
 * the server's texts (SMS, receipts, staff console) and the tests all format with this one function.
 */

import type { RegistrationMarket } from './market.ts';

/** What formatting needs of a market. */
export type MoneyMarket = Pick<RegistrationMarket, 'currencySymbol' | 'moneyLocale'>;

interface LocaleDigits {
  /** Formats a whole number with two fraction digits, so its parts carry the locale's grouping and decimal mark. */
  format: Intl.NumberFormat;
  minusSign: string;
}

// One formatter per locale: building an Intl formatter costs more than formatting with it, on a cheap phone most.
const digitsByLocale = new Map<string, LocaleDigits>();

function localeDigits(locale: string): LocaleDigits {
  let digits = digitsByLocale.get(locale);
  if (!digits) {
    const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const minusSign = format.formatToParts(-1).find((part) => part.type === 'minusSign')?.value ?? '-';
    digits = { format, minusSign };
    digitsByLocale.set(locale, digits);
  }
  return digits;
}

/**
 * `minor` units of the market's currency (an integer: cents, paise) as the market writes the amount, e.g.
 * `formatMoney(502958, MEXICO)` → `$5,029.58`. The whole units and the cents are split with integer arithmetic and
 * the cents written from their own digits, so no amount up to `Number.MAX_SAFE_INTEGER` is off by a cent.
 */
export function formatMoney(minor: number, market: MoneyMarket): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money must be a safe integer of minor units, got ${minor}`);
  const abs = Math.abs(minor);
  const cents = abs % 100;
  const whole = (abs - cents) / 100;
  const { format, minusSign } = localeDigits(market.moneyLocale);
  let digits = '';
  for (const part of format.formatToParts(whole)) {
    digits += part.type === 'fraction' ? String(cents).padStart(2, '0') : part.value;
  }
  return `${minor < 0 ? minusSign : ''}${market.currencySymbol}${digits}`;
}

/** An amount as an SMS writes it: the market's GSM-7 label for the sign (`Rs 1,234.50`, `MXN 1,234.50`). */
export function formatSmsMoney(
  minor: number,
  market: Pick<RegistrationMarket, 'moneyLocale'> & { sms: { moneyLabel: string } },
): string {
  return formatMoney(minor, { currencySymbol: `${market.sms.moneyLabel} `, moneyLocale: market.moneyLocale });
}
