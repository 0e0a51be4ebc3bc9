/**
 * What never reaches a log line: a borrower's credentials (session ids, repay tokens, one-time and captcha codes, the
 * launch header sources) and phone numbers, of which only the last 4 digits are kept. Query parameters are read as the
 * server reads them, decoded: `session%49d=` is `sessionId=` to the router, so it is to the redaction too.
 */

/** Query and field names whose values are credentials, lower-cased. */
const SECRET_NAMES = new Set(
  [
    'sessionId',
    'repayToken',
    'token',
    'smsCode',
    'verifyCode',
    'capcode',
    'sid',
    'crp_phe',
    'dearest',
    'dearer',
    'swift',
    'eyes',
  ].map((name) => name.toLowerCase()),
);
const PHONE_NAME = /phone|mobile|msisdn/i;
/** A phone number inside text: 10 to 12 digits (a national number, with or without its country code). */
const PHONE_IN_TEXT = /(?<![\d.])\+?\d{10,12}(?![\d.])/g;

/** `13800138000` → `*******8000`. */
export function maskPhone(value: string): string {
  const keep = value.length > 4 ? 4 : 0;
  return '*'.repeat(value.length - keep) + value.slice(value.length - keep);
}

export const maskPhonesIn = (text: string): string => text.replace(PHONE_IN_TEXT, maskPhone);

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** One `name=value` pair of a query string, as logged. */
function redactPair(pair: string): string {
  const eq = pair.indexOf('=');
  if (eq < 0) return maskPhonesIn(pair);
  const rawName = pair.slice(0, eq);
  const name = decode(rawName).trim().toLowerCase();
  if (SECRET_NAMES.has(name)) return `${rawName}=[redacted]`;
  const value = pair.slice(eq + 1);
  if (PHONE_NAME.test(name)) return `${rawName}=${maskPhone(decode(value))}`;
  // Masked as the server reads the value (decoded), so `%20` before a number hides nothing and breaks nothing.
  const masked = maskPhonesIn(decode(value));
  return `${maskPhonesIn(rawName)}=${masked === decode(value) ? value : encodeURIComponent(masked)}`;
}

/** A request URL as logged: credentials in its query replaced, phone numbers masked. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return maskPhonesIn(url);
  return `${maskPhonesIn(url.slice(0, start))}?${url
    .slice(start + 1)
    .split('&')
    .map(redactPair)
    .join('&')}`;
}

/** Free text (a message, an error): every query string in it redacted like a URL's, every phone number masked. */
export const redactText = (text: string): string =>
  maskPhonesIn(text).replace(/\?[^\s"'`]*/g, (query) => redactUrl(query));

/** Fields the logger's serializers shape themselves (the request is redacted by its own serializer). */
const SERIALIZED = new Set(['req', 'res', 'err', 'error']);

/** A log call's argument with every string redacted and every phone-named field masked (plain data only). */
export function redactLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 6 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redactLogValue(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (depth === 0 && SERIALIZED.has(key)) return [key, item];
      if (SECRET_NAMES.has(key.toLowerCase()) && item !== undefined) return [key, '[redacted]'];
      if (PHONE_NAME.test(key) && (typeof item === 'string' || typeof item === 'number'))
        return [key, maskPhone(String(item))];
      return [key, redactLogValue(item, depth + 1)];
    }),
  );
}
