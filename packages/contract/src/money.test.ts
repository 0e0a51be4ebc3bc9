import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDIA, LENDING_MARKETS, MEXICO, SPEC_ORIGINAL } from './market.ts';
import { formatMoney, formatSmsMoney, formatWholeUnits } from './money.ts';

/** What Intl itself writes for the amount as a currency of the market, from an exact decimal string. */
function intlCurrency(minor: number, market: typeof MEXICO): string {
  const sign = minor < 0 ? '-' : '';
  const abs = BigInt(Math.abs(minor));
  const decimal = `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  // A decimal string is formatted exactly (Intl.NumberFormat v3), so this reference loses no cent either.
  const format = new Intl.NumberFormat(market.moneyDigits.locale, { style: 'currency', currency: market.currency });
  return format.format(decimal as unknown as number);
}

const SAMPLES = [
  0,
  1,
  5,
  99,
  100,
  1005,
  123_456,
  502_958,
  10_000_000,
  12_345_678_90,
  -1,
  -5,
  -502_958,
  -10_000_000,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
];

describe('formatMoney', () => {
  it('writes Mexican amounts as es-MX does', () => {
    expect(formatMoney(502_958, MEXICO)).toBe('$5,029.58');
    expect(formatMoney(10_000_000, MEXICO)).toBe('$100,000.00');
  });

  it('writes Indian amounts with lakh and crore grouping, as en-IN does', () => {
    expect(formatMoney(502_958, INDIA)).toBe('₹5,029.58');
    expect(formatMoney(10_000_000, INDIA)).toBe('₹1,00,000.00');
    expect(formatMoney(12_345_678_90, INDIA)).toBe('₹1,23,45,678.90');
  });

  it('writes zero, cents and negative amounts with the sign before the currency', () => {
    expect(formatMoney(0, MEXICO)).toBe('$0.00');
    expect(formatMoney(5, INDIA)).toBe('₹0.05');
    expect(formatMoney(-5, MEXICO)).toBe('-$0.05');
    expect(formatMoney(-502_958, INDIA)).toBe('-₹5,029.58');
  });

  it('equals Intl’s own currency format in every lending market, for every sample', () => {
    for (const market of Object.values(LENDING_MARKETS)) {
      for (const minor of SAMPLES)
        expect(formatMoney(minor, market), `${market.id} ${minor}`).toBe(intlCurrency(minor, market));
    }
  });

  it('groups and marks the digits of any amount as each market’s locale does in Intl', () => {
    for (const market of [...Object.values(LENDING_MARKETS), SPEC_ORIGINAL]) {
      const { locale } = market.moneyDigits;
      const intlDigits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      fc.assert(
        fc.property(fc.maxSafeInteger(), (minor) => {
          const abs = BigInt(Math.abs(minor));
          const decimal = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
          const expected = `${minor < 0 ? '-' : ''}${market.currencySymbol}${intlDigits.format(decimal as unknown as number)}`;
          expect(formatMoney(minor, market), `${locale} ${minor}`).toBe(expected);
        }),
        { examples: [[0], [99_999], [100_000], [99_999_999], [100_000_000], [-10_000_000]] },
      );
    }
  });

  it('loses no cent on amounts a float division would garble', () => {
    expect(formatMoney(1005, MEXICO)).toBe('$10.05');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, MEXICO)).toBe('$90,071,992,547,409.91');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, INDIA)).toBe('₹9,00,71,99,25,47,409.91');
    // 0.1 + 0.2 style residues: every cent of a range near a large whole amount is written as its own digits.
    for (let minor = 9_007_199_254_740_900; minor <= Number.MAX_SAFE_INTEGER; minor += 1) {
      expect(formatMoney(minor, MEXICO).endsWith(`.${String(minor % 100).padStart(2, '0')}`)).toBe(true);
    }
  });

  it('keeps the Chinese landing’s separators for that market only', () => {
    expect(formatMoney(123_456, SPEC_ORIGINAL)).toBe('¥1.234,56');
    expect(formatMoney(500_000, SPEC_ORIGINAL)).toBe('¥5.000,00');
    expect(formatMoney(-5, SPEC_ORIGINAL)).toBe('-¥0,05');
  });

  it('refuses an amount that is not a whole number of minor units', () => {
    expect(() => formatMoney(10.5, MEXICO)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, INDIA)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53, INDIA)).toThrow(RangeError);
  });
});

describe('formatWholeUnits', () => {
  it('groups whole units as each market’s locale does in Intl', () => {
    for (const market of [...Object.values(LENDING_MARKETS), SPEC_ORIGINAL]) {
      const intlWhole = new Intl.NumberFormat(market.moneyDigits.locale, { maximumFractionDigits: 0 });
      fc.assert(
        fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (whole) => {
          expect(formatWholeUnits(whole, market)).toBe(intlWhole.format(whole));
        }),
        { examples: [[0], [800], [1000], [100_000], [10_000_000]] },
      );
    }
  });

  it('refuses a fraction or a negative amount', () => {
    expect(() => formatWholeUnits(10.5, MEXICO)).toThrow(RangeError);
    expect(() => formatWholeUnits(-1, INDIA)).toThrow(RangeError);
  });
});

describe('formatSmsMoney', () => {
  it('writes the market’s GSM-7 label where the page writes its sign, with the same grouping', () => {
    expect(formatSmsMoney(10_000_000, INDIA)).toBe('Rs 1,00,000.00');
    expect(formatSmsMoney(123_450, MEXICO)).toBe('MXN 1,234.50');
    expect(formatMoney(123_450, MEXICO)).toBe('$1,234.50');
  });
});
