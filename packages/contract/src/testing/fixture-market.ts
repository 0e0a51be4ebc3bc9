import { type LendingMarket, lendingMarketById, registerLendingMarket } from '../market.ts';

/**
 * A market that exists only in tests, defined by following "Checklist: add a market" in docs/architecture.md: its
 * definition here (the contract's steps), its database rows in apps/server/src/testing/fixture-market.ts (the server's
 * steps). The tests that use it prove the contract, the server's edge and the web app take a market from its definition
 * alone; a step the checklist misses shows up as one of them failing.
 */
export const FIXTURE_MARKET: LendingMarket = {
  id: 'CO',
  // The wording: an in-app set the apps already have (a new language is a new set in both apps, not a market step).
  wordingSet: 'es',
  currencySymbol: '$',
  currency: 'COP',
  moneyDigits: { locale: 'es-CO', groupMark: '.', decimalMark: ',', groupSizes: [3, 3] },
  timeZone: 'America/Bogota',
  // Colombia's daylight saving of 1992–1993 ended on 7 February 1993 (at midnight, UTC−4).
  fixedOffset: { minutes: -5 * 60, since: '1993-02-07T04:00:00Z' },
  phone: {
    countryCode: '57',
    nationalLength: 10,
    pattern: /^3\d{9}$/,
    strippablePrefixes: ['+57', '57'],
    groupsOf: () => [3, 3, 4],
    example: '3001234567',
  },
  // The SMS choice: the generic gateway, the adapter any carrier with a JSON API fits.
  sms: { providers: ['gateway'], moneyLabel: 'COP' },
  settingsKey: 'co',
  tax: { name: 'IVA', ratePct: 19, base: 'interestAndCommission' },
  annualCost: { kind: 'CAT', decimals: 1, includesTax: false },
  partialRepaymentMinimum: 10_000,
  regulator: {
    authority: 'Superintendencia Financiera de Colombia',
    conditions: {
      es: 'Si no te respondemos a tiempo o no estás de acuerdo con nuestra respuesta, puedes quejarte ante la SFC.',
      en: 'If we do not answer in time, or you do not agree with our answer, you can complain to the SFC.',
    },
    website: 'https://www.superfinanciera.gov.co',
    phone: '+57 601 594 0200',
    email: 'super@superfinanciera.gov.co',
  },
  governingLaw: {
    es: 'Este contrato se rige por las leyes de Colombia; las partes se someten a los jueces de Bogotá.',
    en: 'This agreement is governed by the laws of Colombia; the parties submit to the courts of Bogotá.',
  },
};

/** Makes the fixture market known to this process (once; a test file may call it from several places). */
export function registerFixtureMarket(): LendingMarket {
  if (!lendingMarketById(FIXTURE_MARKET.id)) registerLendingMarket(FIXTURE_MARKET);
  return FIXTURE_MARKET;
}
