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
