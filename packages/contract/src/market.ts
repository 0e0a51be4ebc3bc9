/**
 * The markets the lender serves. This file is the only place that knows how Mexico and India differ: wording set,
 * currency, time zone, phone rule, tax on loan charges, the annual-cost figure the regulator requires, the regulator
 * a borrower escalates to, the law and courts of the contract, and which settings hold the lender's contacts there.
 * Adding a market means adding one entry here (and its wording set); nothing else branches on a market.
 * Sources of each value: docs/decisions/0022-markets-mexico-and-india-a-fact-of-the-borrower.md.
 */

import type { AnnualCostKind } from './annual-cost.ts';
import { GRIEVANCE_RESPONSE_DAYS } from './grievance.ts';
import type { WordingSet } from './language.ts';

export interface PhoneRule {
  /** Country calling code, without `+`. */
  countryCode: string;
  /** Digits of a national number once prefixes are stripped. */
  nationalLength: number;
  /** What a valid national number looks like (digits only). */
  pattern: RegExp;
  /** Prefixes a borrower may type before the national number, stripped before checking (longest first). */
  strippablePrefixes: readonly string[];
  /** Digit groups for display, e.g. [2, 4, 4] → `55 1234 5678`; chosen per number by `groupsOf`. */
  groupsOf: (nationalDigits: string) => readonly number[];
  /** A number of the country's own, for placeholders and examples. */
  example: string;
}

/**
 * The carriers' adapters an SMS of the market may leave through, preferred first: the server sends through the first
 * whose settings are given (server config/env.ts; production refuses to start when a lending market has none).
 * `msg91` fills the market's registered (DLT) templates, `twilio` is Twilio Programmable Messaging, `gateway` any
 * provider with a plain JSON API (`{to, text, reference}`).
 */
export type SmsProviderId = 'msg91' | 'twilio' | 'gateway';

export interface SmsRule {
  providers: readonly SmsProviderId[];
  /**
   * How an amount is written in an SMS: a label every handset shows in the GSM-7 alphabet (one segment holds 160
   * characters of it, 70 of anything else), where the page's sign (`₹`) would make the whole text UCS-2.
   */
  moneyLabel: string;
}

/**
 * How a market writes the digits of an amount, spelled out instead of asked of `Intl.NumberFormat`: the first number
 * format a page builds loads the browser's number data, 20-30 ms of one task on a fast machine (about 100 ms on a
 * phone), in the middle of hydrating a screen that shows amounts. money.test.ts holds each market to its locale's
 * own format.
 */
export interface MoneyDigits {
  /** BCP 47 locale these digits follow: `es-MX`, `en-IN`. */
  locale: string;
  groupMark: string;
  decimalMark: string;
  /** Digits of the group next to the decimal mark, then of each group before it: 3 and 3, or India's 3 and 2. */
  groupSizes: readonly [nearest: number, further: number];
}

/**
 * A zone's offset from UTC, unchanged since `since` (an ISO instant: the zone's last transition) and with no daylight
 * saving announced. market.test.ts holds each market's to the engine's own time zone data.
 */
export interface FixedUtcOffset {
  minutes: number;
  since: string;
}

/** What a registration needs: the landing's wording, currency, time zone and phone rule. */
export interface RegistrationMarket {
  id: string;
  wordingSet: WordingSet;
  /** The sign in front of amounts (India ₹, Mexico $). */
  currencySymbol: string;
  /** ISO 4217. */
  currency: string;
  /** How the digits of an amount are grouped and marked (money.ts). */
  moneyDigits: MoneyDigits;
  /** IANA zone every time a borrower reads is shown in. */
  timeZone: string;
  /** The zone's offset from UTC since it last changed, for a zone without daylight saving (see `formatInstant`). */
  fixedOffset?: FixedUtcOffset;
  phone: PhoneRule;
  sms: SmsRule;
}

/** A tax on loan charges: `rate` of the `base` charges, deducted from what reaches the borrower at disbursal. */
export interface LoanChargeTax {
  /** Short name shown beside the figure (IVA, GST). */
  name: string;
  /** Percentage, whole number. */
  ratePct: number;
  /** Which charges it applies to. Interest on a loan carries no GST in India; Mexico's IVA covers both. */
  base: 'interestAndCommission' | 'commission';
}

export interface AnnualCostRule {
  /** How it is computed and annualised (annual-cost.ts): APR nominal on a 365-day year, CAT effective on 360. */
  kind: AnnualCostKind;
  /** Decimals it is stated with (CAT one, as Banxico publishes it; APR two, as RBI's KFS illustrations do). */
  decimals: number;
  /** CAT is stated "sin IVA"; an APR includes every charge and tax the borrower pays. */
  includesTax: boolean;
}

/** A text of a market's own (law, regulator), written in each wording set an in-app page can be read in. */
export type AppWorded = Record<AppWordingSet, string>;

/** The regulator a borrower escalates to when the lender's own desk does not answer in time or satisfy. */
export interface Regulator {
  authority: string;
  /** When and how to escalate, in each in-app wording set. */
  conditions: AppWorded;
  website: string;
  phone: string;
  email: string;
}

/**
 * Who can collect a market's repayments: `house` is the project's own signed notification format (the demo, and tests
 * of the shared settlement path); `stripe` and `razorpay` are real providers reached through their official SDKs.
 */
export const PAYMENT_PROVIDER_IDS = ['house', 'stripe', 'razorpay'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];

/**
 * The repayment channels (pay codes of `repay_channels`) each real provider can serve in a market. The server's
 * settings pick one provider per market (`house` unless set); a channel that provider cannot serve is not offered.
 */
export type PaymentProviderChannels = Partial<Record<Exclude<PaymentProviderId, 'house'>, readonly string[]>>;

/** The wording sets the whole app is worded in (`zh` holds only the Chinese landing's). */
export type AppWordingSet = 'en' | 'es';

export interface LendingMarket extends RegistrationMarket {
  /** The market's own language: its public pages' default wording. A borrower's `language` may choose the other. */
  wordingSet: AppWordingSet;
  /** `settings` row suffix of the lender's per-market values (`customer_service_mx`, `grievance_desk_mx`). */
  settingsKey: string;
  tax: LoanChargeTax;
  annualCost: AnnualCostRule;
  /**
   * The least a borrower may choose to pay towards a loan at a time, in minor units (a store or bank takes no less
   * for one reference); a loan owing less than this is paid whole.
   */
  partialRepaymentMinimum: number;
  regulator: Regulator;
  /** The contract's governing-law and jurisdiction clause, in each in-app wording set. */
  governingLaw: AppWorded;
}

/** Mexico City (55, 56), Guadalajara (33) and Monterrey (81) have 2-digit area codes; the rest 3 (IFT numbering plan). */
const MEXICO_TWO_DIGIT_AREAS = ['55', '56', '33', '81'];

export const MEXICO: LendingMarket = {
  id: 'MX',
  wordingSet: 'es',
  currencySymbol: '$',
  currency: 'MXN',
  moneyDigits: { locale: 'es-MX', groupMark: ',', decimalMark: '.', groupSizes: [3, 3] },
  timeZone: 'America/Mexico_City',
  // Mexico left daylight saving in 2022: Central Daylight Time ended at 02:00 on 30 October.
  fixedOffset: { minutes: -6 * 60, since: '2022-10-30T07:00:00Z' },
  phone: {
    countryCode: '52',
    nationalLength: 10,
    // Area codes never start with 0 or 1; "044"/"045" and the mobile "1" after +52 were retired in 2019.
    pattern: /^[2-9]\d{9}$/,
    strippablePrefixes: ['+52', '52', '0'],
    groupsOf: (d) => (MEXICO_TWO_DIGIT_AREAS.includes(d.slice(0, 2)) ? [2, 4, 4] : [3, 3, 4]),
    example: '5512345678',
  },
  // Twilio has Mexican long codes and reports delivery per carrier; any Mexican aggregator with a JSON API can stand
  // in through the generic gateway.
  sms: { providers: ['twilio', 'gateway'], moneyLabel: 'MXN' },
  settingsKey: 'mx',
  tax: { name: 'IVA', ratePct: 16, base: 'interestAndCommission' },
  annualCost: { kind: 'CAT', decimals: 1, includesTax: false },
  partialRepaymentMinimum: 10_000,
  regulator: {
    authority: 'CONDUSEF – Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros',
    conditions: {
      es:
        `Si no te respondemos en ${GRIEVANCE_RESPONSE_DAYS} días o no estás de acuerdo con nuestra respuesta, puedes presentar tu reclamación ` +
        'ante la CONDUSEF sin costo: por teléfono, por correo electrónico o en su portal de internet. También puedes ' +
        'acudir a ella en cualquier momento para recibir orientación.',
      en:
        `If we do not answer within ${GRIEVANCE_RESPONSE_DAYS} days, or you do not agree with our answer, you can file ` +
        'your complaint with CONDUSEF free of charge: by phone, by e-mail or on its website. You can also turn to it ' +
        'at any time for guidance.',
    },
    website: 'https://www.condusef.gob.mx',
    phone: '55 5340 0999',
    email: 'asesoria@condusef.gob.mx',
  },
  governingLaw: {
    es:
      'Este contrato se rige por las leyes de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, las ' +
      'partes se someten a la jurisdicción de los tribunales competentes de la Ciudad de México, y renuncian a ' +
      'cualquier otro fuero que pudiera corresponderles por razón de sus domicilios presentes o futuros.',
    en:
      'This agreement is governed by the laws of the United Mexican States. For its interpretation and enforcement, ' +
      'the parties submit to the jurisdiction of the competent courts of Mexico City and waive any other jurisdiction ' +
      'that their present or future domiciles might give them.',
  },
};

export const INDIA: LendingMarket = {
  id: 'IN',
  wordingSet: 'en',
  currencySymbol: '₹',
  currency: 'INR',
  // Indian grouping: lakh and crore (`₹1,00,000.00`).
  moneyDigits: { locale: 'en-IN', groupMark: ',', decimalMark: '.', groupSizes: [3, 2] },
  timeZone: 'Asia/Kolkata',
  // India Standard Time since the war time offset ended in October 1945.
  fixedOffset: { minutes: 5 * 60 + 30, since: '1945-10-14T17:30:00Z' },
  phone: {
    countryCode: '91',
    nationalLength: 10,
    // TRAI's mobile series start with 6, 7, 8 or 9.
    pattern: /^[6-9]\d{9}$/,
    strippablePrefixes: ['+91', '91', '0'],
    groupsOf: () => [5, 5],
    example: '9876543210',
  },
  // TRAI: every commercial SMS is a DLT-registered template from a registered sender; MSG91 sends exactly those.
  sms: { providers: ['msg91'], moneyLabel: 'Rs' },
  settingsKey: 'in',
  tax: { name: 'GST', ratePct: 18, base: 'commission' },
  annualCost: { kind: 'APR', decimals: 2, includesTax: true },
  partialRepaymentMinimum: 10_000,
  regulator: {
    authority: 'Reserve Bank of India – Integrated Ombudsman (RB-IOS 2021)',
    conditions: {
      en:
        `If we do not answer within ${GRIEVANCE_RESPONSE_DAYS} days, or you are not satisfied with our answer, you can ` +
        'complain to the RBI Ombudsman free of charge: online on the Complaint Management System, or by e-mail to the ' +
        'Centralised Receipt and Processing Centre, within one year of our answer (one year and 30 days if we did not ' +
        'answer). The RBI contact centre (toll-free 14448) answers questions about the scheme.',
      es:
        `Si no te respondemos en ${GRIEVANCE_RESPONSE_DAYS} días o no estás conforme con nuestra respuesta, puedes ` +
        'reclamar sin costo ante el Ombudsman del RBI: en línea en su Complaint Management System, o por correo al ' +
        'Centralised Receipt and Processing Centre, dentro del año siguiente a nuestra respuesta (un año y 30 días si ' +
        'no te respondimos). El centro de atención del RBI (línea gratuita 14448) resuelve dudas sobre el esquema.',
    },
    website: 'https://cms.rbi.org.in',
    phone: '14448',
    email: 'crpc@rbi.org.in',
  },
  governingLaw: {
    en:
      'This agreement is governed by the laws of India. For its interpretation and enforcement, the parties submit to ' +
      'the exclusive jurisdiction of the competent courts at Bengaluru, Karnataka.',
    es:
      'Este contrato se rige por las leyes de la India. Para su interpretación y cumplimiento, las partes se someten ' +
      'a la jurisdicción exclusiva de los tribunales competentes de Bengaluru, Karnataka.',
  },
};

/**
 * The Chinese landing's market (the app's first landing, before the lender lent in Mexico and India), kept reachable
 * on one promotion template only (3): Chinese wording, the 11-digit
 * `1[3-9]` mobile rule and its messages word for word. The lender does not lend there, so it has no lending terms.
 */
export const SPEC_ORIGINAL: RegistrationMarket = {
  id: 'CN',
  wordingSet: 'zh',
  currencySymbol: '¥',
  currency: 'CNY',
  // That landing writes amounts `1.234,56` (dot groups, comma decimals), as German does.
  moneyDigits: { locale: 'de-DE', groupMark: '.', decimalMark: ',', groupSizes: [3, 3] },
  timeZone: 'Asia/Shanghai',
  // China Standard Time since the summer time of 1986–1991 ended.
  fixedOffset: { minutes: 8 * 60, since: '1991-09-14T17:00:00Z' },
  phone: {
    countryCode: '86',
    nationalLength: 11,
    pattern: /^1[3-9]\d{9}$/,
    strippablePrefixes: [],
    groupsOf: () => [3, 4, 4],
    example: '13812345678',
  },
  sms: { providers: ['gateway'], moneyLabel: 'CNY' },
};

export const LENDING_MARKETS = { MX: MEXICO, IN: INDIA } as const;

/**
 * Which real providers can collect in each market (by market id), and the channels each serves; the house format
 * serves every channel. Part of each market's definition, kept beside the market objects rather than in them so the
 * browser bundles, which never choose a provider, do not carry it.
 */
export const MARKET_PAYMENT_PROVIDERS: Readonly<Record<string, PaymentProviderChannels>> = {
  // Stripe collects OXXO cash vouchers and SPEI transfers (customer balance, mx_bank_transfer); not 7-Eleven.
  MX: { stripe: ['SPEI', 'OXXO'] },
  // Razorpay collects UPI (QR codes) and NEFT / IMPS / RTGS (virtual accounts); it has no cash retail points.
  IN: { razorpay: ['NEFT', 'UPI'] },
};
export type LendingMarketId = keyof typeof LENDING_MARKETS;
/** The lending markets' ids, in order: the one list every market picker and schema uses (the staff console's too). */
export const LENDING_MARKET_IDS = ['MX', 'IN'] as const satisfies readonly LendingMarketId[];

/** Every market a promotion template may name. */
export const REGISTRATION_MARKETS = { ...LENDING_MARKETS, CN: SPEC_ORIGINAL } as const;
export type RegistrationMarketId = keyof typeof REGISTRATION_MARKETS;
export const REGISTRATION_MARKET_IDS = Object.keys(REGISTRATION_MARKETS) as RegistrationMarketId[];

/**
 * Every market the lender lends in, by id: the two above, and a market added without editing this file (a test's
 * fixture market proves that adding one needs nothing else in the code).
 */
const lendingMarketsById = new Map<string, LendingMarket>(Object.values(LENDING_MARKETS).map((m) => [m.id, m]));

/** Adds a market defined elsewhere; its id must be new. The database needs its `markets` row too (a migration). */
export function registerLendingMarket(market: LendingMarket): void {
  if (lendingMarketsById.has(market.id)) throw new Error(`market ${market.id} is already defined`);
  lendingMarketsById.set(market.id, market);
}

/** The lending market of a stored id (a borrower's, product's, order's, repay channel's or agent's `market`). */
export function lendingMarketById(id: string): LendingMarket | undefined {
  return lendingMarketsById.get(id);
}

/** The lending market of a stored id that must name one: a row naming another is corrupt data, loud here. */
export function storedLendingMarket(id: unknown): LendingMarket {
  const market = lendingMarketById(String(id));
  if (!market) throw new Error(`stored market ${String(id)} is not a lending market`);
  return market;
}

/** Every lending market, in the order they were defined. */
export function lendingMarkets(): readonly LendingMarket[] {
  return [...lendingMarketsById.values()];
}

/**
 * The market of an in-app request that names no borrower (a page opened without a session):
 * `language=1` India, anything else Mexico. A borrower's own market always wins over it.
 */
export function marketOfLanguage(language: string | null | undefined): LendingMarket {
  return language === '1' ? INDIA : MEXICO;
}

/** The words of an in-app page: `language=1` English, 2, anything else or nothing Spanish. Words only. */
export function wordingOfLanguage(language: string | null | undefined): AppWordingSet {
  return language === '1' ? 'en' : 'es';
}

/** `language=1|2` picks English or Spanish wording over a market's own (the promotion landing's override). */
export function wordingOverride(language: string | null | undefined): WordingSet | undefined {
  if (language === '1') return 'en';
  if (language === '2') return 'es';
  return undefined;
}

/**
 * The national digits of a phone number as a borrower typed it, or `null` when it is not a number of this market.
 * Spaces, dashes, dots and brackets are ignored; a leading `+52`/`52`/`0` (per the market) is stripped, but only when
 * what remains has the national length, so a national number that happens to start with those digits is kept.
 */
export function nationalPhone(market: RegistrationMarket, typed: string): string | null {
  const compact = typed.replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const { phone } = market;
  if (compact.length === phone.nationalLength && phone.pattern.test(compact)) return compact;
  for (const prefix of phone.strippablePrefixes) {
    if (!compact.startsWith(prefix)) continue;
    const rest = compact.slice(prefix.length);
    if (rest.length === phone.nationalLength && phone.pattern.test(rest)) return rest;
  }
  return null;
}

/** National digits grouped for reading: `55 1234 5678`, `664 123 4567`, `98765 43210`, `138 1234 5678`. */
export function groupPhone(market: RegistrationMarket, digits: string): string {
  const groups: string[] = [];
  let at = 0;
  for (const size of market.phone.groupsOf(digits)) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) groups.push(digits.slice(at));
  return groups.join(' ');
}

/** E.164 form for an SMS gateway: `+525512345678`. */
export function internationalPhone(market: RegistrationMarket, nationalDigits: string): string {
  return `+${market.phone.countryCode}${nationalDigits}`;
}

/** The charges a market's tax applies to, in minor units. */
export function taxBase(tax: LoanChargeTax, charges: { interest: number; commission: number }): number {
  return tax.base === 'interestAndCommission' ? charges.interest + charges.commission : charges.commission;
}

const instantFormatters = new Map<string, Intl.DateTimeFormat>();

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const LAST_FOUR_DIGIT_YEAR_MS = Date.UTC(9999, 11, 31);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall clock of a zone with a fixed offset, by arithmetic; null where the offset may not hold. */
function fixedOffsetClock(time: number, offset: FixedUtcOffset | undefined): WallClock | null {
  if (!offset || !(time >= Date.parse(offset.since)) || time > LAST_FOUR_DIGIT_YEAR_MS) return null;
  const local = new Date(time + offset.minutes * 60_000);
  return {
    year: String(local.getUTCFullYear()),
    month: twoDigits(local.getUTCMonth() + 1),
    day: twoDigits(local.getUTCDate()),
    hour: twoDigits(local.getUTCHours()),
    minute: twoDigits(local.getUTCMinutes()),
    second: twoDigits(local.getUTCSeconds()),
  };
}

/** The wall clock of the market's zone through the engine's time zone data. */
function zoneDataClock(instant: Date, market: RegistrationMarket): WallClock {
  let formatter = instantFormatters.get(market.timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: market.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    instantFormatters.set(market.timeZone, formatter);
  }
  const parts = new Map(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/**
 * An instant as a borrower of the market reads it: `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`, zero padded, in the market's
 * time zone. Since the zone's last change of offset it is plain arithmetic: the first time zone formatter a page
 * builds loads the engine's zone data, 30–50 ms of one task on a fast machine, which a screen showing a date would
 * otherwise pay while it hydrates. Earlier instants go through that formatter, one per zone.
 */
export function formatInstant(instant: Date | string | number, market: RegistrationMarket, withTime = true): string {
  const moment = new Date(instant);
  const clock = fixedOffsetClock(moment.getTime(), market.fixedOffset) ?? zoneDataClock(moment, market);
  const date = `${clock.year}-${clock.month}-${clock.day}`;
  return withTime ? `${date} ${clock.hour}:${clock.minute}:${clock.second}` : date;
}

/** Today's date (`YYYY-MM-DD`) in the market: due dates and "days overdue" count the borrower's calendar days. */
export function marketToday(market: RegistrationMarket, now: Date = new Date()): string {
  return formatInstant(now, market, false);
}
