import { formatInstant, type RegistrationMarket } from './market.ts';

/*
 * Calendar and clock arithmetic, once for the web app, the server and the desk. Dates travel as `YYYY-MM-DD`
 * strings on a calendar without daylight saving (UTC), so adding days never lands on a skipped or doubled hour.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** `YYYY-MM-DD` of a moment, in UTC (the server's calendar). */
export const isoDayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

const dayStart = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** The calendar day `days` after a `YYYY-MM-DD` date (before it when `days` is negative). */
export function addDays(isoDate: string, days: number): string {
  return isoDayOf(new Date(dayStart(isoDate) + days * DAY_MS));
}

/** Whole calendar days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / DAY_MS);
}

/** A stored moment (a `Date` or a timestamp string from the database) as the market reads it; '' for none. */
export function marketDateTime(value: unknown, market: RegistrationMarket, withTime = true): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? '' : formatInstant(date, market, withTime);
}
