import { GLOSSARY } from '@loan/contract';
import { defineMessages } from '../../http/wording.ts';

/** What the complaint feature says to borrowers: failures it raises and the texts it answers, per wording set. */
export const COMPLAINT = defineMessages('complaint', {
  imageMissing: {
    en: 'problemImage: choose an image to upload',
    es: 'problemImage: elige una imagen para subir',
  },
  imageEmpty: { en: 'problemImage: the file is empty', es: 'problemImage: el archivo está vacío' },
  imageTooLarge: {
    en: 'problemImage: the image is larger than 10 MB',
    es: 'problemImage: la imagen pesa más de 10 MB',
  },
  imageNotAnImage: {
    en: 'problemImage: only JPEG, PNG or WebP photos can be uploaded',
    es: 'problemImage: solo se pueden subir fotos JPEG, PNG o WebP',
  },
  imageNotFound: { en: 'Image not found', es: 'No encontramos esa imagen' },
  imageNotYours: {
    en: 'problemImage: an image was not uploaded by you',
    es: 'problemImage: una de las imágenes no la subiste tú',
  },
  imageRepeated: {
    en: 'problemImage: the same image is attached twice',
    es: 'problemImage: la misma imagen está adjunta dos veces',
  },
  typeUnknown: { en: 'problemType: unknown complaint type', es: 'problemType: tipo de queja desconocido' },
  subTypeRequired: {
    en: 'problemSonType: choose a sub-type for this complaint type',
    es: 'problemSonType: elige un subtipo para este tipo de queja',
  },
  subTypeUnknown: {
    en: 'problemSonType: this sub-type does not belong to the complaint type',
    es: 'problemSonType: este subtipo no corresponde al tipo de queja',
  },
  orderRequired: {
    en: 'orderNo: choose the order this complaint is about',
    es: 'orderNo: elige el pedido de esta queja',
  },
  orderNotFound: { en: 'orderNo: order not found', es: 'orderNo: no encontramos ese pedido' },
  collectionUnsupported: {
    en: 'orderNo: The selected order does not support sending collection types',
    es: 'orderNo: La orden seleccionada no admite quejas de cobranza.',
  },
  notFound: { en: 'Complaint not found', es: 'No encontramos esa queja' },
  scoreNotAsked: {
    en: 'This complaint has no answer to score yet',
    es: 'Esta queja todavía no tiene una respuesta para calificar',
  },
  alreadyScored: { en: 'You have already scored this answer', es: 'Ya calificaste esta respuesta' },
  cursorInvalid: {
    en: 'cursor: this list position is not one we gave; open the list again from the top',
    es: 'cursor: esta posición de la lista no la dimos nosotros; abre la lista de nuevo desde el principio',
  },
  tabOpen: { en: 'In progress', es: 'En proceso' },
  tabReplied: { en: 'Replied', es: 'Respondidas' },
  rowOrderNo: { en: 'Order number', es: 'Número de pedido' },
  rowAppliedOn: { en: 'Applied on', es: 'Fecha de solicitud' },
  rowDisbursedOn: { en: 'Disbursed on', es: 'Fecha de desembolso' },
  rowDueOn: GLOSSARY.dueDate,
  imageTooManyPixels: {
    en: 'problemImage: the photo has too many pixels; send a smaller one',
    es: 'problemImage: la foto tiene demasiados píxeles; envía una más pequeña',
  },
  imageDamaged: {
    en: 'problemImage: this file is not a plain photo (damaged, or with something else inside)',
    es: 'problemImage: este archivo no es una foto normal (dañado o con otro contenido dentro)',
  },
  dailyCap: {
    en: 'You have filed {max} complaints in the last 24 hours, the most we take in a day. We are working on them; you can file another in {hours} h.',
    es: 'Presentaste {max} quejas en las últimas 24 horas, el máximo que recibimos en un día. Ya las estamos atendiendo; podrás presentar otra en {hours} h.',
  },
  imageHeic: {
    en: 'problemImage: HEIC photos cannot be read here; send it as JPEG (iPhone: Settings › Camera › Formats › Most Compatible) or send a screenshot',
    es: 'problemImage: no podemos leer fotos HEIC; envíala como JPEG (iPhone: Ajustes › Cámara › Formatos › Más compatible) o envía una captura de pantalla',
  },
  imageBusy: {
    en: 'problemImage: many photos are being received right now; please try again in a minute',
    es: 'problemImage: estamos recibiendo muchas fotos en este momento; inténtalo de nuevo en un minuto',
  },
  uploadQuota: {
    en: 'problemImage: you have sent the most photos allowed in one day; try again in {hours} h',
    es: 'problemImage: ya enviaste el máximo de fotos permitido en un día; inténtalo de nuevo en {hours} h',
  },
});

/**
 * The complaint types' titles, by the key a `complaint_types` row holds (`title_key`, migration 091). A type added
 * without a key words its own title in the row's `title_en`/`title_es`.
 */
export const COMPLAINT_TYPE_TITLE = defineMessages('complaintType', {
  collection: { en: 'Collection', es: 'Cobranza' },
  repayment: { en: 'Repayment', es: 'Pago' },
  loanApplication: { en: 'Loan application', es: 'Solicitud de préstamo' },
  other: { en: 'Other', es: 'Otro' },
  rudeLanguage: { en: 'Rude or threatening language', es: 'Lenguaje grosero o amenazante' },
  contactingFamily: { en: 'Contacting my family or friends', es: 'Contacto a mis familiares o amigos' },
  unreasonableHours: { en: 'Calls at unreasonable hours', es: 'Llamadas en horarios inadecuados' },
});
