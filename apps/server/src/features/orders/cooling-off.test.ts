import { DAY_MS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { type CoolingOffTerms, coolingOffState } from './cooling-off.ts';

const disbursedAt = new Date('2026-03-01T10:00:00.000Z');
const terms: CoolingOffTerms = { status: 174, amount: 500_000, disbursedAt, cooledOffAt: null, paid: 0 };
const at = (ms: number) => new Date(disbursedAt.getTime() + ms);

describe('coolingOffState', () => {
  it('is open from the payout until the last millisecond of the period, and closed at its end', () => {
    expect(coolingOffState(terms, 3, at(0)).available).toBe(true);
    expect(coolingOffState(terms, 3, at(3 * DAY_MS - 1)).available).toBe(true);
    expect(coolingOffState(terms, 3, at(3 * DAY_MS)).available).toBe(false);
    expect(coolingOffState(terms, 3, at(3 * DAY_MS)).until).toEqual(new Date('2026-03-04T10:00:00.000Z'));
  });

  it('charges one day from the first moment, and one more for each started day', () => {
    expect(coolingOffState(terms, 3, at(1))).toMatchObject({ daysUsed: 1, interest: 33, amount: 500_033 });
    expect(coolingOffState(terms, 3, at(DAY_MS))).toMatchObject({ daysUsed: 1, amount: 500_033 });
    expect(coolingOffState(terms, 3, at(DAY_MS + 1))).toMatchObject({ daysUsed: 2, amount: 500_065 });
    expect(coolingOffState(terms, 3, at(3 * DAY_MS - 1))).toMatchObject({ daysUsed: 3, amount: 500_098 });
  });

  it('counts what was already repaid', () => {
    expect(coolingOffState({ ...terms, paid: 100_000 }, 3, at(1)).amount).toBe(400_033);
  });

  it('is closed before payout, once used, and for orders that owe nothing', () => {
    expect(coolingOffState({ ...terms, disbursedAt: null }, 3, at(1))).toMatchObject({ available: false, until: null });
    expect(coolingOffState({ ...terms, cooledOffAt: at(5) }, 3, at(10)).available).toBe(false);
    expect(coolingOffState({ ...terms, status: 200 }, 3, at(10)).available).toBe(false);
    expect(coolingOffState({ ...terms, status: 21 }, 3, at(10)).available).toBe(false);
  });
});
