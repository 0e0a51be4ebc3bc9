import { describe, expect, it } from 'vitest';
import { contractFigures } from '../loan-math.ts';
import { formatInstant, internationalPhone, lendingMarketById, lendingMarkets, nationalPhone } from '../market.ts';
import { formatMoney, formatSmsMoney } from '../money.ts';
import { FIXTURE_MARKET, registerFixtureMarket } from './fixture-market.ts';

/*
 * "Add a market" (docs/architecture.md), the contract's steps: the one definition is all the shared helpers need to
 * write its money, dates, phone numbers and loan figures.
 */
describe('a market added by its definition alone', () => {
  const market = registerFixtureMarket();

  it('is found by its id wherever a stored market is read, and listed with the others', () => {
    expect(lendingMarketById('CO')).toBe(FIXTURE_MARKET);
    expect(lendingMarkets().map((m) => m.id)).toEqual(['MX', 'IN', 'CO']);
    // Registering twice is harmless (several test files' set-ups), a second definition of the id is not.
    expect(registerFixtureMarket()).toBe(market);
  });

  it('writes money with its own sign and digits, on the page and in an SMS', () => {
    const digits = new Intl.NumberFormat(market.moneyDigits.locale, { minimumFractionDigits: 2 }).format(1_234_567.89);
    expect(formatMoney(123_456_789, market)).toBe(`$${digits}`);
    expect(formatMoney(123_456_789, market)).toBe('$1.234.567,89');
    expect(formatSmsMoney(50_000, market)).toBe('COP 500,00');
  });

  it('reads times on its own calendar', () => {
    expect(formatInstant('2026-03-01T04:30:00Z', market)).toBe('2026-02-28 23:30:00');
  });

  it('takes phone numbers by its own rule', () => {
    expect(nationalPhone(market, '+57 300 123 4567')).toBe('3001234567');
    expect(nationalPhone(market, '5512345678')).toBeNull();
    expect(internationalPhone(market, '3001234567')).toBe('+573001234567');
  });

  it('taxes loan charges at its own rate', () => {
    const figures = contractFigures(10_000_000, 91, 1000, market.tax);
    expect(figures.iva).toBe(Math.round(((figures.interest + figures.commission) * 19) / 100));
  });
});
