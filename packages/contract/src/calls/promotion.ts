import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import { PROMO_CAPTCHA_MAX, PROMO_SMS_MAX } from '../constants.ts';
import { boundedString, positiveIntParam } from '../entities.ts';
import { PROMO_CODE } from '../envelope.ts';
import { WORDING_SETS, type WordingSet } from '../language.ts';
import {
  REGISTRATION_MARKET_IDS,
  REGISTRATION_MARKETS,
  type RegistrationMarket,
  type RegistrationMarketId,
  SPEC_ORIGINAL,
} from '../market.ts';

const optionalText = (max: number) => z._default(boundedString(max), '');
/**
 * Campaign tags come from ad networks' links, whatever their length: a long one is trimmed and cut to what is kept
 * rather than refused, so it never stops a visitor from registering.
 */
export const ATTRIBUTION_MAX = 64;
const attributionText = z._default(
  z.string().check(
    z.maxLength(2048),
    z.overwrite((text: string) => text.trim().slice(0, ATTRIBUTION_MAX)),
  ),
  '',
);
const attribution = {
  app_from: attributionText,
  user_from: attributionText,
  utm_tag: attributionText,
};
/**
 * A phone as the visitor typed it (digits, spaces, `+`, dashes, dots, brackets). Whether it is a number of the
 * landing's market is the server's check (`nationalPhone` with the template's market), worded in the landing's language.
 */
const phone = z.string().check(z.minLength(1), z.maxLength(24), z.regex(/^[\d\s+\-.()]+$/, 'phone must be digits'));
const capcode = z.string().check(z.minLength(1), z.maxLength(PROMO_CAPTCHA_MAX));
const sid = z.string().check(z.minLength(8), z.maxLength(64));
/** What get-sms and register both send: the visitor's phone, the drawing's answer, the device and app. */
const visitor = { phone, capcode, sid, deviceId: optionalText(128), appName: boundedString(32) };
/** Tracking names the landing's sid: one visit per sid and one click per (sid, phone) are counted. */
const trackQuery = {
  sid,
  page_id: optionalText(64),
  client_type: optionalText(32),
  page_type: z._default(positiveIntParam, 1),
  ...attribution,
};

export const landingContentSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  bannerUrl: z.string(),
  /** The amount line; `{amount}` is filled with `maxAmount` in the market's currency (`Hasta $5,000.00`). */
  amountText: z.string(),
  /** Minor units. */
  maxAmount: z._default(z.int().check(z.nonnegative()), 0),
  buttonText: z.string(),
  downloadUrl: z.string(),
  agreementText: z.string(),
});

/** The market a landing template serves (market.ts) and the wording set it opens in unless `language=1|2` says otherwise. */
export const landingMarketSchema = z.enum(REGISTRATION_MARKET_IDS as [RegistrationMarketId, ...RegistrationMarketId[]]);
/**
 * What `channel-template` answers: the template's market, and its content in the wording set the landing speaks
 * (`wording`: the template's own, or the one `language=1|2` asks for when the template has its content in that set).
 */
export const landingTemplateSchema = z.object({
  id: z.int(),
  market: landingMarketSchema,
  wording: z.enum(WORDING_SETS),
  content: landingContentSchema,
});
/** A template's content in other wording sets than its own, for `language=1|2` (stored beside it). */
export const landingTranslationsSchema = z.partialRecord(z.enum(WORDING_SETS), landingContentSchema);

export interface LandingLocale {
  market: RegistrationMarket;
  wordingSet: WordingSet;
}

/**
 * The market and wording of a landing, decided the same way on the page and on the server: the template's market; its
 * wording, unless `language=1|2` (`override`, from `wordingOverride`) asks for a set the template has its content in
 * (otherwise the page would mix the template's words with the set's). Without a template (a call naming none, a link
 * to a missing one) it is the Chinese landing (template 3), with its 11-digit rule and Chinese messages.
 */
export function landingLocale(
  template: {
    market: RegistrationMarketId;
    wording: WordingSet;
    translations?: Partial<Record<WordingSet, unknown>>;
  } | null,
  override: WordingSet | undefined,
): LandingLocale {
  if (!template) return { market: SPEC_ORIGINAL, wordingSet: override ?? SPEC_ORIGINAL.wordingSet };
  const worded = override !== undefined && (override === template.wording || template.translations?.[override]);
  return { market: REGISTRATION_MARKETS[template.market], wordingSet: worded ? override : template.wording };
}

export const channelTemplate = defineCall({
  name: 'channel-template',
  family: 'promotion',
  method: 'GET',
  path: '/service/channel/channel-template',
  auth: 'public',
  summary: 'Landing page configuration (code 00)',
  successCode: PROMO_CODE.templateOk,
  request: z.object({ templateId: positiveIntParam }),
  data: landingTemplateSchema,
});

export const trackVisit = defineCall({
  name: 'track-visit',
  family: 'promotion',
  method: 'GET',
  path: '/promotion/track-visit',
  auth: 'public',
  summary: 'Record a landing page visit',
  request: z.object(trackQuery),
  data: z.object({}),
});

export const getSid = defineCall({
  name: 'get-sid',
  family: 'promotion',
  method: 'GET',
  path: '/promotion/get-sid',
  auth: 'public',
  summary: 'A captcha session id (code 0)',
  request: z.object({}),
  data: z.object({ sid: z.string() }),
});

/**
 * A proof-of-work the landing solves before get-sms (the ALTCHA scheme): find `number` in 0..maxnumber with
 * SHA-256(salt + number) = challenge (hex). The server signed `challenge` (HMAC-SHA-256 with a key of its own), so it
 * checks an answer without keeping the challenge; `salt` ends in `?expires=<unix seconds>`. Each answer sends once.
 */
export const powChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.int().check(z.positive()),
  salt: z.string(),
  signature: z.string(),
});
/** What get-sms carries in `pow`: base64 of this JSON (the ALTCHA payload). */
export const powSolutionSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().check(z.maxLength(128)),
  number: z.int().check(z.nonnegative()),
  salt: z.string().check(z.maxLength(128)),
  signature: z.string().check(z.maxLength(128)),
});
export type PowChallenge = z.output<typeof powChallengeSchema>;
export type PowSolution = z.output<typeof powSolutionSchema>;

export const getPowChallenge = defineCall({
  name: 'pow-challenge',
  family: 'promotion',
  method: 'GET',
  path: '/promotion/pow-challenge',
  auth: 'public',
  summary: 'A signed proof-of-work challenge that get-sms needs solved (the ALTCHA scheme)',
  request: z.object({}),
  data: powChallengeSchema,
});

/** Answers an image, not an envelope. */
export const GET_CAPTCHA_PATH = '/promotion/get-captcha';
export const getCaptchaQuerySchema = z.object({ sid, t: z.optional(boundedString(20)) });

export const getSms = defineCall({
  name: 'get-sms',
  family: 'promotion',
  method: 'POST',
  path: '/promotion/get-sms',
  auth: 'public',
  summary:
    'Send an SMS code after checking the proof-of-work and the picture captcha (limited per phone, IP, block, market)',
  request: z.object({
    ...visitor,
    ...attribution,
    /** Ours: the landing template, whose market checks the phone and words the SMS (the Chinese landing without it). */
    id: z.optional(positiveIntParam),
    /** Ours: the solved pow-challenge, base64 of powSolutionSchema's JSON (a send costs the sender's CPU). */
    pow: z.string().check(z.minLength(1), z.maxLength(1024)),
  }),
  data: z.object({}),
});

export const trackClick = defineCall({
  name: 'track-click',
  family: 'promotion',
  method: 'GET',
  path: '/promotion/track-click',
  auth: 'public',
  summary: 'Record an apply click',
  request: z.object({ ...trackQuery, phone }),
  data: z.object({}),
});

export const register = defineCall({
  name: 'register',
  family: 'promotion',
  method: 'POST',
  path: '/promotion/register',
  auth: 'public',
  summary: 'Register a borrower with phone, picture captcha and SMS code',
  request: z.object({
    ...visitor,
    merchantNumber: optionalText(32),
    userName: optionalText(64),
    smsCode: z.string().check(z.minLength(1), z.maxLength(PROMO_SMS_MAX)),
    invite_code: optionalText(32),
    id: positiveIntParam,
    ...attribution,
  }),
  data: z.object({ downloadUrl: z.string() }),
});
