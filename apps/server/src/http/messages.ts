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

  // Repayment (issue 6)
  'repay.nothingDue': {
    en: 'This loan has nothing left to pay.',
    es: 'Este préstamo no tiene nada pendiente de pago.',
  },
  'repay.notExtendable': { en: 'This loan cannot be extended.', es: 'Este préstamo no admite prórroga.' },
  'repay.amountInvalid': {
    en: 'The amount does not match what is due on this loan.',
    es: 'El monto no coincide con lo que debes de este préstamo.',
  },
  'repay.channelUnknown': {
    en: 'This payment method is not available.',
    es: 'Este método de pago no está disponible.',
  },
  'repay.referenceUnknown': { en: 'Payment reference not found', es: 'No encontramos esa referencia de pago' },
  'repay.referenceClosed': {
    en: 'This payment reference was already paid or has expired.',
    es: 'Esta referencia de pago ya se pagó o venció.',
  },
  'repay.repeatedSubmit': {
    en: 'Do not submit the payment request repeatedly',
    es: 'No envíes la solicitud de pago más de una vez.',
  },
  'repay.wrongCode': { en: 'Verification code error', es: 'Código de verificación incorrecto.' },
  'repay.codeExpired': {
    en: 'The verification code has expired. Tap "Get code" for a new one.',
    es: 'El código de verificación venció. Toca «Obtener código» para recibir otro.',
  },
  'repay.codeLocked': {
    en: 'Too many wrong codes. Tap "Get code" for a new one.',
    es: 'Demasiados códigos incorrectos. Toca «Obtener código» para recibir otro.',
  },
  'repay.waitForCode': {
    en: 'A code was sent less than a minute ago. Please wait {seconds} s and try again.',
    es: 'Enviamos un código hace menos de un minuto. Espera {seconds} s e inténtalo de nuevo.',
  },
  'repay.tooManyCodes': {
    en: 'Too many codes were requested. Please try again in {minutes} min.',
    es: 'Se pidieron demasiados códigos. Inténtalo de nuevo en {minutes} min.',
  },
  'repay.tokenInvalid': {
    en: 'This payment page has expired. Please open it again.',
    es: 'Esta página de pago venció. Ábrela de nuevo.',
  },
  'repay.cardNotFound': { en: 'Bank card not found', es: 'No encontramos esa tarjeta bancaria' },
  'repay.recordNotPending': {
    en: 'This payment is no longer waiting for a code.',
    es: 'Este pago ya no está esperando un código.',
  },
  'repay.recordNotFound': { en: 'Payment not found', es: 'No encontramos ese pago' },
  'repay.cardInvalid': { en: 'Please check the card number.', es: 'Revisa el número de tarjeta.' },
  'repay.cardAlreadyBound': { en: 'This card is already linked.', es: 'Esta tarjeta ya está vinculada.' },
  'repay.bankUnknown': { en: 'Please choose a bank from the list.', es: 'Elige un banco de la lista.' },
  'repay.smsText': {
    en: 'Lend H5: {code} is your code to pay {amount} with your card. It expires in 5 minutes. Never share it.',
    es: 'Lend H5: {code} es tu código para pagar {amount} con tu tarjeta. Vence en 5 minutos. No lo compartas.',
  },
  'repay.rowPrincipal': { en: 'Loan amount', es: 'Monto del préstamo' },
  'repay.rowInterest': { en: 'Interest', es: 'Interés' },
  'repay.rowPenalty': { en: 'Overdue interest', es: 'Interés moratorio' },
  'repay.rowOverdueDays': { en: 'Days overdue', es: 'Días de atraso' },
  'repay.rowPaid': { en: 'Already paid', es: 'Pagado' },
  'repay.groupBank': { en: 'Bank repayment', es: 'Pago en banco' },
  'repay.groupStore': { en: 'Convenience store repayment', es: 'Pago en tienda de conveniencia' },
  'repay.noticeOnTime': {
    en: 'Pay by {date} to avoid overdue interest of {pct}% per day.',
    es: 'Paga antes del {date} para evitar intereses moratorios del {pct}% diario.',
  },
  'repay.noticeOverdue': {
    en: 'Your loan is {days} days overdue. Pay today to stop overdue interest.',
    es: 'Tu préstamo tiene {days} días de atraso. Paga hoy para detener los intereses moratorios.',
  },
  'repay.delayReviewer': { en: 'Extend your due date by {days} days', es: 'Prorroga tu fecha de pago {days} días' },
  'repay.planCurrent': { en: 'Current due date', es: 'Fecha de pago actual' },
  'repay.planCurrentRemark': { en: 'Amount due on this date', es: 'Monto a pagar en esta fecha' },
  'repay.planNew': { en: 'New due date', es: 'Nueva fecha de pago' },
  'repay.planNewRemark': {
    en: 'Amount due after the extension; the fee does not reduce it',
    es: 'Monto a pagar tras la prórroga; la comisión no lo reduce',
  },
  'repay.delayNotice': {
    en: 'The extension fee includes VAT. Your new due date applies as soon as the fee is paid.',
    es: 'La comisión por prórroga incluye IVA. Tu nueva fecha de pago aplica en cuanto se pague la comisión.',
  },
  'repay.delayNote': {
    en: 'You can defer your repayment for up to {days} days.',
    es: 'Puedes aplazar tu pago hasta {days} días.',
  },
  'repay.titleRepay': { en: 'Loan repayment at {channel}', es: 'Pago del préstamo en {channel}' },
  'repay.titleDelay': { en: 'Extension fee at {channel}', es: 'Comisión de prórroga en {channel}' },
  'repay.validUntil': {
    en: '{desc}. Reference valid until {date} (UTC).',
    es: '{desc}. Referencia válida hasta el {date} (UTC).',
  },
  'repay.receiptTitle': {
    en: 'Keep your receipt; send it to us if the payment does not show within 1 hour',
    es: 'Guarda tu comprobante; envíanoslo si el pago no se refleja en 1 hora',
  },
  'repay.visitTitle': { en: 'Find a store near you', es: 'Encuentra una tienda cerca de ti' },
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: unknown): string {
  return MESSAGES[key][wordingSetFromLanguage(typeof language === 'string' ? language : undefined)];
}

/** A message with `{name}` markers filled in. */
export function messageWith(key: MessageKey, language: unknown, values: Record<string, string | number>): string {
  return message(key, language).replace(/\{(\w+)\}/g, (marker, name: string) =>
    values[name] === undefined ? marker : String(values[name]),
  );
}

export function languageOf(query: unknown): string | undefined {
  if (typeof query === 'object' && query !== null && 'language' in query) {
    const value = (query as { language: unknown }).language;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}
