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

export function languageOf(query: unknown): string | undefined {
  if (typeof query === 'object' && query !== null && 'language' in query) {
    const value = (query as { language: unknown }).language;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}
