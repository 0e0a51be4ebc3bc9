import { INDIA, MEXICO } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

describe('formatDate', () => {
  it("shows an instant in the market's time zone, zero padded", () => {
    const instant = '2024-01-05T02:08:09Z';
    expect(formatDate(instant, MEXICO)).toBe('2024-01-04');
    expect(formatDate(instant, MEXICO, true)).toBe('2024-01-04 20:08:09');
    expect(formatDate(instant, INDIA, true)).toBe('2024-01-05 07:38:09');
  });

  it('keeps a date-only string on its calendar day in every market', () => {
    expect(formatDate('2024-03-01', MEXICO)).toBe('2024-03-01');
    expect(formatDate('2024-03-01', INDIA)).toBe('2024-03-01');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', MEXICO)).toBe('');
  });
});
