import { z } from 'zod';
import { defineCall } from '../call.ts';
import { PROMO_CAPTCHA_MAX, PROMO_SMS_MAX } from '../constants.ts';

/** Mainland-style mobile number as the spec validates it: 11 digits, 1 then 3–9. */
export const PROMO_PHONE_PATTERN = /^1[3-9]\d{9}$/;

const attribution = {
  app_from: z.string().max(64).default(''),
  user_from: z.string().max(64).default(''),
  utm_tag: z.string().max(64).default(''),
};
const trackQuery = {
  page_id: z.string().max(64).default(''),
  client_type: z.string().max(32).default(''),
  page_type: z.coerce.number().int().default(1),
  ...attribution,
};
const phone = z.string().regex(PROMO_PHONE_PATTERN, 'phone must be 11 digits starting with 1 and 3-9');
const capcode = z.string().min(1).max(PROMO_CAPTCHA_MAX);
const sid = z.string().min(8).max(64);

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
  request: z.object({ templateId: z.coerce.number().int().positive() }),
  data: z.object({ id: z.number().int(), content: landingContentSchema }),
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
export const getCaptchaQuerySchema = z.object({ sid, t: z.string().max(20).optional() });

export const getSms = defineCall({
  name: 'get-sms',
  family: 'promotion',
  method: 'POST',
  path: '/promotion/get-sms',
  auth: 'public',
  summary: 'Send an SMS code after checking the picture captcha (rate limited per phone and IP)',
  request: z.object({
    phone,
    capcode,
    sid,
    deviceId: z.string().max(128).default(''),
    appName: z.string().max(32),
    ...attribution,
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
  request: z.object({ ...trackQuery, phone: z.string().max(20).default('') }),
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
    deviceId: z.string().max(128).default(''),
    appName: z.string().max(32),
    merchantNumber: z.string().max(32).default(''),
    userName: z.string().max(64).default(''),
    smsCode: z.string().min(1).max(PROMO_SMS_MAX),
    invite_code: z.string().max(32).default(''),
    id: z.coerce.number().int().positive(),
    ...attribution,
  }),
  data: z.object({ downloadUrl: z.string() }),
});
