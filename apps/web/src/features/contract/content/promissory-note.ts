import { formatMessage, type LendingMarket } from '@loan/contract';

/**
 * The agreement's wording in each language, filled with the record's values (already formatted for display). It
 * must state the figures and overdue interest of 3% per day. The tax and the law and courts
 * are the borrower's market's (market.ts): Mexico's IVA and courts for a Mexican borrower, India's GST and courts for
 * an Indian one (the first agreement named Indian law and courts for every borrower; that now holds for India only).
 */
export interface NoteValues {
  userName: string;
  userAddress: string;
  company: string;
  productName: string;
  amount: string;
  bankNo: string;
  daiDate: string;
  planDate: string;
  contractAmount: string;
  commission: string;
  interest: string;
  /** The market's tax on the loan charges (the record's `IVA` field), formatted. */
  tax: string;
  giveAmount: string;
  termDays: number;
  periods: number;
  dailyRate: string;
  annualRatePct: number;
  overduePct: number;
  contractDate: string;
}

export interface NoteText {
  /** Opening paragraphs, before the terms table. */
  intro: string[];
  /** The borrower's promise: one payment, or the schedule below. */
  promise: string;
  /** Closing clauses: costs, overdue interest, law and courts, date. */
  clauses: string[];
}

/** Counted words of the note in each set's plural forms ("1 pago", "3 pagos"). */
const COUNTED = {
  es: { payments: '{n, plural, one {# pago} other {# pagos}}', days: '{n, plural, one {# día} other {# días}}' },
  en: {
    payments: '{n, plural, one {# instalment} other {# instalments}}',
    days: '{n, plural, one {# day} other {# days}}',
  },
} as const satisfies Record<LendingMarket['wordingSet'], { payments: string; days: string }>;

/** A borrower without an address on file is named without one, not "residing at ,". */
const hasAddress = (v: NoteValues) => v.userAddress.trim() !== '';

const count = (v: NoteValues, set: LendingMarket['wordingSet']) => ({
  payments: formatMessage(COUNTED[set].payments, { n: v.periods }, set),
  days: formatMessage(COUNTED[set].days, { n: v.termDays }, set),
});

type Base = LendingMarket['tax']['base'];
const TAX_BASE_ES: Record<Base, string> = {
  interestAndCommission: 'de intereses más comisión',
  commission: 'de la comisión',
};
const TAX_BASE_EN: Record<Base, string> = {
  interestAndCommission: 'of interest plus commission',
  commission: 'of the processing fee',
};

function promissoryNoteEs(v: NoteValues, instalments: boolean, market: LendingMarket): NoteText {
  const { tax } = market;
  const n = count(v, 'es');
  return {
    intro: [
      `Yo, ${v.userName}${hasAddress(v) ? `, con domicilio en ${v.userAddress.trim()}` : ''}, reconozco haber recibido de ${v.company} (EL PRESTAMISTA), a través del producto ${v.productName}, un préstamo por ${v.amount}, depositado en mi cuenta bancaria ${v.bankNo} el ${v.daiDate}.`,
    ],
    promise: instalments
      ? `Por este contrato me obligo incondicionalmente a pagar a la orden de EL PRESTAMISTA la cantidad total de ${v.contractAmount} (capital más intereses) en ${n.payments}, en las fechas y por los montos del calendario siguiente; el último vence el ${v.planDate}, a los ${n.days}.`
      : `Por este PAGARÉ me obligo incondicionalmente a pagar a la orden de EL PRESTAMISTA la cantidad de ${v.contractAmount} (capital más intereses) a más tardar el ${v.planDate}, a los ${n.days} de la fecha de depósito.`,
    clauses: [
      `Los intereses ordinarios suman ${v.interest}: ${v.dailyRate} diario sobre el monto del préstamo (tasa de interés anual de referencia del ${v.annualRatePct}%). Del monto del préstamo se descuentan la comisión de ${v.commission} y el ${tax.name} de ${v.tax} (${tax.ratePct}% ${TAX_BASE_ES[tax.base]}), por lo que el monto recibido es de ${v.giveAmount}.`,
      `Si no pago en la fecha de vencimiento, el saldo vencido causará intereses moratorios del ${v.overduePct}% por cada día de atraso, hasta su pago total.`,
      market.governingLaw.es,
      `Suscrito electrónicamente el ${v.contractDate}.`,
    ],
  };
}

function promissoryNoteEn(v: NoteValues, instalments: boolean, market: LendingMarket): NoteText {
  const { tax } = market;
  const n = count(v, 'en');
  return {
    intro: [
      `I, ${v.userName}${hasAddress(v) ? `, residing at ${v.userAddress.trim()}` : ''}, acknowledge that I have received from ${v.company} (the LENDER), through the product ${v.productName}, a loan of ${v.amount}, paid into my bank account ${v.bankNo} on ${v.daiDate}.`,
    ],
    promise: instalments
      ? `By this agreement I unconditionally promise to pay to the order of the LENDER the total sum of ${v.contractAmount} (principal plus interest) in ${n.payments}, on the dates and in the amounts of the schedule below; the last one falls due on ${v.planDate}, ${n.days} after disbursal.`
      : `By this PROMISSORY NOTE I unconditionally promise to pay to the order of the LENDER the sum of ${v.contractAmount} (principal plus interest) no later than ${v.planDate}, ${n.days} after disbursal.`,
    clauses: [
      `Interest amounts to ${v.interest}: ${v.dailyRate} per day on the loan amount (reference annual interest rate of ${v.annualRatePct}%). The commission of ${v.commission} and ${tax.name} of ${v.tax} (${tax.ratePct}% ${TAX_BASE_EN[tax.base]}) are deducted from the loan amount, so the amount received is ${v.giveAmount}.`,
      `If I do not pay on the due date, the overdue balance bears overdue interest of ${v.overduePct}% per day of delay until it is paid in full.`,
      market.governingLaw.en,
      `Signed electronically on ${v.contractDate}.`,
    ],
  };
}

/** The note in the reader's wording set, with the borrower's market's tax and its law and courts. */
export const PROMISSORY_NOTE: Record<
  LendingMarket['wordingSet'],
  (v: NoteValues, instalments: boolean, market: LendingMarket) => NoteText
> = { es: promissoryNoteEs, en: promissoryNoteEn };
