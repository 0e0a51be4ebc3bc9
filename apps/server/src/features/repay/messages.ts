import { defineMessages } from '../../http/wording.ts';

/** What the repay feature says to borrowers: failures it raises and the texts it answers, per wording set. */
export const REPAY = defineMessages('repay', {
  eventConflict: {
    en: 'Payment notification: this eventId was recorded with another body; kept for staff to reconcile',
    es: 'Aviso de pago: este eventId ya se registró con otro contenido; se guardó para que soporte lo concilie',
  },
  nothingDue: {
    en: 'This loan has nothing left to pay.',
    es: 'Este préstamo no tiene nada pendiente de pago.',
  },
  notExtendable: { en: 'This loan cannot be extended.', es: 'Este préstamo no admite prórroga.' },
  amountInvalid: {
    en: 'The amount does not match what is due on this loan.',
    es: 'El monto no coincide con lo que debes de este préstamo.',
  },
  amountAboveOwed: {
    en: 'You owe {owed} on this loan: a payment cannot be more than that.',
    es: 'Debes {owed} de este préstamo: un pago no puede ser mayor.',
  },
  amountBelowMinimum: {
    en: 'The least you can pay at a time is {minimum}.',
    es: 'Lo mínimo que puedes pagar a la vez es {minimum}.',
  },
  channelUnknown: {
    en: 'This payment method is not available.',
    es: 'Este método de pago no está disponible.',
  },
  providerUnavailable: {
    en: 'We could not get your payment details from the payment service. Nothing was charged; please try again.',
    es: 'No pudimos obtener tus datos de pago del servicio de pagos. No se cobró nada; intenta de nuevo.',
  },
  /** The lender has not set the account this channel collects into (an admin sets it in the console). */
  channelNotConfigured: {
    en: 'Paying by {channel} is not available yet. Please choose another way to pay.',
    es: 'El pago por {channel} aún no está disponible. Elige otra forma de pago.',
  },
  referenceUnknown: { en: 'Payment reference not found', es: 'No encontramos esa referencia de pago' },
  amountChanged: {
    en: 'What you owe has changed. Please open the payment screen again.',
    es: 'Lo que debes cambió. Abre de nuevo la pantalla de pago.',
  },
  // The old card repayment's two server messages with a Chinese original (codes 800005, 800006).
  repeatedSubmit: {
    en: 'Do not submit the payment request repeatedly',
    es: 'No envíes la solicitud de pago más de una vez.',
    zh: '请勿重复提交支付请求',
  },
  wrongCode: { en: 'Verification code error', es: 'Código de verificación incorrecto.', zh: '验证码错误' },
  codeExpired: {
    en: 'The verification code has expired. Tap "Get code" for a new one.',
    es: 'El código de verificación venció. Toca «Obtener código» para recibir otro.',
  },
  codeLocked: {
    en: 'Too many wrong codes. Tap "Get code" for a new one.',
    es: 'Demasiados códigos incorrectos. Toca «Obtener código» para recibir otro.',
  },
  waitForCode: {
    en: 'A code was sent less than a minute ago. Please wait {seconds} s and try again.',
    es: 'Enviamos un código hace menos de un minuto. Espera {seconds} s e inténtalo de nuevo.',
  },
  tooManyCodes: {
    en: 'Too many codes were requested. Please try again in {minutes} min.',
    es: 'Se pidieron demasiados códigos. Inténtalo de nuevo en {minutes} min.',
  },
  tokenInvalid: {
    en: 'This payment page has expired. Please open it again.',
    es: 'Esta página de pago venció. Ábrela de nuevo.',
  },
  cardNotFound: { en: 'Bank card not found', es: 'No encontramos esa tarjeta bancaria' },
  recordNotPending: {
    en: 'This payment is no longer waiting for a code.',
    es: 'Este pago ya no está esperando un código.',
  },
  recordNotFound: { en: 'Payment not found', es: 'No encontramos ese pago' },
  cardInvalid: { en: 'Please check the card number.', es: 'Revisa el número de tarjeta.' },
  cardAlreadyBound: { en: 'This card is already linked.', es: 'Esta tarjeta ya está vinculada.' },
  bankUnknown: { en: 'Please choose a bank from the list.', es: 'Elige un banco de la lista.' },
  // GSM-7 only outside Chinese (no `ó`, no `₹`): one SMS each, and the words India's DLT templates are registered with
  // (platform/sms-segments.test.ts counts them).
  smsText: {
    en: 'Lend H5: {code} is your code to pay {amount} with your card. It expires in 5 minutes. Never share it.',
    es: 'Lend H5: {code} es tu codigo para pagar {amount} con tu tarjeta. Vence en 5 minutos. No lo compartas.',
  },
  rowPrincipal: { en: 'Loan amount', es: 'Monto del préstamo' },
  rowInterest: { en: 'Interest', es: 'Interés' },
  rowPenalty: { en: 'Overdue interest', es: 'Interés moratorio' },
  rowOverdueDays: { en: 'Days overdue', es: 'Días de atraso' },
  rowPaid: { en: 'Already paid', es: 'Pagado' },
  groupBank: { en: 'Bank repayment', es: 'Pago en banco' },
  groupStore: { en: 'Convenience store repayment', es: 'Pago en tienda de conveniencia' },
  noticeOnTime: {
    en: 'Pay by {date} to avoid overdue interest of {pct}% per day.',
    es: 'Paga antes del {date} para evitar intereses moratorios del {pct}% diario.',
  },
  noticeOverdue: {
    en: 'Your loan is {days, plural, one {# day} other {# days}} overdue. Pay today to stop overdue interest.',
    es: 'Tu préstamo tiene {days, plural, one {# día} other {# días}} de atraso. Paga hoy para detener los intereses moratorios.',
  },
  delayReviewer: {
    en: 'Extend your due date by {days, plural, one {# day} other {# days}}',
    es: 'Prorroga tu fecha de pago {days, plural, one {# día} other {# días}}',
  },
  planCurrent: { en: 'Current due date', es: 'Fecha de vencimiento actual' },
  planCurrentRemark: { en: 'Amount due on this date', es: 'Monto a pagar en esta fecha' },
  planNew: { en: 'New due date', es: 'Nueva fecha de pago' },
  planNewRemark: {
    en: 'Amount due after the extension; the fee does not reduce it',
    es: 'Monto a pagar tras la prórroga; la comisión no lo reduce',
  },
  delayNotice: {
    en: 'The extension fee includes {tax}. Your new due date applies as soon as the fee is paid.',
    es: 'La comisión por prórroga incluye {tax}. Tu nueva fecha de pago aplica en cuanto se pague la comisión.',
  },
  delayNote: {
    en: 'You can defer your repayment for up to {days, plural, one {# day} other {# days}}.',
    es: 'Puedes aplazar tu pago hasta {days, plural, one {# día} other {# días}}.',
  },
  titleRepay: { en: 'Loan repayment at {channel}', es: 'Pago del préstamo en {channel}' },
  titleDelay: { en: 'Extension fee at {channel}', es: 'Comisión de prórroga en {channel}' },
  validUntil: {
    en: '{desc}. Reference valid until {date}.',
    es: '{desc}. Referencia válida hasta el {date}.',
  },
  receiptTitle: {
    en: 'Keep your receipt; send it to us if the payment does not show within 1 hour',
    es: 'Guarda tu comprobante; envíanoslo si el pago no se refleja en 1 hora',
  },
  visitTitle: { en: 'Find a store near you', es: 'Encuentra una tienda cerca de ti' },
  coolingOffNotAvailable: {
    en: 'The cooling-off period of this loan has ended; you can still repay it as usual.',
    es: 'El periodo de reflexión de este préstamo terminó; puedes pagarlo como siempre.',
  },
  coolingOffAmountInvalid: {
    en: 'Cancelling this loan takes exactly the cooling-off amount.',
    es: 'Cancelar este préstamo requiere exactamente el monto del periodo de reflexión.',
  },
  coolingOffRepayNotice: {
    en: 'Cooling-off cancellation: pay the principal plus interest for the days used by {until}. No penalty.',
    es: 'Cancelación en periodo de reflexión: paga el capital más los intereses de los días usados antes del {until}. Sin penalización.',
  },
  coolingOffRowInterestUsed: { en: 'Interest for the days used', es: 'Intereses de los días usados' },
  coolingOffRowDaysUsed: { en: 'Days used', es: 'Días usados' },
  coolingOffTitleRepay: { en: 'Loan cancellation at {channel}', es: 'Cancelación del préstamo en {channel}' },
});

/**
 * Each payment channel's one-line description, by the key its `repay_channels` row holds (`desc_key`, migration 090).
 * The Indian channels' Spanish is the English their rows held, kept word for word.
 */
export const CHANNEL_DESC = defineMessages('channelDesc', {
  spei: {
    en: "SPEI transfer from your bank's app or online banking",
    es: 'Transferencia SPEI desde la app o banca en línea de tu banco',
  },
  oxxo: { en: 'Pay cash at any OXXO store', es: 'Paga en efectivo en cualquier tienda OXXO' },
  sevenEleven: { en: 'Pay cash at 7-Eleven stores', es: 'Paga en efectivo en tiendas 7-Eleven' },
  neft: {
    en: 'Bank transfer by NEFT or IMPS from net banking',
    es: 'Bank transfer by NEFT or IMPS from net banking',
  },
  upi: { en: 'Pay from any UPI app', es: 'Pay from any UPI app' },
  cashpoint: { en: 'Pay cash at a partner retail point', es: 'Pagar en efectivo en un punto minorista asociado' },
});

/**
 * The payment channels' instructions, section titles and steps, by the keys a `repay_channels` row's
 * `instruction_keys` names (migration 092). The Indian channels' Spanish is the Spanish their rows held, word for word.
 */
export const CHANNEL_INSTRUCTIONS = defineMessages('channelInstructions', {
  neftTitle: { en: 'How to pay by NEFT / IMPS', es: 'Cómo pagar por NEFT / IMPS' },
  neftAddBeneficiary: {
    en: 'Add the beneficiary Lend H5 Financial Services with the reference as the account number, at the IFSC shown here.',
    es: 'Agrega el beneficiario Lend H5 Financial Services con la referencia como número de cuenta.',
  },
  neftTransferExact: {
    en: 'Transfer the exact amount and keep the transaction receipt.',
    es: 'Transfiere el monto exacto y guarda el comprobante.',
  },
  speiTitle: { en: 'How to pay by SPEI', es: 'Cómo pagar con SPEI' },
  speiOpenBankApp: {
    en: "Open your bank's app and choose Transfer to another bank (SPEI).",
    es: 'Abre la app de tu banco y elige Transferir a otro banco (SPEI).',
  },
  speiUseClabe: {
    en: 'Use the 18-digit CLABE shown here as the destination account (it is for this payment only).',
    es: 'Usa como cuenta de destino la CLABE de 18 dígitos que te mostramos (es solo para este pago).',
  },
  speiReferenceAsConcept: {
    en: 'Enter the payment reference as the concept and exactly the amount due.',
    es: 'Escribe la referencia de pago en el concepto y exactamente el monto a pagar.',
  },
  speiShowsInMinutes: {
    en: 'Your payment shows within minutes; keep the receipt.',
    es: 'Tu pago se refleja en minutos; guarda el comprobante.',
  },
  oxxoTitle: { en: 'How to pay at OXXO', es: 'Cómo pagar en OXXO' },
  oxxoAskCashier: {
    en: 'Go to any OXXO store and tell the cashier you want to make an OXXO Pay payment.',
    es: 'Acude a cualquier tienda OXXO y dile al cajero que quieres hacer un pago de OXXO Pay.',
  },
  showBarcodeOrReference: {
    en: 'Show the barcode or read out the payment reference.',
    es: 'Muestra el código de barras o dicta la referencia de pago.',
  },
  oxxoPayCash: {
    en: 'Pay the exact amount in cash; OXXO charges a fee per payment.',
    es: 'Paga en efectivo el monto exacto; OXXO cobra una comisión por operación.',
  },
  oxxoKeepTicket: { en: 'Keep the ticket: it is your receipt.', es: 'Conserva el ticket: es tu comprobante de pago.' },
  oxxoImportantTitle: { en: 'Important', es: 'Importante' },
  oxxoReferenceExpires: {
    en: 'The reference expires in 72 hours; then generate a new one.',
    es: 'La referencia vence en 72 horas; después genera una nueva.',
  },
  oxxoShowsWithinHour: {
    en: 'The payment shows on your loan within 1 hour.',
    es: 'El pago se refleja en tu préstamo en menos de 1 hora.',
  },
  upiTitle: { en: 'How to pay by UPI', es: 'Cómo pagar por UPI' },
  upiTapOrScan: {
    en: 'Tap Pay with a UPI app, or scan the QR code from another phone.',
    es: 'Toca Pagar con una app UPI, o escanea el código QR desde otro teléfono.',
  },
  upiCheckPayee: {
    en: 'Check that the payee is the one shown here and the amount is what you owe.',
    es: 'Revisa que el beneficiario sea el que te mostramos y el monto sea el que debes.',
  },
  upiReferenceInNote: {
    en: 'The payment reference is already in the note; confirm with your UPI PIN.',
    es: 'La referencia de pago ya va en la nota; confirma con tu PIN de UPI.',
  },
  sevenElevenTitle: { en: 'How to pay at 7-Eleven', es: 'Cómo pagar en 7-Eleven' },
  sevenElevenAskCashier: {
    en: 'Ask the cashier for a bill payment to Lend H5.',
    es: 'Pide en caja un pago de servicios a Lend H5.',
  },
  sevenElevenPayExact: {
    en: 'Pay the exact amount and keep your ticket.',
    es: 'Paga el monto exacto y conserva tu ticket.',
  },
  cashpointTitle: { en: 'How to pay in cash', es: 'Cómo pagar en efectivo' },
  cashpointShowBarcode: {
    en: 'Show the barcode at a partner retail point.',
    es: 'Muestra el código de barras en un punto asociado.',
  },
  cashpointPayExact: {
    en: 'Pay the exact amount and keep the receipt.',
    es: 'Paga el monto exacto y conserva el recibo.',
  },
});
