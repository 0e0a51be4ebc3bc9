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
  // Complaints (issue 7)
  'complaint.imageMissing': {
    en: 'problemImage: choose an image to upload',
    es: 'problemImage: elige una imagen para subir',
  },
  'complaint.imageEmpty': { en: 'problemImage: the file is empty', es: 'problemImage: el archivo está vacío' },
  'complaint.imageTooLarge': {
    en: 'problemImage: the image is larger than 10 MB',
    es: 'problemImage: la imagen pesa más de 10 MB',
  },
  'complaint.imageNotAnImage': {
    en: 'problemImage: only JPEG, PNG, WebP or HEIC photos can be uploaded',
    es: 'problemImage: solo se pueden subir fotos JPEG, PNG, WebP o HEIC',
  },
  'complaint.imageNotFound': { en: 'Image not found', es: 'No encontramos esa imagen' },
  'complaint.imageNotYours': {
    en: 'problemImage: an image was not uploaded by you',
    es: 'problemImage: una de las imágenes no la subiste tú',
  },
  'complaint.imageRepeated': {
    en: 'problemImage: the same image is attached twice',
    es: 'problemImage: la misma imagen está adjunta dos veces',
  },
  'complaint.typeUnknown': { en: 'problemType: unknown complaint type', es: 'problemType: tipo de queja desconocido' },
  'complaint.subTypeRequired': {
    en: 'problemSonType: choose a sub-type for this complaint type',
    es: 'problemSonType: elige un subtipo para este tipo de queja',
  },
  'complaint.subTypeUnknown': {
    en: 'problemSonType: this sub-type does not belong to the complaint type',
    es: 'problemSonType: este subtipo no corresponde al tipo de queja',
  },
  'complaint.orderRequired': {
    en: 'orderNo: choose the order this complaint is about',
    es: 'orderNo: elige el pedido de esta queja',
  },
  'complaint.orderNotFound': { en: 'orderNo: order not found', es: 'orderNo: no encontramos ese pedido' },
  'complaint.collectionUnsupported': {
    en: 'orderNo: The selected order does not support sending collection types',
    es: 'orderNo: La orden seleccionada no admite quejas de cobranza.',
  },
  'complaint.notFound': { en: 'Complaint not found', es: 'No encontramos esa queja' },
  'complaint.scoreNotAsked': {
    en: 'This complaint has no answer to score yet',
    es: 'Esta queja todavía no tiene una respuesta para calificar',
  },
  'complaint.alreadyScored': { en: 'You have already scored this answer', es: 'Ya calificaste esta respuesta' },
  'complaint.tabOpen': { en: 'In progress', es: 'En proceso' },
  'complaint.tabReplied': { en: 'Replied', es: 'Respondidas' },
  'complaint.rowOrderNo': { en: 'Order number', es: 'Número de pedido' },
  'complaint.rowAppliedOn': { en: 'Applied on', es: 'Fecha de solicitud' },
  'complaint.rowDisbursedOn': { en: 'Disbursed on', es: 'Fecha de desembolso' },
  'complaint.rowDueOn': { en: 'Due date', es: 'Fecha de pago' },
  'complaint.status.21': { en: 'Under review', es: 'En revisión' },
  'complaint.status.151': { en: 'Approved', es: 'Aprobado' },
  'complaint.status.110': { en: 'Rejected', es: 'Rechazado' },
  'complaint.status.174': { en: 'Repaying', es: 'En pago' },
  'complaint.status.180': { en: 'Overdue', es: 'Vencido' },
  'complaint.status.200': { en: 'Settled', es: 'Liquidado' },
  'complaint.statusOther': { en: 'In process', es: 'En proceso' },
  'complaint.staffDisabled': {
    en: 'The staff API is disabled: STAFF_TOKEN is not set',
    es: 'La API del personal está desactivada: STAFF_TOKEN no está configurado',
  },
  'complaint.staffUnauthorized': { en: 'Staff token missing or wrong', es: 'Token de personal ausente o incorrecto' },
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: unknown): string {
  return MESSAGES[key][wordingSetFromLanguage(typeof language === 'string' ? language : undefined)];
}

/**
 * The launch `language` of a request, read from its URL (once a route's schema has parsed the query,
 * `request.query` keeps only the call's own fields), else from the `language` header the JSON client sends.
 */
export function languageOf(request: { url: string; headers: Record<string, string | string[] | undefined> }) {
  const start = request.url.indexOf('?');
  const fromUrl = start < 0 ? null : new URLSearchParams(request.url.slice(start + 1)).get('language');
  if (fromUrl !== null) return fromUrl;
  const header = request.headers.language;
  return typeof header === 'string' ? header : undefined;
}
