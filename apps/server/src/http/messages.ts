import { promoWordingSetFromLanguage } from '@loan/contract';
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

// Promotion landing (issue 8). The landing's default set is the spec's Chinese; `language=1|2` gives English/Spanish.
const PROMO_MESSAGES = {
  promoTemplateNotFound: {
    zh: '推广页面不存在',
    en: 'This promotion page does not exist',
    es: 'Esta página de promoción no existe',
  },
  promoSidUnknown: {
    zh: '图形验证码已失效，请刷新页面',
    en: 'The picture code has expired, please reload the page',
    es: 'El código de la imagen expiró, recarga la página',
  },
  promoCaptchaWrong: {
    zh: '图形验证码错误，请重新输入',
    en: 'Wrong picture code, please try the new one',
    es: 'Código de la imagen incorrecto, prueba con el nuevo',
  },
  // The real wait, whichever limit refuses: `{wait}` is one of the promoWait* texts below.
  promoSmsTooSoon: {
    zh: '发送过于频繁，请{wait}后再试',
    en: 'Too many codes: try again in {wait}',
    es: 'Demasiados códigos: inténtalo en {wait}',
  },
  promoSmsHourlyCap: {
    zh: '该手机号一小时内发送次数过多，请{wait}后再试',
    en: 'Too many codes for this phone this hour: try again in {wait}',
    es: 'Demasiados códigos para este teléfono en una hora: inténtalo en {wait}',
  },
  promoSmsDailyCap: {
    zh: '该手机号24小时内发送次数过多，请{wait}后再试',
    en: 'Too many codes for this phone in 24 hours: try again in {wait}',
    es: 'Demasiados códigos para este teléfono en 24 horas: inténtalo en {wait}',
  },
  promoSmsIpCooldown: {
    zh: '当前网络请求过多，请{wait}后再试',
    en: 'Too many codes from this network: try again in {wait}',
    es: 'Demasiados códigos desde esta red: inténtalo en {wait}',
  },
  promoWaitSeconds: { zh: '{n}秒', en: '{n} s', es: '{n} s' },
  promoWaitMinutes: { zh: '{n}分钟', en: '{n} min', es: '{n} min' },
  promoWaitHours: { zh: '{h}小时{m}分钟', en: '{h} h {m} min', es: '{h} h {m} min' },
  promoCaptchaHarder: {
    zh: '请输入新的图形验证码',
    en: 'Please type the new picture code',
    es: 'Escribe el nuevo código de la imagen',
  },
  promoSmsWrong: {
    zh: '短信验证码错误',
    en: 'Wrong SMS code',
    es: 'Código SMS incorrecto',
  },
  promoSmsDead: {
    zh: '短信验证码已失效，请重新获取',
    en: 'The SMS code is no longer valid, please request a new one',
    es: 'El código SMS ya no es válido, solicita uno nuevo',
  },
  promoAlreadyRegistered: {
    zh: '您已注册,请直接下载APP登录！',
    en: 'You are already registered, please download the APP and sign in!',
    es: 'Ya estás registrado, descarga la app e inicia sesión.',
  },
  promoSmsText: {
    zh: '【{app}】您的注册验证码是{code}，5分钟内有效，请勿泄露。',
    en: '[{app}] Your registration code is {code}. It expires in 5 minutes; do not share it.',
    es: '[{app}] Tu código de registro es {code}. Vence en 5 minutos; no lo compartas.',
  },
} as const;

export type PromoMessageKey = keyof typeof PROMO_MESSAGES;

/** A promotion message in the landing's language, with `{name}` markers filled. */
export function promoMessage(key: PromoMessageKey, language: unknown, values: Record<string, string | number> = {}) {
  const set = promoWordingSetFromLanguage(typeof language === 'string' ? language : undefined);
  return PROMO_MESSAGES[key][set].replace(/\{(\w+)\}/g, (marker, name: string) => String(values[name] ?? marker));
}
