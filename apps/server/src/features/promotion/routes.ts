import {
  channelTemplate,
  FAILURE_CODE,
  GET_CAPTCHA_PATH,
  getCaptchaQuerySchema,
  getSid,
  getSms,
  PROMO_CODE,
  promotionBase,
  register,
  trackClick,
  trackVisit,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/database.ts';
import { Failure, notFound } from '../../http/failure.ts';
import { registerCall } from '../../http/register-call.ts';
import { word } from '../../http/wording.ts';
import { issueCode, verifyCode } from '../../platform/one-time-codes.ts';
import { type Locale, languageOf, setLocale } from '../../plugins/locale.ts';
import { checkCaptcha, drawCaptcha, issueSid, spendCaptcha } from './captcha.ts';
import {
  type LandingTemplate,
  landingAnswer,
  landingCallLocale,
  landingTemplate,
  registrationPhone,
} from './landing.ts';
import { PROMO } from './messages.ts';
import { recordEvent } from './tracking.ts';
import { trafficRoutes } from './traffic-route.ts';

const PURPOSE = 'promotion-register';

/**
 * A landing call speaks for its template: its market (phone rule, SMS) and wording, `language=1|2` overriding the
 * wording. It replaces the edge's in-app locale on the request, so every refusal the error handler words, and the SMS,
 * is in the landing's language. Until the template is read (or when the call names none) it is the spec's original.
 */
function speakFor(request: FastifyRequest, template: LandingTemplate | null): Locale {
  const { market, wordingSet } = landingCallLocale(template, languageOf(request));
  const locale = { market, wording: wordingSet };
  setLocale(request, locale);
  return locale;
}

/** The template a call names, refused in the landing's words when it does not exist; the call then speaks for it. */
async function namedTemplate(app: FastifyInstance, request: FastifyRequest, id: number): Promise<LandingTemplate> {
  const template = await landingTemplate(app.db, id);
  if (!template) throw notFound(PROMO.templateNotFound);
  speakFor(request, template);
  return template;
}

/** The typed phone in E.164 for the landing's market, refused when it is not one of its numbers. */
function phoneOf(locale: Locale, typed: string): string {
  const phone = registrationPhone(locale.market, typed);
  if (phone === null) throw new Failure(FAILURE_CODE.invalidRequest, PROMO.phoneInvalid, 400);
  return phone;
}

/** Test hook: outside production the answer of each drawing is kept readable for /dev/captcha. */
async function revealForTests(tx: Queryable, sid: string, answer: string): Promise<void> {
  await tx.query(
    `insert into promotion_captcha_reveals (sid, answer) values ($1, $2)
     on conflict (sid) do update set answer = excluded.answer, created_at = now()`,
    [sid, answer],
  );
}

/** Promotion landing calls under `/api/v2/{provider}/…` (spec §7, §8). */
export async function promotionRoutes(app: FastifyInstance) {
  const reveal = app.config.NODE_ENV === 'production' ? undefined : revealForTests;
  // Every landing call starts as the spec's original landing (or `language=1|2`), also for a refusal of its input.
  app.addHook('onRequest', async (request) => {
    speakFor(request, null);
  });

  registerCall(app, channelTemplate, async ({ templateId }, request) => {
    const template = await namedTemplate(app, request, templateId);
    return landingAnswer(template, landingCallLocale(template, languageOf(request)));
  });

  registerCall(app, trackVisit, async (input, request) => {
    await recordEvent(app.db, { kind: 'visit', ...input, ip: request.ip });
    return {};
  });

  registerCall(app, trackClick, async (input, request) => {
    await recordEvent(app.db, { kind: 'click', ...input, ip: request.ip });
    return {};
  });

  registerCall(app, getSid, async () => ({ sid: await issueSid(app.db) }));

  app.get(
    promotionBase(app.config.PROVIDER) + GET_CAPTCHA_PATH,
    { schema: { querystring: getCaptchaQuerySchema }, config: { family: 'promotion' } },
    async (request, reply) => {
      const { sid } = request.query as z.output<typeof getCaptchaQuerySchema>;
      const svg = await drawCaptcha(app.db, sid, { reveal: reveal && ((tx, answer) => reveal(tx, sid, answer)) });
      if (!svg) throw notFound(PROMO.sidUnknown);
      // Each request draws a new image: never cache it, and never let a shared cache hand it to someone else.
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    },
  );

  registerCall(app, getSms, async (input, request) => {
    if (input.id !== undefined) await namedTemplate(app, request, input.id);
    // Checked before the captcha, so a mistyped number does not burn the drawing.
    const phone = phoneOf(request.locale, input.phone);
    const captcha = await checkCaptcha(app.db, {
      sid: input.sid,
      answer: input.capcode,
      phone,
      step: 'sms',
    });
    if (captcha !== 'ok') throw new Failure(PROMO_CODE.wrongCaptcha, PROMO.captchaWrong, 400);
    const appName = app.config.PROMO_APP_NAME;
    const sent = await issueCode(app.db, app.sms, {
      purpose: PURPOSE,
      subject: phone,
      phone,
      ip: request.ip,
      message: (code) => word(request.locale, PROMO.smsText, { app: appName, code }),
    });
    if (!sent.ok) {
      const minutes = Math.ceil(sent.retryAfterS / 60);
      const refusal =
        sent.reason === 'too-soon'
          ? PROMO.smsTooSoon
          : sent.reason === 'phone-hourly-cap'
            ? PROMO.smsHourlyCap
            : sent.reason === 'ip-hourly-cap'
              ? PROMO.smsIpCap
              : PROMO.smsBlockCap;
      throw new Failure(FAILURE_CODE.rateLimited, refusal, 429, { seconds: sent.retryAfterS, minutes });
    }
    return {};
  });

  registerCall(app, register, async (input, request) => {
    const template = await namedTemplate(app, request, input.id);
    const phone = phoneOf(request.locale, input.phone);
    const captcha = await checkCaptcha(app.db, {
      sid: input.sid,
      answer: input.capcode,
      phone,
      step: 'register',
    });
    if (captcha !== 'ok') {
      throw new Failure(PROMO_CODE.registerWrongCaptcha, PROMO.captchaWrong, 400);
    }
    const code = await verifyCode(app.db, { purpose: PURPOSE, subject: phone, code: input.smsCode });
    if (code !== 'ok') {
      throw new Failure(FAILURE_CODE.invalidRequest, code === 'wrong' ? PROMO.smsWrong : PROMO.smsDead, 400);
    }
    const created = await app.db.transaction(async (tx) => {
      const rows = await tx.query(
        `insert into promotion_registrations (phone, template_id, app_name, merchant_number, user_name, invite_code,
                                              device_id, app_from, user_from, utm_tag, ip)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (phone) do nothing
         returning id`,
        [
          phone,
          template.id,
          input.appName,
          input.merchantNumber || app.config.DEFAULT_MERCHANT_NUMBER,
          input.userName,
          input.invite_code,
          input.deviceId,
          input.app_from,
          input.user_from,
          input.utm_tag,
          request.ip,
        ],
      );
      await spendCaptcha(tx, input.sid);
      return rows.length > 0;
    });
    if (!created) throw new Failure(PROMO_CODE.alreadyRegistered, PROMO.alreadyRegistered, 409);
    return { downloadUrl: template.content.downloadUrl };
  });

  await app.register(trafficRoutes);
}
