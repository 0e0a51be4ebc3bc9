import { formatInstant, type RegistrationMarket } from '@loan/contract';

/**
 * `123456` minor units → `1.234,56`: a dot groups thousands, a comma precedes the two decimals. Works on the
 * digits of the integer, never on a float, so no amount is ever off by a cent.
 */
export function formatMoney(minor: number): string {
  if (!Number.isFinite(minor)) return '';
  const whole = Math.round(minor);
  const digits = String(Math.abs(whole)).padStart(3, '0');
  const units = digits.slice(0, -2);
  const cents = digits.slice(-2);
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole < 0 ? '-' : ''}${grouped},${cents}`;
}

/** The market's currency sign followed by the money, e.g. `$1.234,56` or `₹1.234,56`. */
export function formatAmount(minor: number, market: Pick<RegistrationMarket, 'currencySymbol'>): string {
  const money = formatMoney(minor);
  if (money.startsWith('-')) return `-${market.currencySymbol}${money.slice(1)}`;
  return `${market.currencySymbol}${money}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `YYYY-MM-DD` (or `YYYY-MM-DD HH:mm:ss`) as a borrower of the market reads it: an instant is shown in the market's
 * time zone, whatever the phone's own (a Mexican borrower travelling reads Mexico City time, as their lender does). A
 * date-only string is a calendar day and stays that day. Invalid input gives ''.
 */
export function formatDate(value: Date | number | string, market: RegistrationMarket, withTime = false): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return withTime ? `${value} 00:00:00` : value;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatInstant(date, market, withTime);
}
