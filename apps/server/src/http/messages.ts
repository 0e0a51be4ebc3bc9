import { defineMessages } from './wording.ts';

/** Failures any call may meet, worded by the error handler and the session check. */
export const COMMON = defineMessages('common', {
  sessionUnknown: {
    en: 'Your session has expired. Please log in again.',
    es: 'Tu sesión ha expirado. Vuelve a iniciar sesión.',
  },
  invalidRequest: { en: 'Invalid request', es: 'Solicitud no válida' },
  /** `detail` names the field and the problem, in English (zod's own wording). */
  invalidDetail: { en: 'Invalid request: {detail}', es: 'Solicitud no válida: {detail}' },
  /** A field the call takes from the query or the body came in both, with different values. */
  queryBodyDiffer: {
    en: 'Invalid request: {field} differs between the address and the form',
    es: 'Solicitud no válida: {field} no coincide entre la dirección y el formulario',
  },
  orderNotFound: { en: 'Order not found', es: 'No encontramos ese pedido' },
  rateLimited: { en: 'Too many requests. Please try again later.', es: 'Demasiadas solicitudes. Inténtalo más tarde.' },
  payloadTooLarge: { en: 'The request is too large', es: 'La solicitud es demasiado grande' },
  notFound: { en: 'Not found', es: 'No encontrado' },
  internal: { en: 'Something went wrong. Please try again.', es: 'Algo salió mal. Inténtalo de nuevo.' },
  notConfigured: {
    en: 'This service is not configured yet ({setting}). Please try again later.',
    es: 'Este servicio aún no está configurado ({setting}). Inténtalo más tarde.',
  },

  // q-scale: the database is unreachable (answered 503; nothing was saved)
  serviceUnavailable: {
    en: 'The service is temporarily unavailable. Nothing was saved; please try again in a moment.',
    es: 'El servicio no está disponible por el momento. No se guardó nada; inténtalo de nuevo en un momento.',
  },
});
