import { defineMessages } from '../../http/wording.ts';

/**
 * The promotion landing's messages. A landing speaks its template's market's wording set (`language=1|2` overrides
 * it); the Chinese set is the Chinese landing's (template 3), its messages word for word as that landing first
 * shipped them.
 */
export const PROMO = defineMessages('promo', {
  phoneInvalid: {
    zh: '请正确输入手机号！',
    en: 'Please enter a valid phone number!',
    es: '¡Ingresa un número de teléfono válido!',
  },
  templateNotFound: {
    zh: '推广页面不存在',
    en: 'This promotion page does not exist',
    es: 'Esta página de promoción no existe',
  },
  sidUnknown: {
    zh: '图形验证码已失效，请刷新页面',
    en: 'The picture code has expired, please reload the page',
    es: 'El código de la imagen expiró, recarga la página',
  },
  captchaWrong: {
    zh: '图形验证码错误，请重新输入',
    en: 'Wrong picture code, please try the new one',
    es: 'Código de la imagen incorrecto, prueba con el nuevo',
  },
  // The real wait, whichever limit refuses: `{wait}` is one of the wait* texts below.
  smsTooSoon: {
    zh: '发送过于频繁，请{wait}后再试',
    en: 'Too many codes: try again in {wait}',
    es: 'Demasiados códigos: inténtalo en {wait}',
  },
  smsHourlyCap: {
    zh: '该手机号一小时内发送次数过多，请{wait}后再试',
    en: 'Too many codes for this phone this hour: try again in {wait}',
    es: 'Demasiados códigos para este teléfono en una hora: inténtalo en {wait}',
  },
  smsDailyCap: {
    zh: '该手机号24小时内发送次数过多，请{wait}后再试',
    en: 'Too many codes for this phone in 24 hours: try again in {wait}',
    es: 'Demasiados códigos para este teléfono en 24 horas: inténtalo en {wait}',
  },
  smsIpCooldown: {
    zh: '当前网络请求过多，请{wait}后再试',
    en: 'Too many codes from this network: try again in {wait}',
    es: 'Demasiados códigos desde esta red: inténtalo en {wait}',
  },
  smsPrefixCap: {
    zh: '该号段一小时内发送次数过多，请{wait}后再试',
    en: 'Too many codes for numbers like this one this hour: try again in {wait}',
    es: 'Demasiados códigos para números como este en una hora: inténtalo en {wait}',
  },
  smsMarketBudget: {
    zh: '今日注册验证码已发完，请{wait}后再试',
    en: "Today's sign-up codes have all been sent: try again in {wait}",
    es: 'Ya se enviaron todos los códigos de registro de hoy: inténtalo en {wait}',
  },
  waitSeconds: { zh: '{n}秒', en: '{n} s', es: '{n} s' },
  waitMinutes: { zh: '{n}分钟', en: '{n} min', es: '{n} min' },
  waitHours: { zh: '{h}小时{m}分钟', en: '{h} h {m} min', es: '{h} h {m} min' },
  powRefused: {
    zh: '页面校验未通过，请重试',
    en: "The page's check did not pass, please try again",
    es: 'La verificación de la página no pasó, inténtalo de nuevo',
  },
  captchaHarder: {
    zh: '请输入新的图形验证码',
    en: 'Please type the new picture code',
    es: 'Escribe el nuevo código de la imagen',
  },
  smsWrong: {
    zh: '短信验证码错误',
    en: 'Wrong SMS code',
    es: 'Código SMS incorrecto',
  },
  smsDead: {
    zh: '短信验证码已失效，请重新获取',
    en: 'The SMS code is no longer valid, please request a new one',
    es: 'El código SMS ya no es válido, solicita uno nuevo',
  },
  alreadyRegistered: {
    zh: '您已注册,请直接下载APP登录！',
    en: 'You are already registered, please download the APP and sign in!',
    es: 'Ya estás registrado, descarga la app e inicia sesión.',
  },
  // GSM-7 only outside Chinese (no `ó`, no `₹`): one SMS each, and the words India's DLT templates are registered with
  // (platform/sms-segments.test.ts counts them).
  smsText: {
    zh: '【{app}】您的注册验证码是{code}，5分钟内有效，请勿泄露。',
    en: '[{app}] Your registration code is {code}. It expires in 5 minutes; do not share it.',
    es: '[{app}] Tu codigo de registro es {code}. Vence en 5 minutos; no lo compartas.',
  },
});
