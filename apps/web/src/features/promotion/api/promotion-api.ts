import {
  type CallRequest,
  channelTemplate,
  GET_CAPTCHA_PATH,
  getPowChallenge,
  getSid,
  getSms,
  register,
  trackClick,
  trackVisit,
} from '@loan/contract';
import { env } from '@/config/env.ts';
import { toQueryString } from '@/config/paths.ts';
import { familyBase } from '@/platform/call-request.ts';
import { familyRequest } from '@/platform/online.ts';

/** The promotion calls. Each resolves with `{ ok, code, message, data }` and never rejects. */

export const loadLandingTemplate = (templateId: number) => familyRequest(channelTemplate, { templateId });
export const recordVisit = (query: CallRequest<typeof trackVisit>) => familyRequest(trackVisit, query);
export const recordClick = (query: CallRequest<typeof trackClick>) => familyRequest(trackClick, query);
export const requestSid = () => familyRequest(getSid, {});
export const requestPowChallenge = () => familyRequest(getPowChallenge, {});
export const sendSmsCode = (body: CallRequest<typeof getSms>) => familyRequest(getSms, body);
export const registerPhone = (body: CallRequest<typeof register>) => familyRequest(register, body);

/** The picture captcha of a sid; a new time stamp draws a new image (and kills the previous answer). */
export function captchaImageUrl(sid: string, stamp: number = Date.now()): string {
  return `${env.VITE_API_BASE}${familyBase('promotion')}${GET_CAPTCHA_PATH}?${toQueryString({ sid, t: stamp })}`;
}
