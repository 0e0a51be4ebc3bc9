/**
 * Money as a market writes it: the market's sign before the amount, digits grouped and separated as its money locale
 * does (`MoneyDigits`, market.ts): Mexico `$5,029.58`, India `₹1,00,000.00`, the Chinese landing's `¥1.234,56`. The web
 * app, the server's texts (SMS, receipts, staff console) and the tests all format with this one function.
 */

import type { MoneyDigits, RegistrationMarket } from './market.ts';

/** What formatting needs of a market. */
export type MoneyMarket = Pick<RegistrationMarket, 'currencySymbol' | 'moneyDigits'>;

/** A whole number's decimal digits, grouped as the market groups them. */
function groupedDigits(whole: number, { groupMark, groupSizes: [nearest, further] }: MoneyDigits): string {
  let rest = String(whole);
  if (rest.length <= nearest) return rest;
  let grouped = rest.slice(-nearest);
  rest = rest.slice(0, -nearest);
  while (rest.length > further) {
    grouped = `${rest.slice(-further)}${groupMark}${grouped}`;
    rest = rest.slice(0, -further);
  }
  return `${rest}${groupMark}${grouped}`;
}

/** Whole units of a currency (a legal text's `Rs.1,000`) with the market's grouping, without the sign or decimals. */
export function formatWholeUnits(whole: number, market: Pick<RegistrationMarket, 'moneyDigits'>): string {
  if (!Number.isSafeInteger(whole) || whole < 0) throw new RangeError(`expected whole units, got ${whole}`);
  return groupedDigits(whole, market.moneyDigits);
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
  const digits = market.moneyDigits;
  const amount = `${groupedDigits(whole, digits)}${digits.decimalMark}${String(cents).padStart(2, '0')}`;
  return `${minor < 0 ? '-' : ''}${market.currencySymbol}${amount}`;
}

/** An amount as an SMS writes it: the market's GSM-7 label for the sign (`Rs 1,234.50`, `MXN 1,234.50`). */
export function formatSmsMoney(
  minor: number,
  market: Pick<RegistrationMarket, 'moneyDigits'> & { sms: { moneyLabel: string } },
): string {
  return formatMoney(minor, { currencySymbol: `${market.sms.moneyLabel} `, moneyDigits: market.moneyDigits });
}
