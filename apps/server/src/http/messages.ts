import { wordingSetFromLanguage } from '@loan/contract';

/**
 * Server messages shown to borrowers in toasts. The launch `language` query parameter (sent on every call)
 * picks the set, as it does on the screens.
 */
const MESSAGES = {
  sessionUnknown: {
    en: 'Your session has expired. Please log in again.',
    es: 'Tu sesión ha expirado. Vuelve a iniciar sesión.',
  },
  invalidRequest: { en: 'Invalid request', es: 'Solicitud no válida' },
  orderNotFound: { en: 'Order not found', es: 'No encontramos ese pedido' },
  rateLimited: { en: 'Too many requests. Please try again later.', es: 'Demasiadas solicitudes. Inténtalo más tarde.' },
  payloadTooLarge: { en: 'The request is too large', es: 'La solicitud es demasiado grande' },
  notFound: { en: 'Not found', es: 'No encontrado' },
  internal: { en: 'Something went wrong. Please try again.', es: 'Algo salió mal. Inténtalo de nuevo.' },

  // Loan journey (confirm, loan detail, contract)
  'confirm.offerNotFound': {
    en: 'There is no loan offer for this product right now.',
    es: 'No hay una oferta de préstamo para este producto en este momento.',
  },
  'confirm.offerChanged': {
    en: 'The loan offer has changed. Please review it again.',
    es: 'La oferta del préstamo cambió. Revísala de nuevo.',
  },
  'confirm.bankAccountRequired': {
    en: 'Add a bank account to receive the loan first.',
    es: 'Primero agrega una cuenta bancaria para recibir el préstamo.',
  },
  'confirm.alreadyRated': { en: 'You have already rated this loan.', es: 'Ya calificaste este préstamo.' },
  'confirm.orderRequired': {
    en: 'Which loan are you rating? orderId is missing.',
    es: '¿Qué préstamo calificas? Falta orderId.',
  },
  'confirm.status21Title': { en: 'Under review', es: 'En revisión' },
  'confirm.status21Text': {
    en: 'We are reviewing your application. We will let you know soon.',
    es: 'Estamos revisando tu solicitud. Te avisaremos pronto.',
  },
  'confirm.status151Title': { en: 'Approved', es: 'Aprobado' },
  'confirm.status151Text': {
    en: 'Your loan is approved. The money is on its way to your bank account.',
    es: 'Tu préstamo fue aprobado. El dinero va en camino a tu cuenta bancaria.',
  },
  'confirm.status110Title': { en: 'Not approved', es: 'No aprobado' },
  'confirm.status110Text': {
    en: 'We could not approve this application this time. You can apply again later.',
    es: 'Esta vez no pudimos aprobar tu solicitud. Puedes volver a solicitar más adelante.',
  },
  'confirm.status174Title': { en: 'Pending repayment', es: 'Pendiente de pago' },
  'confirm.status174Text': {
    en: 'The money is in your account. Please repay by the due date.',
    es: 'El dinero está en tu cuenta. Paga antes de la fecha de vencimiento.',
  },
  'confirm.status180Title': { en: 'Overdue', es: 'Vencido' },
  'confirm.status180Text': {
    en: 'Your repayment is overdue. Please pay as soon as possible to stop overdue interest.',
    es: 'Tu pago está vencido. Paga lo antes posible para detener los intereses moratorios.',
  },
  'confirm.status200Title': { en: 'Repaid', es: 'Pagado' },
  'confirm.status200Text': {
    en: 'Thank you! Your loan is fully repaid.',
    es: '¡Gracias! Tu préstamo está totalmente pagado.',
  },
  'confirm.statusOtherTitle': { en: 'In process', es: 'En proceso' },
  'confirm.statusOtherText': { en: 'We are processing your loan.', es: 'Estamos procesando tu préstamo.' },
  'confirm.rowOrderNo': { en: 'Order number', es: 'Número de pedido' },
  'confirm.rowAmount': { en: 'Loan amount', es: 'Monto del préstamo' },
  'confirm.rowTerm': { en: 'Loan term', es: 'Plazo del préstamo' },
  'confirm.rowPeriods': { en: 'Instalments', es: 'Número de pagos' },
  'confirm.rowDisbursalDate': { en: 'Disbursal date', es: 'Fecha de depósito' },
  'confirm.rowDueDate': { en: 'Due date', es: 'Fecha de vencimiento' },
  'confirm.rowInterest': { en: 'Interest', es: 'Intereses' },
  'confirm.rowCommission': { en: 'Commission', es: 'Comisión' },
  'confirm.rowIva': { en: 'VAT (16% of interest and commission)', es: 'IVA (16% de intereses y comisión)' },
  'confirm.rowReceived': { en: 'Amount received', es: 'Monto a recibir' },
  'confirm.rowRepayAmount': { en: 'Amount to repay', es: 'Monto a pagar' },
  'confirm.rowBankAccount': { en: 'Bank account', es: 'Cuenta bancaria' },
  'confirm.termDays': { en: '{days} days', es: '{days} días' },
  'confirm.planSingle': { en: 'Single repayment', es: 'Pago único' },
  'confirm.planPeriod': { en: 'Instalment {period} of {periods}', es: 'Pago {period} de {periods}' },
  'confirm.planDescription': { en: 'Principal and interest', es: 'Capital e intereses' },
  'confirm.rateMessage': {
    en: 'Interest per day on the loan amount',
    es: 'Interés diario sobre el monto del préstamo',
  },
  'confirm.amountDescription': {
    en: 'Amount you are borrowing; commission and VAT are deducted at disbursal',
    es: 'Monto que solicitas; la comisión y el IVA se descuentan al depositar',
  },
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: unknown): string {
  return MESSAGES[key][wordingSetFromLanguage(typeof language === 'string' ? language : undefined)];
}

/**
 * The launch `language` of a request, read from its URL: once a route's schema has parsed the query,
 * `request.query` keeps only the call's own fields.
 */
export function languageOf(request: { url: string }): string | undefined {
  const start = request.url.indexOf('?');
  return start < 0 ? undefined : (new URLSearchParams(request.url.slice(start + 1)).get('language') ?? undefined);
}
