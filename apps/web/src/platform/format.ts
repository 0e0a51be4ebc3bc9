import { CURRENCY_SYMBOL, type WordingSet } from '@loan/contract';

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

/** The wording set's currency symbol followed by the money, e.g. `$1.234,56` or `₹1.234,56`. */
export function formatAmount(minor: number, set: WordingSet): string {
  const money = formatMoney(minor);
  if (money.startsWith('-')) return `-${CURRENCY_SYMBOL[set]}${money.slice(1)}`;
  return `${CURRENCY_SYMBOL[set]}${money}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `YYYY-MM-DD` (or `YYYY-MM-DD HH:mm:ss`) in local time, zero padded. A date-only string is taken as that calendar
 * day, not as UTC midnight, so it never shifts to the day before west of Greenwich. Invalid input gives ''.
 */
export function formatDate(value: Date | number | string, withTime = false): string {
  let date: Date;
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (dateOnly) {
    date = new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  } else {
    date = value instanceof Date ? value : new Date(value);
  }
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
