import {
  FAILURE_CODE,
  groupPhone,
  nationalPhone,
  PROMO_CAPTCHA_MAX,
  PROMO_CODE,
  PROMO_HASH_PATHS,
  PROMO_SMS_MAX,
  type RegistrationMarket,
} from '@loan/contract';
import { CLIENT_FAILURE } from '@/platform/call-request.ts';

/** Pure rules of the promotion landing: its phone, captcha and code checks, and what each answer code means. */

/**
 * A number of the landing's market (its template's): 10 digits in Mexico, 10 from 6–9 in India, 11 from 1[3-9]… on the
 * Chinese landing.
 */
export const isValidPromoPhone = (market: RegistrationMarket, phone: string): boolean =>
  nationalPhone(market, phone) !== null;

/**
 * The phone field as the visitor types: digits only, grouped as the market reads them (`55 1234 5678`,
 * `98765 43210`, `138 1234 5678`), at most a national number long. A pasted `+52 55 1234 5678` keeps its national part.
 */
export function landingPhoneInput(market: RegistrationMarket, typed: string): string {
  const digits = nationalPhone(market, typed) ?? typed.replace(/\D/g, '').slice(0, market.phone.nationalLength);
  return groupPhone(market, digits);
}

/** The field's placeholder values: how many digits, and an example of the market's own. */
export const phoneHint = (market: RegistrationMarket) => ({
  digits: market.phone.nationalLength,
  example: groupPhone(market, market.phone.example),
});
/** Required, at most 4 characters. */
export const isValidCaptcha = (captcha: string): boolean =>
  captcha.trim().length > 0 && captcha.trim().length <= PROMO_CAPTCHA_MAX;
/** Required, at most 6 characters. */
export const isValidSmsCode = (code: string): boolean => code.trim().length > 0 && code.trim().length <= PROMO_SMS_MAX;

/** The landing's hash route and its query: `#/downloadTemplate?id=1` → `{ path: '/downloadTemplate', query }`. */
export function parseHash(hash: string): { path: string; query: URLSearchParams } {
  const raw = hash.replace(/^#/, '') || '/';
  const [path = '/', search = ''] = raw.split('?');
  return { path: path || '/', query: new URLSearchParams(search) };
}

/**
 * The landing's route: the hash's path and query, or the page's own query (`promo.html?id=1&utm_tag=…`, the form the
 * server renders with its template) when the hash carries none. A hash query wins, so an ad link of the hash form
 * (`promo.html#/?id=1`) reads as it always did.
 */
export function landingRoute(hash: string, pageSearch: string): { path: string; query: URLSearchParams } {
  const route = parseHash(hash);
  return route.query.toString() === '' ? { path: route.path, query: new URLSearchParams(pageSearch) } : route;
}

/** What the landing's URL says about where the visitor came from (`app_from`, `user_from`, `utm_tag`). */
export interface LandingParams {
  templateId: number | undefined;
  app_from: string;
  user_from: string;
  utm_tag: string;
  invite_code: string;
  merchantNumber: string;
}

export function landingParams(query: URLSearchParams): LandingParams {
  const id = Number(query.get('id'));
  return {
    templateId: Number.isInteger(id) && id > 0 ? id : undefined,
    app_from: query.get('app_from') ?? '',
    user_from: query.get('user_from') ?? '',
    utm_tag: query.get('utm_tag') ?? '',
    invite_code: query.get('invite_code') ?? '',
    merchantNumber: query.get('merchantNumber') ?? '',
  };
}

/**
 * The hand-off to the download or agreement page: `app_from, user_from, utm_tag, id`, plus `down_id` for the
 * download page or `links_id` for the agreement, and the language so the next page speaks the same.
 */
export function handoffHash(
  target: 'download' | 'agreement',
  params: Pick<LandingParams, 'app_from' | 'user_from' | 'utm_tag' | 'templateId'>,
  language: string | undefined,
  registered = false,
): string {
  const query = new URLSearchParams({
    app_from: params.app_from,
    user_from: params.user_from,
    utm_tag: params.utm_tag,
    id: params.templateId === undefined ? '' : String(params.templateId),
  });
  query.set(target === 'download' ? 'down_id' : 'links_id', query.get('id') ?? '');
  if (language) query.set('language', language);
  if (registered) query.set('registered', '1');
  const path = target === 'download' ? PROMO_HASH_PATHS.download : PROMO_HASH_PATHS.agreement;
  return `#${path}?${query.toString()}`;
}

/** `client_type` of the tracking calls: the launch `clientType` when the app gave one, else the phone's system. */
export function clientTypeOf(userAgent: string, launchClientType?: string): string {
  if (launchClientType) return launchClientType;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'h5';
}

/** The download page was reached by registering (or finding the number registered): it says so first. */
export const cameRegistered = (query: URLSearchParams): boolean => query.get('registered') === '1';

export type SmsOutcome = 'sent' | 'keep-captcha' | 'refresh-captcha' | 'network';
/**
 * get-sms: `'0'` sent; a rate limit ("wait 45 s") leaves the drawing usable (the server releases it), so the typed
 * answer stays; `'101'` (wrong captcha) and every other refusal spend the drawing, so a new one is shown.
 */
export function smsOutcome(code: string): SmsOutcome {
  if (code === PROMO_CODE.ok) return 'sent';
  if (code === String(FAILURE_CODE.rateLimited)) return 'keep-captcha';
  if (code === CLIENT_FAILURE.network) return 'network';
  return 'refresh-captcha';
}

export type RegisterOutcome = 'registered' | 'already-registered' | 'refresh-captcha' | 'message' | 'network';
/** register: `'0'` success, `'11'` already registered, `'-1'` wrong captcha, others the server message. */
export function registerOutcome(code: string): RegisterOutcome {
  if (code === PROMO_CODE.ok) return 'registered';
  if (code === PROMO_CODE.alreadyRegistered) return 'already-registered';
  if (code === PROMO_CODE.registerWrongCaptcha) return 'refresh-captcha';
  if (code === CLIENT_FAILURE.network) return 'network';
  return 'message';
}

/** A piece of a text: plain, or the words of a link. */
export type TextPiece = { text: string; href?: string };
/**
 * A template's own line (its agreement text) cut around the phrases that name a document, each phrase a link to it:
 * the text stays the template's, the words are found where the landing's wording set says them.
 */
export function linkPhrases(text: string, links: readonly { words: string; href: string }[]): TextPiece[] {
  let pieces: TextPiece[] = [{ text }];
  for (const { words, href } of links) {
    if (!words) continue;
    pieces = pieces.flatMap((piece) => {
      const at = piece.href ? -1 : piece.text.indexOf(words);
      if (at < 0) return [piece];
      const after = piece.text.slice(at + words.length);
      return [{ text: piece.text.slice(0, at) }, { text: words, href }, ...(after ? [{ text: after }] : [])].filter(
        (part) => part.text,
      );
    });
  }
  return pieces;
}
