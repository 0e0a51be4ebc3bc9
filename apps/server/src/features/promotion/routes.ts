import {
  channelTemplate,
  FAILURE_CODE,
  GET_CAPTCHA_PATH,
  getCaptchaQuerySchema,
  getSid,
  getSms,
  landingContentSchema,
  PROMO_CODE,
  promotionBase,
  register,
  SMS_IP_HARD_CAPTCHA_AFTER,
  SPEC_ORIGINAL,
  trackClick,
  trackVisit,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/database.ts';
import { Failure, notFound } from '../../http/failure.ts';
import { type PromoMessageKey, promoMessage } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  codesSentToday,
  type IssueCodeResult,
  ipVelocity,
  issueCode,
  verifyCode,
} from '../../platform/one-time-codes.ts';
import { checkCaptcha, drawCaptcha, issueSid, spendCaptcha } from './captcha.ts';
import { recordEvent, sidIsLive } from './tracking.ts';
import { trafficRoutes } from './traffic-route.ts';

const PURPOSE = 'promotion-register';

/** The landing's `language` from the raw query: the parsed query of a call keeps only the call's own fields. */
const languageOfUrl = (request: FastifyRequest) =>
  new URLSearchParams(request.url.split('?')[1] ?? '').get('language') ?? undefined;

const say = (request: FastifyRequest, key: PromoMessageKey, values?: Record<string, string | number>) =>
  promoMessage(key, languageOfUrl(request), values);

/** Test hook: outside production the answer of each drawing is kept readable for /dev/captcha. */
async function revealForTests(tx: Queryable, sid: string, answer: string): Promise<void> {
  await tx.query(
    `insert into promotion_captcha_reveals (sid, answer) values ($1, $2)
     on conflict (sid) do update set answer = excluded.answer, created_at = now()`,
    [sid, answer],
  );
}

/** "12 min", "3 h 20 min", "45 s": the wait of a refusal in the landing's language. */
function waitWords(request: FastifyRequest, seconds: number): string {
  if (seconds <= 60) return say(request, 'promoWaitSeconds', { n: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return say(request, 'promoWaitMinutes', { n: minutes });
  return say(request, 'promoWaitHours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

const REFUSAL_MESSAGE: Record<Extract<IssueCodeResult, { ok: false }>['reason'], PromoMessageKey> = {
  'too-soon': 'promoSmsTooSoon',
  'phone-hourly-cap': 'promoSmsHourlyCap',
  'phone-daily-cap': 'promoSmsDailyCap',
  'ip-cooldown': 'promoSmsIpCooldown',
};

async function landingTemplate(app: FastifyInstance, id: number) {
  const [row] = await app.db.query<{ id: number; content: unknown }>(
    'select id, content from landing_templates where id = $1',
    [id],
  );
  if (!row) return null;
  // jsonb arrives parsed from PGlite and node-postgres alike; the schema guards operator edits.
  const content = landingContentSchema.parse(typeof row.content === 'string' ? JSON.parse(row.content) : row.content);
  return { id: Number(row.id), content };
}

/** Promotion landing calls under `/api/v2/{provider}/…` (spec §7, §8). */
export async function promotionRoutes(app: FastifyInstance) {
  const reveal = app.config.NODE_ENV === 'production' ? undefined : revealForTests;
  const dailyBudget = app.config.SMS_DAILY_BUDGET;

  /** The harder captcha: for an address sending many codes, and for everyone once the day's budget is spent. */
  const hardCaptchaNeeded = async (ip: string) =>
    (await ipVelocity(app.db, ip)) >= SMS_IP_HARD_CAPTCHA_AFTER ||
    (await codesSentToday(app.db, PURPOSE)) >= dailyBudget;

  /** Tracking counts what a real landing did: an existing template, a live sid, once per sid (and phone). */
  const checkTracked = async (input: { page_id: string; sid: string }, request: FastifyRequest) => {
    const templateId = /^[1-9]\d{0,8}$/.test(input.page_id) ? Number(input.page_id) : null;
    if (templateId === null || !(await landingTemplate(app, templateId)))
      throw notFound(say(request, 'promoTemplateNotFound'));
    if (!(await sidIsLive(app.db, input.sid))) throw notFound(say(request, 'promoSidUnknown'));
  };

  registerCall(app, channelTemplate, async ({ templateId }, request) => {
    const template = await landingTemplate(app, templateId);
    if (!template) throw notFound(say(request, 'promoTemplateNotFound'));
    return template;
  });

  registerCall(app, trackVisit, async (input, request) => {
    await checkTracked(input, request);
    await recordEvent(app.db, { kind: 'visit', ...input, ip: request.ip });
    return {};
  });

  registerCall(app, trackClick, async (input, request) => {
    await checkTracked(input, request);
    await recordEvent(app.db, { kind: 'click', ...input, ip: request.ip });
    return {};
  });

  registerCall(app, getSid, async () => ({ sid: await issueSid(app.db) }));

  app.get(
    promotionBase(app.config.PROVIDER) + GET_CAPTCHA_PATH,
    { schema: { querystring: getCaptchaQuerySchema }, config: { family: 'promotion' } },
    async (request, reply) => {
      const { sid } = request.query as z.output<typeof getCaptchaQuerySchema>;
      const png = await drawCaptcha(app.db, sid, {
        mode: (await hardCaptchaNeeded(request.ip)) ? 'hard' : 'normal',
        reveal: reveal && ((tx, answer) => reveal(tx, sid, answer)),
      });
      if (!png) throw notFound(say(request, 'promoSidUnknown'));
      // Each request draws a new image: never cache it, and never let a shared cache hand it to someone else.
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  registerCall(app, getSms, async (input, request) => {
    const captcha = await checkCaptcha(app.db, {
      sid: input.sid,
      answer: input.capcode,
      phone: input.phone,
      step: 'sms',
      requireHard: await hardCaptchaNeeded(request.ip),
    });
    if (captcha === 'too-easy') throw new Failure(PROMO_CODE.wrongCaptcha, say(request, 'promoCaptchaHarder'), 400);
    if (captcha !== 'ok') throw new Failure(PROMO_CODE.wrongCaptcha, say(request, 'promoCaptchaWrong'), 400);
    const appName = app.config.PROMO_APP_NAME;
    const sent = await issueCode(app.db, app.sms, {
      purpose: PURPOSE,
      subject: input.phone,
      phone: input.phone,
      // The landing takes the specification's 11-digit numbers (PROMO_PHONE_PATTERN).
      market: SPEC_ORIGINAL,
      ip: request.ip,
      message: (code) => say(request, 'promoSmsText', { app: appName, code }),
      dailyBudget: dailyBudget,
    });
    if (!sent.ok) {
      const wait = waitWords(request, sent.retryAfterS);
      throw new Failure(FAILURE_CODE.rateLimited, say(request, REFUSAL_MESSAGE[sent.reason], { wait }), 429);
    }
    const alert = sent.budgetAlert;
    if (alert?.level === 'warn')
      request.log.warn({ smsBudget: alert }, 'registration codes sent today reached the warning level of the budget');
    if (alert?.level === 'over')
      request.log.error({ smsBudget: alert }, 'registration codes sent today are over the budget: captchas are hard');
    return {};
  });

  registerCall(app, register, async (input, request) => {
    const template = await landingTemplate(app, input.id);
    if (!template) throw notFound(say(request, 'promoTemplateNotFound'));
    const captcha = await checkCaptcha(app.db, {
      sid: input.sid,
      answer: input.capcode,
      phone: input.phone,
      step: 'register',
    });
    if (captcha !== 'ok') {
      throw new Failure(PROMO_CODE.registerWrongCaptcha, say(request, 'promoCaptchaWrong'), 400);
    }
    const code = await verifyCode(app.db, { purpose: PURPOSE, subject: input.phone, code: input.smsCode });
    if (code !== 'ok') {
      throw new Failure(
        FAILURE_CODE.invalidRequest,
        say(request, code === 'wrong' ? 'promoSmsWrong' : 'promoSmsDead'),
        400,
      );
    }
    const created = await app.db.transaction(async (tx) => {
      const rows = await tx.query(
        `insert into promotion_registrations (phone, template_id, app_name, merchant_number, user_name, invite_code,
                                              device_id, app_from, user_from, utm_tag, ip)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (phone) do nothing
         returning id`,
        [
          input.phone,
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
    if (!created) throw new Failure(PROMO_CODE.alreadyRegistered, say(request, 'promoAlreadyRegistered'), 409);
    return { downloadUrl: template.content.downloadUrl };
  });

  await app.register(trafficRoutes);
}
