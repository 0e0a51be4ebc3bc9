import { GLOSSARY, type LoanChargeTax } from '@loan/contract';
import { defineMessages, type Message, word } from '../../http/wording.ts';
import type { LendingLocale } from '../../plugins/locale.ts';

/** What the loan feature says to borrowers: failures it raises and the texts it answers, per wording set. */
export const LOAN = defineMessages('loan', {
  offerNotFound: {
    en: 'There is no loan offer for this product right now.',
    es: 'No hay una oferta de préstamo para este producto en este momento.',
  },
  offerChanged: {
    en: 'The loan offer has changed. Please review it again.',
    es: 'La oferta del préstamo cambió. Revísala de nuevo.',
  },
  bankAccountRequired: {
    en: 'Add a bank account to receive the loan first.',
    es: 'Primero agrega una cuenta bancaria para recibir el préstamo.',
  },
  alreadyRated: { en: 'You have already rated this loan.', es: 'Ya calificaste este préstamo.' },
  notRatable: {
    en: 'This application was not approved, so there is no loan to rate.',
    es: 'Esta solicitud no fue aprobada, así que no hay un préstamo que calificar.',
  },
  orderRequired: {
    en: 'Which loan are you rating? orderId is missing.',
    es: '¿Qué préstamo calificas? Falta orderId.',
  },
  status21Text: {
    en: 'We are reviewing your application. We will let you know soon.',
    es: 'Estamos revisando tu solicitud. Te avisaremos pronto.',
  },
  status151Text: {
    en: 'Your loan is approved. The money is on its way to your bank account.',
    es: 'Tu préstamo fue aprobado. El dinero va en camino a tu cuenta bancaria.',
  },
  status110Text: {
    en: 'We could not approve this application this time. You can apply again later.',
    es: 'Esta vez no pudimos aprobar tu solicitud. Puedes volver a solicitar más adelante.',
  },
  status174Text: {
    en: 'The money is in your account. Please repay by the due date.',
    es: 'El dinero está en tu cuenta. Paga antes de la fecha de vencimiento.',
  },
  status180Text: {
    en: 'Your repayment is overdue. Please pay as soon as possible to stop overdue interest.',
    es: 'Tu pago está vencido. Paga lo antes posible para detener los intereses moratorios.',
  },
  status200Text: {
    en: 'Thank you! Your loan is fully repaid.',
    es: '¡Gracias! Tu préstamo está totalmente pagado.',
  },
  statusOtherText: { en: 'We are processing your loan.', es: 'Estamos procesando tu préstamo.' },
  rowOrderNo: GLOSSARY.orderNumber,
  rowAmount: GLOSSARY.loanAmount,
  rowTerm: GLOSSARY.loanTerm,
  rowPeriods: { en: 'Instalments', es: 'Número de pagos' },
  rowDisbursalDate: { en: 'Disbursal date', es: 'Fecha de depósito' },
  rowDueDate: GLOSSARY.dueDate,
  rowInterest: { en: 'Interest', es: 'Intereses' },
  rowCommission: { en: 'Commission', es: 'Comisión' },
  // The row of the market's tax on loan charges, by what it is charged on (market.tax.base).
  taxOnInterestAndCommission: {
    en: '{tax} ({pct}% of interest and commission)',
    es: '{tax} ({pct}% de intereses y comisión)',
  },
  taxOnCommission: { en: '{tax} ({pct}% of the processing fee)', es: '{tax} ({pct}% de la comisión)' },
  rowReceived: { en: 'Amount received', es: 'Monto a recibir' },
  rowRepayAmount: { en: 'Amount to repay', es: 'Monto a pagar' },
  rowContractTotal: { en: 'Contract total (principal + interest)', es: 'Total del contrato (capital + intereses)' },
  rowBankAccount: { en: 'Bank account', es: 'Cuenta bancaria' },
  termDays: { en: '{days, plural, one {# day} other {# days}}', es: '{days, plural, one {# día} other {# días}}' },
  planSingle: { en: 'Single repayment', es: 'Pago único' },
  planPeriod: { en: 'Instalment {period} of {periods}', es: 'Pago {period} de {periods}' },
  planDescription: { en: 'Principal and interest', es: 'Capital e intereses' },
  rateMessage: {
    en: 'Interest per day on the loan amount',
    es: 'Interés diario sobre el monto del préstamo',
  },
  amountDescription: {
    en: 'Amount you are borrowing; commission and {tax} are deducted at disbursal',
    es: 'Monto que solicitas; la comisión y el {tax} se descuentan al depositar',
  },
  keyFactsChanged: {
    en: 'The loan terms changed after you opened the key facts. Please read the new key facts before you accept.',
    es: 'Las condiciones del préstamo cambiaron después de que abriste la carátula. Lee la nueva carátula antes de aceptar.',
  },
  keyFactsFeeCommission: { en: 'Processing fee', es: 'Comisión por apertura' },
  cancelledTitle: { en: 'Loan cancelled', es: 'Préstamo cancelado' },
  cancelledText: {
    en: 'You cancelled this loan within the cooling-off period. Nothing more is due.',
    es: 'Cancelaste este préstamo dentro del periodo de reflexión. No debes nada más.',
  },
});

const TAX_ROW: Record<LoanChargeTax['base'], Message> = {
  interestAndCommission: LOAN.taxOnInterestAndCommission,
  commission: LOAN.taxOnCommission,
};

/** The name of the market's tax row, e.g. `IVA (16% de intereses y comisión)`, `GST (18% of the processing fee)`. */
export function taxRowTitle(locale: LendingLocale, tax: LoanChargeTax = locale.market.tax): string {
  return word(locale, TAX_ROW[tax.base], { tax: tax.name, pct: tax.ratePct });
}
