import {
  channelTemplate,
  FAILURE_CODE,
  GET_CAPTCHA_PATH,
  getCaptchaQuerySchema,
  getPowChallenge,
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
import { type Message, smsWording, word } from '../../http/wording.ts';
import {
  codesSentToday,
  type IssueCodeResult,
  ipVelocity,
  issueCode,
  verifyCode,
} from '../../platform/one-time-codes.ts';
import { type Locale, languageOf, setLocale } from '../../plugins/locale.ts';
import { checkCaptcha, drawCaptcha, issueSid, releaseCaptchaPass, spendCaptcha } from './captcha.ts';
import {
  type LandingTemplate,
  landingAnswer,
  landingCallLocale,
  landingTemplate,
  registrationPhone,
} from './landing.ts';
import { PROMO } from './messages.ts';
import { createPowChallenge, spendPowSolution } from './proof-of-work.ts';
import { recordEvent, sidIsLive } from './tracking.ts';

const PURPOSE = 'promotion-register';

/**
 * A landing call speaks for its template: its market (phone rule, SMS) and wording, `language=1|2` overriding the
 * wording. It replaces the edge's in-app locale on the request, so every refusal the error handler words, and the SMS,
 * is in the landing's language. Until the template is read (or when the call names none) it is the Chinese landing's.
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

/** "12 min", "3 h 20 min", "45 s": the wait of a refusal in the landing's language. */
function waitWords(locale: Locale, seconds: number): string {
  if (seconds <= 60) return word(locale, PROMO.waitSeconds, { n: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return word(locale, PROMO.waitMinutes, { n: minutes });
  return word(locale, PROMO.waitHours, { h: Math.floor(minutes / 60), m: minutes % 60 });
}

const REFUSAL_MESSAGE: Record<Extract<IssueCodeResult, { ok: false }>['reason'], Message> = {
  'too-soon': PROMO.smsTooSoon,
  'phone-hourly-cap': PROMO.smsHourlyCap,
  'phone-daily-cap': PROMO.smsDailyCap,
  'ip-cooldown': PROMO.smsIpCooldown,
  'prefix-hourly-cap': PROMO.smsPrefixCap,
  'market-daily-budget': PROMO.smsMarketBudget,
};

/**
 * Promotion landing calls under `/api/v2/{provider}/…`, answering string codes (`'0'`, `'00'`, `'101'`, `'11'`,
 * `'-1'`).
 */
export async function promotionRoutes(app: FastifyInstance) {
  const reveal = app.config.NODE_ENV === 'production' ? undefined : revealForTests;
  const dailyBudget = app.config.SMS_DAILY_BUDGET;
  const hardCaptchaAfter = app.config.SMS_IP_HARD_CAPTCHA_AFTER;
  // Every landing call starts as the Chinese landing (or `language=1|2`), also for a refusal of its input.
  app.addHook('onRequest', async (request) => {
    speakFor(request, null);
  });

  /**
   * The harder captcha: for an address sending many codes, and for everyone once the codes of all markets together
   * reach one market's budget (a drawing is made before the visitor's number, hence market, is known).
   */
  const hardCaptchaNeeded = async (ip: string) =>
    (await ipVelocity(app.db, ip)) >= hardCaptchaAfter || (await codesSentToday(app.db, PURPOSE)) >= dailyBudget;

  /** Tracking counts what a real landing did: an existing template, a live sid, once per sid (and phone). */
  const checkTracked = async (input: { page_id: string; sid: string }, request: FastifyRequest) => {
    const templateId = /^[1-9]\d{0,8}$/.test(input.page_id) ? Number(input.page_id) : null;
    if (templateId === null) throw notFound(PROMO.templateNotFound);
    await namedTemplate(app, request, templateId);
    if (!(await sidIsLive(app.db, input.sid))) throw notFound(PROMO.sidUnknown);
  };

  registerCall(app, channelTemplate, async ({ templateId }, request) => {
    const template = await namedTemplate(app, request, templateId);
    return landingAnswer(template, landingCallLocale(template, languageOf(request)));
  });

  registerCall(app, trackVisit, async (input, request) => {
    await checkTracked(input, request);
    await recordEvent(app.db, { kind: 'visit', ...input, ip: request.ip });
    return {};
  });

  registerCall(app, trackClick, async (input, request) => {
    await checkTracked(input, request);
    // One click per (sid, number): the number as its landing's market reads it, however it was typed.
    const phone = phoneOf(request.locale, input.phone);
    await recordEvent(app.db, { kind: 'click', ...input, phone, ip: request.ip });
    return {};
  });

  registerCall(app, getSid, async () => ({ sid: await issueSid(app.db) }));

  registerCall(app, getPowChallenge, async () =>
    createPowChallenge(app.config.PROOF_OF_WORK_KEY, app.config.PROMO_POW_MAX_NUMBER),
  );

  app.get(
    promotionBase(app.config.PROVIDER) + GET_CAPTCHA_PATH,
    { schema: { querystring: getCaptchaQuerySchema }, config: { family: 'promotion' } },
    async (request, reply) => {
      const { sid } = request.query as z.output<typeof getCaptchaQuerySchema>;
      const png = await drawCaptcha(app.db, sid, {
        mode: (await hardCaptchaNeeded(request.ip)) ? 'hard' : 'normal',
        reveal: reveal && ((tx, answer) => reveal(tx, sid, answer)),
      });
      if (!png) throw notFound(PROMO.sidUnknown);
      // Each request draws a new image: never cache it, and never let a shared cache hand it to someone else.
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  registerCall(app, getSms, async (input, request) => {
    if (input.id !== undefined) await namedTemplate(app, request, input.id);
    // Checked before the captcha, so a mistyped number or a stale proof-of-work does not burn the drawing.
    const phone = phoneOf(request.locale, input.phone);
    if ((await spendPowSolution(app.db, app.config.PROOF_OF_WORK_KEY, input.pow)) !== 'ok')
      throw new Failure(FAILURE_CODE.invalidRequest, PROMO.powRefused, 400);
    const captcha = await checkCaptcha(app.db, {
      sid: input.sid,
      answer: input.capcode,
      phone,
      step: 'sms',
      requireHard: await hardCaptchaNeeded(request.ip),
    });
    if (captcha === 'too-easy') throw new Failure(PROMO_CODE.wrongCaptcha, PROMO.captchaHarder, 400);
    if (captcha !== 'ok') throw new Failure(PROMO_CODE.wrongCaptcha, PROMO.captchaWrong, 400);
    const appName = app.config.PROMO_APP_NAME;
    const sent = await issueCode(app.db, app.sms, {
      purpose: PURPOSE,
      subject: phone,
      phone,
      market: request.locale.market,
      ip: request.ip,
      message: (code) => smsWording(request.locale, PROMO.smsText, { app: appName, code }),
      dailyBudget: dailyBudget,
      key: app.config.ONE_TIME_CODE_KEY,
    });
    if (!sent.ok) {
      await releaseCaptchaPass(app.db, input.sid);
      const wait = waitWords(request.locale, sent.retryAfterS);
      throw new Failure(FAILURE_CODE.rateLimited, REFUSAL_MESSAGE[sent.reason], 429, { wait });
    }
    const alert = sent.budgetAlert;
    if (alert?.level === 'warn')
      request.log.warn({ smsBudget: alert }, "a market's registration codes reached the warning level of its budget");
    if (alert?.level === 'over')
      request.log.error(
        { smsBudget: alert },
        "a market's registration codes are over the day's budget: new numbers are refused, captchas are hard",
      );
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
    const code = await verifyCode(app.db, {
      purpose: PURPOSE,
      subject: phone,
      code: input.smsCode,
      key: app.config.ONE_TIME_CODE_KEY,
    });
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
}
