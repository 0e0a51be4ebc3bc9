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
  trackClick,
  trackVisit,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/database.ts';
import { Failure, notFound } from '../../http/failure.ts';
import { type PromoMessageKey, promoMessage } from '../../http/messages.ts';
import { registerCall } from '../../http/register-call.ts';
import { issueCode, verifyCode } from '../../platform/one-time-codes.ts';
import { checkCaptcha, drawCaptcha, issueSid, spendCaptcha } from './captcha.ts';
import { recordEvent } from './tracking.ts';
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

  registerCall(app, channelTemplate, async ({ templateId }, request) => {
    const template = await landingTemplate(app, templateId);
    if (!template) throw notFound(say(request, 'promoTemplateNotFound'));
    return template;
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
      if (!svg) throw notFound(say(request, 'promoSidUnknown'));
      // Each request draws a new image: never cache it, and never let a shared cache hand it to someone else.
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    },
  );

  registerCall(app, getSms, async (input, request) => {
    const captcha = await checkCaptcha(app.db, {
      sid: input.sid,
      answer: input.capcode,
      phone: input.phone,
      step: 'sms',
    });
    if (captcha !== 'ok') throw new Failure(PROMO_CODE.wrongCaptcha, say(request, 'promoCaptchaWrong'), 400);
    const appName = app.config.PROMO_APP_NAME;
    const sent = await issueCode(app.db, app.sms, {
      purpose: PURPOSE,
      subject: input.phone,
      phone: input.phone,
      ip: request.ip,
      message: (code) => say(request, 'promoSmsText', { app: appName, code }),
    });
    if (!sent.ok) {
      const minutes = Math.ceil(sent.retryAfterS / 60);
      const key =
        sent.reason === 'too-soon'
          ? 'promoSmsTooSoon'
          : sent.reason === 'phone-hourly-cap'
            ? 'promoSmsHourlyCap'
            : sent.reason === 'ip-hourly-cap'
              ? 'promoSmsIpCap'
              : 'promoSmsBlockCap';
      throw new Failure(FAILURE_CODE.rateLimited, say(request, key, { seconds: sent.retryAfterS, minutes }), 429);
    }
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
