import { wordingSetFromLanguage } from '@loan/contract';
import { defineMessages, type Message, word } from './wording.ts';

/** Failures any call may meet, worded by the error handler and the session check. */
export const COMMON = defineMessages('common', {
  sessionUnknown: {
    en: 'Your session has expired. Please log in again.',
    es: 'Tu sesión ha expirado. Vuelve a iniciar sesión.',
  },
  invalidRequest: { en: 'Invalid request', es: 'Solicitud no válida' },
  /** `detail` names the field and the problem, in English (zod's own wording). */
  invalidDetail: { en: 'Invalid request: {detail}', es: 'Solicitud no válida: {detail}' },
  orderNotFound: { en: 'Order not found', es: 'No encontramos ese pedido' },
  rateLimited: { en: 'Too many requests. Please try again later.', es: 'Demasiadas solicitudes. Inténtalo más tarde.' },
  payloadTooLarge: { en: 'The request is too large', es: 'La solicitud es demasiado grande' },
  notFound: { en: 'Not found', es: 'No encontrado' },
  internal: { en: 'Something went wrong. Please try again.', es: 'Algo salió mal. Inténtalo de nuevo.' },

  // q-scale: the database is unreachable (answered 503; nothing was saved)
  serviceUnavailable: {
    en: 'The service is temporarily unavailable. Nothing was saved; please try again in a moment.',
    es: 'El servicio no está disponible por el momento. No se guardó nada; inténtalo de nuevo en un momento.',
  },
});

/**
 * Legacy table of messages not yet moved beside their feature (features/x/messages.ts), looked up by key with the
 * launch `language`. Being emptied; new messages go in the feature's own table.
 */
const MESSAGES = {
  ...COMMON,
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
  // Borrower rights: receipts and settlement certificates (issue 10, r-receipts)
  'receipt.notFound': { en: 'Receipt not found', es: 'No encontramos ese comprobante' },
  'receipt.notSettled': {
    en: 'This loan is not fully repaid yet, so it has no settlement certificate',
    es: 'Este préstamo aún no está liquidado, así que no tiene carta finiquito',
  },
  'receipt.channelCard': { en: '{bank} card {card}', es: 'Tarjeta {bank} {card}' },

  // Key facts and cooling-off (issue 10, r-keyfacts)
  'confirm.keyFactsChanged': {
    en: 'The loan terms changed after you opened the key facts. Please read the new key facts before you accept.',
    es: 'Las condiciones del préstamo cambiaron después de que abriste la carátula. Lee la nueva carátula antes de aceptar.',
  },
  'keyFacts.feeCommission': { en: 'Processing fee', es: 'Comisión por apertura' },
  'keyFacts.feeTax': { en: 'Tax on interest and fee (16%)', es: 'IVA (16% de intereses y comisión)' },
  'coolingOff.notAvailable': {
    en: 'The cooling-off period of this loan has ended; you can still repay it as usual.',
    es: 'El periodo de reflexión de este préstamo terminó; puedes pagarlo como siempre.',
  },
  'coolingOff.amountInvalid': {
    en: 'Cancelling this loan takes exactly the cooling-off amount.',
    es: 'Cancelar este préstamo requiere exactamente el monto del periodo de reflexión.',
  },
  'coolingOff.cancelledTitle': { en: 'Loan cancelled', es: 'Préstamo cancelado' },
  'coolingOff.cancelledText': {
    en: 'You cancelled this loan within the cooling-off period. Nothing more is due.',
    es: 'Cancelaste este préstamo dentro del periodo de reflexión. No debes nada más.',
  },
  'coolingOff.repayNotice': {
    en: 'Cooling-off cancellation: pay the principal plus interest for the days used by {until} (UTC). No penalty.',
    es: 'Cancelación en periodo de reflexión: paga el capital más los intereses de los días usados antes del {until} (UTC). Sin penalización.',
  },
  'coolingOff.rowInterestUsed': { en: 'Interest for the days used', es: 'Intereses de los días usados' },
  'coolingOff.rowDaysUsed': { en: 'Days used', es: 'Días usados' },
  'coolingOff.titleRepay': { en: 'Loan cancellation at {channel}', es: 'Cancelación del préstamo en {channel}' },

  // q-security: uploads refused on their structure.
  'complaint.imageTooManyPixels': {
    en: 'problemImage: the photo has too many pixels; send a smaller one',
    es: 'problemImage: la foto tiene demasiados píxeles; envía una más pequeña',
  },
  'complaint.imageDamaged': {
    en: 'problemImage: this file is not a plain photo (damaged, or with something else inside)',
    es: 'problemImage: este archivo no es una foto normal (dañado o con otro contenido dentro)',
  },
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: unknown): string {
  const wording = wordingSetFromLanguage(typeof language === 'string' ? language : undefined);
  return word({ wording }, MESSAGES[key] as Message);
}

/** A message with `{name}` markers filled in. */
export function messageWith(key: MessageKey, language: unknown, values: Record<string, string | number>): string {
  return message(key, language).replace(/\{(\w+)\}/g, (marker, name: string) =>
    values[name] === undefined ? marker : String(values[name]),
  );
}

export { languageOf } from '../plugins/locale.ts';
