import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS, daysBetween, isoDayOf, marketDateTime } from './dates.ts';
import { INDIA, MEXICO } from './market.ts';

describe('addDays', () => {
  it('crosses months and years on the calendar, not in local time', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', 91)).toBe('2026-04-02');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-25', 7)).toBe('2028-03-03');
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, negative backwards, across a leap day', () => {
    expect(daysBetween('2026-12-01', '2026-12-10')).toBe(9);
    expect(daysBetween('2026-12-10', '2026-12-01')).toBe(-9);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
  });

  it('undoes addDays', () => {
    for (const days of [-400, -1, 0, 1, 31, 366])
      expect(daysBetween('2026-02-27', addDays('2026-02-27', days))).toBe(days);
  });
});

describe('isoDayOf and marketDateTime', () => {
  it('reads a moment on the UTC calendar, and a stored moment on the market clock', () => {
    const moment = new Date(Date.parse('2026-03-01T23:30:00Z') + DAY_MS);
    expect(isoDayOf(moment)).toBe('2026-03-02');
    expect(marketDateTime(moment, INDIA)).toBe('2026-03-03 05:00:00');
    expect(marketDateTime('2026-03-02T23:30:00Z', MEXICO, false)).toBe('2026-03-02');
    expect(marketDateTime(null, MEXICO)).toBe('');
  });
});
