import { formatInstant, type RegistrationMarket } from '@loan/contract';

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
