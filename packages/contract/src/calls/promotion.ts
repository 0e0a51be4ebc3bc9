import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import { PROMO_CAPTCHA_MAX, PROMO_PHONE_PATTERN, PROMO_SMS_MAX } from '../constants.ts';
import { boundedString, positiveIntParam } from '../entities.ts';
import { PROMO_CODE } from '../envelope.ts';

const optionalText = (max: number) => z._default(boundedString(max), '');
const attribution = {
  app_from: optionalText(64),
  user_from: optionalText(64),
  utm_tag: optionalText(64),
};
const phone = z.string().check(z.regex(PROMO_PHONE_PATTERN, 'phone must be 11 digits starting with 1 and 3-9'));
const capcode = z.string().check(z.minLength(1), z.maxLength(PROMO_CAPTCHA_MAX));
const sid = z.string().check(z.minLength(8), z.maxLength(64));
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
  amountText: z.string(),
  buttonText: z.string(),
  downloadUrl: z.string(),
  agreementText: z.string(),
});

export const channelTemplate = defineCall({
  name: 'channel-template',
  family: 'promotion',
  method: 'GET',
  path: '/service/channel/channel-template',
  auth: 'public',
  summary: 'Landing page configuration (code 00)',
  successCode: PROMO_CODE.templateOk,
  request: z.object({ templateId: positiveIntParam }),
  data: z.object({ id: z.int(), content: landingContentSchema }),
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

/** Answers an image, not an envelope. */
export const GET_CAPTCHA_PATH = '/promotion/get-captcha';
export const getCaptchaQuerySchema = z.object({ sid, t: z.optional(boundedString(20)) });

export const getSms = defineCall({
  name: 'get-sms',
  family: 'promotion',
  method: 'POST',
  path: '/promotion/get-sms',
  auth: 'public',
  summary: 'Send an SMS code after checking the picture captcha (rate limited per phone and IP)',
  request: z.object({ phone, capcode, sid, deviceId: optionalText(128), appName: boundedString(32), ...attribution }),
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
    phone,
    capcode,
    sid,
    deviceId: optionalText(128),
    appName: boundedString(32),
    merchantNumber: optionalText(32),
    userName: optionalText(64),
    smsCode: z.string().check(z.minLength(1), z.maxLength(PROMO_SMS_MAX)),
    invite_code: optionalText(32),
    id: positiveIntParam,
    ...attribution,
  }),
  data: z.object({ downloadUrl: z.string() }),
});
