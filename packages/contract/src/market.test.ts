import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInstant,
  groupPhone,
  INDIA,
  internationalPhone,
  LENDING_MARKETS,
  lendingMarketById,
  lendingMarkets,
  MEXICO,
  marketOfLanguage,
  marketToday,
  nationalPhone,
  REGISTRATION_MARKETS,
  SPEC_ORIGINAL,
  taxBase,
  wordingOfLanguage,
  wordingOverride,
} from './market.ts';
import { FIXTURE_MARKET } from './testing/fixture-market.ts';

describe('the market of an in-app launch', () => {
  it('is India for language=1 and Mexico for 2, anything else or nothing', () => {
    expect(marketOfLanguage('1')).toBe(INDIA);
    for (const language of ['2', '3', '', 'en', null, undefined]) expect(marketOfLanguage(language)).toBe(MEXICO);
  });

  it('lets language=1|2 override a landing template’s wording and nothing else', () => {
    expect(wordingOverride('1')).toBe('en');
    expect(wordingOverride('2')).toBe('es');
    expect(wordingOverride('9')).toBeUndefined();
    expect(wordingOverride(undefined)).toBeUndefined();
  });

  it('gives each market its own wording, currency and time zone', () => {
    expect([MEXICO.wordingSet, MEXICO.currencySymbol, MEXICO.currency, MEXICO.timeZone]).toEqual([
      'es',
      '$',
      'MXN',
      'America/Mexico_City',
    ]);
    expect([INDIA.wordingSet, INDIA.currencySymbol, INDIA.currency, INDIA.timeZone]).toEqual([
      'en',
      '₹',
      'INR',
      'Asia/Kolkata',
    ]);
  });

  it('keys every market table by the market’s own id', () => {
    for (const [id, market] of Object.entries(REGISTRATION_MARKETS)) expect(market.id).toBe(id);
    expect(Object.keys(LENDING_MARKETS)).toEqual(['MX', 'IN']);
  });

  it('finds a lending market by the id its stored rows carry, one spelling only', () => {
    expect(lendingMarketById('MX')).toBe(MEXICO);
    expect(lendingMarketById('IN')).toBe(INDIA);
    expect(lendingMarketById('CN')).toBeUndefined();
    expect(lendingMarketById('mx')).toBeUndefined();
    expect(lendingMarkets()).toEqual([MEXICO, INDIA]);
  });

  it('words an in-app page by its language alone: 1 English, anything else Spanish', () => {
    expect(wordingOfLanguage('1')).toBe('en');
    for (const language of ['2', '3', '', null, undefined]) expect(wordingOfLanguage(language)).toBe('es');
  });

  it('words its law and regulator in both in-app wording sets', () => {
    for (const market of lendingMarkets()) {
      for (const set of ['en', 'es'] as const) {
        expect(market.governingLaw[set].length).toBeGreaterThan(40);
        expect(market.regulator.conditions[set].length).toBeGreaterThan(40);
      }
    }
    expect(MEXICO.governingLaw.en).toContain('Mexic');
    expect(INDIA.governingLaw.es).toContain('India');
  });
});

describe('Mexican phone numbers', () => {
  it.each([
    ['55 1234 5678', '5512345678'],
    ['+52 55 1234 5678', '5512345678'],
    ['52 5512345678', '5512345678'],
    ['(33) 3616-2000', '3336162000'],
    ['664 123 4567', '6641234567'],
    ['01 81 8123 4567', null],
    ['0 81 8123 4567', '8181234567'],
  ])('reads %s as %s', (typed, national) => {
    expect(nationalPhone(MEXICO, typed)).toBe(national);
  });

  it.each([
    '551234567', // 9 digits
    '55123456789', // 11 digits
    '1512345678', // area codes never start with 1
    '0512345678', // … nor 0
    '13812345678', // the Chinese landing's 11-digit rule is not Mexico's
    '55-1234-567a',
    '',
  ])('refuses %s', (typed) => {
    expect(nationalPhone(MEXICO, typed)).toBeNull();
  });

  it('keeps a national number that happens to start with 52', () => {
    expect(nationalPhone(MEXICO, '5212345678')).toBe('5212345678');
  });

  it('groups 2-digit area codes 2-4-4 and the rest 3-3-4', () => {
    expect(groupPhone(MEXICO, '5512345678')).toBe('55 1234 5678');
    expect(groupPhone(MEXICO, '8181234567')).toBe('81 8123 4567');
    expect(groupPhone(MEXICO, '6641234567')).toBe('664 123 4567');
    expect(internationalPhone(MEXICO, '5512345678')).toBe('+525512345678');
  });
});

describe('Indian phone numbers', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['70123-45678', '7012345678'],
    ['6000000000', '6000000000'],
  ])('reads %s as %s', (typed, national) => {
    expect(nationalPhone(INDIA, typed)).toBe(national);
  });

  it.each(['5876543210', '987654321', '98765432101', '+44 7911 123456', '1800 123 4567'])('refuses %s', (typed) => {
    expect(nationalPhone(INDIA, typed)).toBeNull();
  });

  it('groups 5-5', () => {
    expect(groupPhone(INDIA, '9876543210')).toBe('98765 43210');
    expect(internationalPhone(INDIA, '9876543210')).toBe('+919876543210');
  });
});

describe('the Chinese landing’s phone rule (promotion template only)', () => {
  it('is 11 digits, 1 then 3–9, grouped 3-4-4, with nothing stripped', () => {
    expect(nationalPhone(SPEC_ORIGINAL, '13812345678')).toBe('13812345678');
    expect(nationalPhone(SPEC_ORIGINAL, '12812345678')).toBeNull();
    expect(nationalPhone(SPEC_ORIGINAL, '+8613812345678')).toBeNull();
    expect(groupPhone(SPEC_ORIGINAL, '13812345678')).toBe('138 1234 5678');
  });
});

describe('tax on loan charges', () => {
  const charges = { interest: 10_000, commission: 50_000 };
  it('is Mexico’s IVA 16% of interest plus commission', () => {
    expect(MEXICO.tax).toMatchObject({ name: 'IVA', ratePct: 16 });
    expect(taxBase(MEXICO.tax, charges)).toBe(60_000);
  });
  it('is India’s GST 18% of the processing fee only: interest on a loan carries none', () => {
    expect(INDIA.tax).toMatchObject({ name: 'GST', ratePct: 18 });
    expect(taxBase(INDIA.tax, charges)).toBe(50_000);
  });
});

describe('annual cost', () => {
  it('is a CAT to one decimal without tax in Mexico and an APR to two decimals in India', () => {
    expect(MEXICO.annualCost).toEqual({ kind: 'CAT', decimals: 1, includesTax: false });
    expect(INDIA.annualCost).toEqual({ kind: 'APR', decimals: 2, includesTax: true });
  });
});

describe('times a borrower reads', () => {
  const instant = '2026-11-23T03:30:00Z';
  it('are shown in the market’s zone', () => {
    expect(formatInstant(instant, MEXICO)).toBe('2026-11-22 21:30:00');
    expect(formatInstant(instant, INDIA)).toBe('2026-11-23 09:00:00');
    expect(formatInstant(instant, INDIA, false)).toBe('2026-11-23');
  });
  it('give each market its own today', () => {
    const now = new Date(instant);
    expect(marketToday(MEXICO, now)).toBe('2026-11-22');
    expect(marketToday(INDIA, now)).toBe('2026-11-23');
  });
  it('pad midnight as 00, not 24', () => {
    expect(formatInstant('2026-01-05T06:00:00Z', MEXICO)).toBe('2026-01-05 00:00:00');
  });

  const markets = [...Object.values(REGISTRATION_MARKETS), FIXTURE_MARKET];
  /** The engine's own reading of the zone: Swedish writes `YYYY-MM-DD HH:mm:ss`, as `formatInstant` does. */
  const zoneData = (instant: number, timeZone: string) => new Date(instant).toLocaleString('sv-SE', { timeZone });

  it('read as the engine’s time zone data reads them, before and since a zone’s offset stopped changing', () => {
    const around = (since: string) =>
      fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }).map((ms) => Date.parse(since) + ms);
    for (const market of markets) {
      const since = market.fixedOffset?.since ?? '2000-01-01T00:00:00Z';
      const instants = fc.oneof(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }), around(since));
      fc.assert(
        fc.property(instants, (instant) => {
          expect(formatInstant(instant, market)).toBe(zoneData(instant, market.timeZone));
        }),
        { numRuns: 500 },
      );
    }
  });

  it('take a fixed offset from the zone’s last change of offset', () => {
    const offsetAt = (instant: number, timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(instant)
        .find((part) => part.type === 'timeZoneName')?.value;
    for (const market of markets) {
      const since = Date.parse(market.fixedOffset?.since ?? '');
      expect(offsetAt(since - 1000, market.timeZone), market.id).not.toBe(offsetAt(since, market.timeZone));
    }
  });
});
