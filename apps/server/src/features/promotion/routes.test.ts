import { FAILURE_CODE, PROMO_APP_NAME, PROMO_CODE } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, query } from '../../testing/test-app.ts';

const BASE = '/api/v2/lend';
const STAFF_TOKEN = 'staff-token-for-tests-0123456789';

let phoneCounter = 0;
/** A phone no other test uses: 11 digits, 1 then 3–9. */
const uniquePhone = () => `139${String(Date.now() % 1e4).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`;
/** How the server keeps a number of the spec's original landing (template 3, or a call naming no template). */
const e164 = (phone: string) => `+86${phone}`;
/** The demo templates: 1 Mexico, 2 India, 3 the specification's original landing. */
const SPEC_TEMPLATE = 3;

describe('promotion landing calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ STAFF_TOKEN });
  });
  afterAll(() => app.close());

  async function newCaptcha(): Promise<{ sid: string; answer: string }> {
    const sid = (await app.inject({ url: `${BASE}/promotion/get-sid` })).json().data.sid as string;
    const image = await app.inject({ url: `${BASE}/promotion/get-captcha?sid=${sid}&t=1` });
    expect(image.statusCode).toBe(200);
    const answer = (await app.inject({ url: `/dev/captcha?sid=${sid}` })).json().answer as string;
    return { sid, answer };
  }

  const smsBody = (phone: string, captcha: { sid: string; answer: string }) => ({
    phone,
    capcode: captcha.answer,
    sid: captcha.sid,
    deviceId: 'device-1',
    appName: PROMO_APP_NAME,
    app_from: 'ads',
    user_from: 'u1',
    utm_tag: 'spring',
  });

  const sendSms = (phone: string, captcha: { sid: string; answer: string }, ip = '10.0.0.1', language?: string) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/promotion/get-sms${language ? `?language=${language}` : ''}`,
      payload: smsBody(phone, captcha),
      remoteAddress: ip,
    });

  async function smsCode(phone: string): Promise<string> {
    const outbox = (await app.inject({ url: `/dev/sms-outbox?phone=${phone}` })).json();
    const code = /\d{6}/.exec(outbox.messages[0]?.body ?? '')?.[0];
    if (!code) throw new Error(`no SMS code for ${phone}`);
    return code;
  }

  const registerBody = (phone: string, captcha: { sid: string; answer: string }, code: string) => ({
    ...smsBody(phone, captcha),
    merchantNumber: '',
    userName: '',
    smsCode: code,
    invite_code: '',
    id: SPEC_TEMPLATE,
  });

  const registerCall = (phone: string, captcha: { sid: string; answer: string }, code: string) =>
    app.inject({ method: 'POST', url: `${BASE}/promotion/register`, payload: registerBody(phone, captcha, code) });

  describe('channel-template', () => {
    it('answers the landing config with code 00', async () => {
      const response = await app.inject({ url: `${BASE}/service/channel/channel-template?templateId=1` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        code: '00',
        data: { id: 1, market: 'MX', wording: 'es', content: { title: 'Efectivo en minutos', maxAmount: 500_000 } },
      });
    });

    it('names each demo template market and default wording: 1 Mexico, 2 India, 3 the spec original', async () => {
      const read = async (id: number) =>
        (await app.inject({ url: `${BASE}/service/channel/channel-template?templateId=${id}` })).json().data;
      expect(await read(2)).toMatchObject({ market: 'IN', wording: 'en', content: { amountText: 'Up to {amount}' } });
      expect(await read(3)).toMatchObject({ market: 'CN', wording: 'zh', content: { buttonText: '立即申请' } });
    });

    it('answers the content in the set language=1|2 asks for, or in its own when it has none there', async () => {
      const read = async (id: number, language: string) =>
        (
          await app.inject({ url: `${BASE}/service/channel/channel-template?templateId=${id}&language=${language}` })
        ).json().data;
      expect(await read(1, '1')).toMatchObject({ market: 'MX', wording: 'en', content: { title: 'Cash in minutes' } });
      expect(await read(2, '2')).toMatchObject({
        market: 'IN',
        wording: 'es',
        content: { title: 'Efectivo en minutos' },
      });
      await app.db.query(
        `insert into landing_templates (id, market, wording, content) select 77, 'IN', 'en', content from landing_templates
          where id = 2 on conflict (id) do nothing`,
      );
      expect(await read(77, '2')).toMatchObject({ wording: 'en', content: { title: 'Cash in minutes' } });
    });

    it('answers 404 with a message in the landing language for an unknown template', async () => {
      const response = await app.inject({ url: `${BASE}/service/channel/channel-template?templateId=999` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: String(FAILURE_CODE.notFound), message: '推广页面不存在' });
      const english = await app.inject({ url: `${BASE}/service/channel/channel-template?templateId=999&language=1` });
      expect(english.json().message).toBe('This promotion page does not exist');
    });
  });

  describe('tracking', () => {
    it('records visits and clicks, counted per page_id and utm_tag for staff', async () => {
      const visit = {
        page_id: '1',
        user_from: 'u1',
        client_type: 'h5',
        page_type: 1,
        utm_tag: 'tag-a',
        app_from: 'fb',
      };
      for (let i = 0; i < 2; i += 1) {
        const response = await app.inject({ url: `${BASE}/promotion/track-visit?${query(visit)}` });
        expect(response.json()).toMatchObject({ code: PROMO_CODE.ok });
      }
      await app.inject({ url: `${BASE}/promotion/track-visit?${query({ ...visit, utm_tag: 'tag-b' })}` });
      const click = await app.inject({
        url: `${BASE}/promotion/track-click?${query({ ...visit, phone: '13912345678' })}`,
      });
      expect(click.json()).toMatchObject({ code: PROMO_CODE.ok });

      const [stored] = await app.db.query<{ phone: string; page_type: number }>(
        "select phone, page_type from promotion_events where kind = 'click' and utm_tag = 'tag-a'",
      );
      expect(stored).toEqual({ phone: '13912345678', page_type: 1 });

      const traffic = await app.inject({
        url: '/staff/promotion/traffic?page_id=1&utm_tag=tag-a',
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      });
      expect(traffic.json().data.rows).toEqual([{ pageId: '1', utmTag: 'tag-a', visits: 2, clicks: 1 }]);
    });

    it('refuses the traffic counts without the staff token', async () => {
      const response = await app.inject({ url: '/staff/promotion/traffic', headers: { authorization: 'Bearer nope' } });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('captcha', () => {
    it('issues a sid with code 0 and draws an uncached SVG of paths that does not contain its answer', async () => {
      const sidResponse = await app.inject({ url: `${BASE}/promotion/get-sid` });
      expect(sidResponse.json()).toMatchObject({ code: '0', data: { sid: expect.stringMatching(/^[0-9a-f]{32}$/) } });
      const sid = sidResponse.json().data.sid;
      const image = await app.inject({ url: `${BASE}/promotion/get-captcha?sid=${sid}&t=123` });
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.headers['cache-control']).toBe('no-store');
      expect(image.body).toMatch(/^<svg/);
      expect(image.body).not.toContain('<text');
      const { answer } = (await app.inject({ url: `/dev/captcha?sid=${sid}` })).json();
      expect(answer).toMatch(/^[A-Z0-9]{4}$/);
      expect(image.body).not.toContain(answer);
      const [row] = await app.db.query<{ answer_hash: Uint8Array }>(
        'select answer_hash from promotion_captchas where sid = $1',
        [sid],
      );
      expect(Buffer.from(row?.answer_hash ?? []).toString('utf8')).not.toContain(answer);
    });

    it('removes sessions a day after they died when issuing a new one', async () => {
      await app.db.query(
        "insert into promotion_captchas (sid, created_at) values ('old-session-0001', now() - interval '26 hours')",
      );
      await app.inject({ url: `${BASE}/promotion/get-sid` });
      expect(await app.db.query("select 1 from promotion_captchas where sid = 'old-session-0001'")).toHaveLength(0);
    });

    it('answers 404 for an unknown sid', async () => {
      const response = await app.inject({ url: `${BASE}/promotion/get-captcha?sid=0123456789abcdef` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(String(FAILURE_CODE.notFound));
    });

    it('burns a drawing on a wrong answer: the right answer afterwards is refused too (101)', async () => {
      const captcha = await newCaptcha();
      const wrong = await sendSms(uniquePhone(), { ...captcha, answer: captcha.answer === 'AAAA' ? 'CCCC' : 'AAAA' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: PROMO_CODE.wrongCaptcha, message: '图形验证码错误，请重新输入' });
      const right = await sendSms(uniquePhone(), captcha);
      expect(right.json().code).toBe(PROMO_CODE.wrongCaptcha);
    });

    it('lets one drawing send one SMS only', async () => {
      const captcha = await newCaptcha();
      expect((await sendSms(uniquePhone(), captcha)).json().code).toBe(PROMO_CODE.ok);
      expect((await sendSms(uniquePhone(), captcha)).json().code).toBe(PROMO_CODE.wrongCaptcha);
    });

    it('accepts the answer in lower case', async () => {
      const captcha = await newCaptcha();
      const response = await sendSms(uniquePhone(), { ...captcha, answer: captcha.answer.toLowerCase() });
      expect(response.json().code).toBe(PROMO_CODE.ok);
    });

    it('refuses a drawing older than five minutes', async () => {
      const captcha = await newCaptcha();
      await app.db.query("update promotion_captchas set expires_at = now() - interval '1 second' where sid = $1", [
        captcha.sid,
      ]);
      expect((await sendSms(uniquePhone(), captcha)).json().code).toBe(PROMO_CODE.wrongCaptcha);
    });
  });

  describe('get-sms', () => {
    it('sends a 6-digit code to the outbox and stores only its hash', async () => {
      const phone = uniquePhone();
      const response = await sendSms(phone, await newCaptcha());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: '0', message: 'ok', data: {} });
      const code = await smsCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      const rows = await app.db.query<{ code_hash: Uint8Array }>(
        'select code_hash from one_time_codes where phone = $1',
        [e164(phone)],
      );
      expect(rows).toHaveLength(1);
      expect(Buffer.from(rows[0]?.code_hash ?? []).toString('utf8')).not.toContain(code);
    });

    it('writes the SMS in the landing language', async () => {
      const phone = uniquePhone();
      await sendSms(phone, await newCaptcha(), '10.0.0.1', '1');
      const outbox = (await app.inject({ url: `/dev/sms-outbox?phone=${phone}` })).json();
      expect(outbox.messages[0].body).toMatch(/^\[lendh5\] Your registration code is \d{6}\./);
    });

    it('refuses a second SMS to the same phone within 60 s', async () => {
      const phone = uniquePhone();
      expect((await sendSms(phone, await newCaptcha())).json().code).toBe(PROMO_CODE.ok);
      const again = await sendSms(phone, await newCaptcha());
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe(String(FAILURE_CODE.rateLimited));
      expect(again.json().message).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    });

    it('refuses the sixth SMS to a phone within an hour', async () => {
      const phone = uniquePhone();
      for (const minutesAgo of [50, 40, 30, 20, 10]) {
        await app.db.query(
          `insert into one_time_codes (purpose, subject, phone, ip, salt, code_hash, created_at, expires_at)
           values ('promotion-register', $1, $1, '10.9.9.9', '\\x00', '\\x00', now() - make_interval(mins => $2),
                   now() - make_interval(mins => $2) + interval '5 minutes')`,
          [e164(phone), minutesAgo],
        );
      }
      const sixth = await sendSms(phone, await newCaptcha());
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toMatch(/^该手机号今日发送次数过多，请\d+分钟后再试$/);
    });

    it('refuses SMS from an IP that has used up its hourly allowance', async () => {
      const ip = '10.7.7.7';
      for (let i = 0; i < 20; i += 1) {
        await app.db.query(
          `insert into one_time_codes (purpose, subject, phone, ip, salt, code_hash, created_at, expires_at)
           values ('promotion-register', $1, $1, $2, '\\x00', '\\x00', now() - interval '2 minutes', now())`,
          [e164(uniquePhone()), ip],
        );
      }
      const refused = await sendSms(uniquePhone(), await newCaptcha(), ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^当前网络请求过多/);
    });

    it('refuses a malformed phone before anything else', async () => {
      const response = await sendSms('12345678901', await newCaptcha());
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(String(FAILURE_CODE.invalidRequest));
    });
  });

  describe('register', () => {
    it('registers a phone with the SMS code (0) and spends the captcha', async () => {
      const phone = uniquePhone();
      const captcha = await newCaptcha();
      await sendSms(phone, captcha);
      const response = await registerCall(phone, captcha, await smsCode(phone));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: '0',
        message: 'ok',
        data: { downloadUrl: '/promo.html#/downloadTemplate' },
      });
      const [row] = await app.db.query<{ merchant_number: string; utm_tag: string; template_id: number }>(
        'select merchant_number, utm_tag, template_id from promotion_registrations where phone = $1',
        [e164(phone)],
      );
      expect(row).toEqual({ merchant_number: 'M0001', utm_tag: 'spring', template_id: SPEC_TEMPLATE });
      // The same drawing cannot register again.
      const replay = await registerCall(phone, captcha, await smsCode(phone));
      expect(replay.json().code).toBe(PROMO_CODE.registerWrongCaptcha);
    });

    it('answers 11 for a phone that is already registered', async () => {
      const phone = uniquePhone();
      await app.db.query(
        "insert into promotion_registrations (phone, template_id, app_name, merchant_number, ip) values ($1, 3, 'x', 'M0001', '1.1.1.1')",
        [e164(phone)],
      );
      const captcha = await newCaptcha();
      await sendSms(phone, captcha);
      const response = await registerCall(phone, captcha, await smsCode(phone));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: PROMO_CODE.alreadyRegistered, message: '您已注册,请直接下载APP登录！' });
    });

    it('keeps one registration per phone when the same request is sent twice at once', async () => {
      const phone = uniquePhone();
      const captcha = await newCaptcha();
      await sendSms(phone, captcha);
      const code = await smsCode(phone);
      const answers = await Promise.all([registerCall(phone, captcha, code), registerCall(phone, captcha, code)]);
      expect(answers.map((a) => a.json().code).filter((c) => c === PROMO_CODE.ok)).toHaveLength(1);
      const rows = await app.db.query('select 1 from promotion_registrations where phone = $1', [e164(phone)]);
      expect(rows).toHaveLength(1);
    });

    it('answers -1 for a wrong captcha and leaves the SMS code usable', async () => {
      const phone = uniquePhone();
      const captcha = await newCaptcha();
      await sendSms(phone, captcha);
      const code = await smsCode(phone);
      const wrong = await registerCall(
        phone,
        { ...captcha, answer: captcha.answer === 'AAAA' ? 'CCCC' : 'AAAA' },
        code,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: PROMO_CODE.registerWrongCaptcha, message: '图形验证码错误，请重新输入' });
      // A new drawing (never used to send an SMS) registers with the code already received.
      const ok = await registerCall(phone, await newCaptcha(), code);
      expect(ok.json().code).toBe(PROMO_CODE.ok);
    });

    it('refuses a captcha passed for another phone (-1)', async () => {
      const phone = uniquePhone();
      const captcha = await newCaptcha();
      await sendSms(phone, captcha);
      const other = uniquePhone();
      const response = await registerCall(other, captcha, '123456');
      expect(response.json().code).toBe(PROMO_CODE.registerWrongCaptcha);
    });

    it('refuses a wrong SMS code without spending the captcha', async () => {
      const phone = uniquePhone();
      const captcha = await newCaptcha();
      await sendSms(phone, captcha);
      const code = await smsCode(phone);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await registerCall(phone, captcha, wrongCode);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: String(FAILURE_CODE.invalidRequest), message: '短信验证码错误' });
      expect((await registerCall(phone, captcha, code)).json().code).toBe(PROMO_CODE.ok);
    });

    it('refuses an SMS code that was never sent', async () => {
      const phone = uniquePhone();
      const response = await registerCall(phone, await newCaptcha(), '123456');
      expect(response.json()).toEqual({
        code: String(FAILURE_CODE.invalidRequest),
        message: '短信验证码已失效，请重新获取',
      });
    });

    it('refuses an unknown landing template', async () => {
      const phone = uniquePhone();
      const response = await app.inject({
        method: 'POST',
        url: `${BASE}/promotion/register`,
        payload: { ...registerBody(phone, await newCaptcha(), '123456'), id: 999 },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('a landing serves its template market', () => {
    /** The whole journey on template `id`: a drawing, the SMS (read back by the typed number), the registration. */
    async function registerOn(id: number, typed: string, language?: string) {
      const captcha = await newCaptcha();
      const lang = language ? `?language=${language}` : '';
      const body = { ...smsBody(typed, captcha), id };
      const sms = await app.inject({ method: 'POST', url: `${BASE}/promotion/get-sms${lang}`, payload: body });
      const outbox = (await app.inject({ url: `/dev/sms-outbox?phone=${encodeURIComponent(typed)}` })).json();
      const text = outbox.messages[0]?.body as string | undefined;
      const code = /\d{6}/.exec(text ?? '')?.[0] ?? '';
      const registered = await app.inject({
        method: 'POST',
        url: `${BASE}/promotion/register${lang}`,
        payload: { ...registerBody(typed, captcha, code), id },
      });
      return { sms, text, registered };
    }

    it('registers a Mexican number on template 1, kept in E.164, with a Spanish SMS', async () => {
      const typed = `55 ${String(1000 + (phoneCounter++ % 9000))} ${String(Date.now() % 1e4).padStart(4, '0')}`;
      const { sms, text, registered } = await registerOn(1, typed);
      expect(sms.json().code).toBe(PROMO_CODE.ok);
      expect(text).toMatch(/^\[lendh5\] Tu código de registro es \d{6}\./);
      expect(registered.json().code).toBe(PROMO_CODE.ok);
      const stored = `+52${typed.replace(/\D/g, '')}`;
      const rows = await app.db.query<{ template_id: number }>(
        'select template_id from promotion_registrations where phone = $1',
        [stored],
      );
      expect(rows).toEqual([{ template_id: 1 }]);
      const [sent] = await app.db.query<{ phone: string }>(
        "select phone from sms_outbox where purpose = 'promotion-register' and phone = $1",
        [stored],
      );
      expect(sent?.phone).toBe(stored);
    });

    it('registers an Indian number typed with +91 on template 2, with an English SMS', async () => {
      const national = `98${String(Date.now() % 1e4).padStart(4, '0')}${String(1000 + (phoneCounter++ % 9000))}`;
      const { text, registered } = await registerOn(2, `+91 ${national.slice(0, 5)} ${national.slice(5)}`);
      expect(text).toMatch(/^\[lendh5\] Your registration code is \d{6}\./);
      expect(registered.json().code).toBe(PROMO_CODE.ok);
      const rows = await app.db.query('select 1 from promotion_registrations where phone = $1', [`+91${national}`]);
      expect(rows).toHaveLength(1);
    });

    it("refuses another market's number in the template's words, before the drawing is spent", async () => {
      const captcha = await newCaptcha();
      const send = (id: number, phone: string, language = '') =>
        app.inject({
          method: 'POST',
          url: `${BASE}/promotion/get-sms${language}`,
          payload: { ...smsBody(phone, captcha), id },
        });
      const onMexico = await send(1, '13812345678');
      expect(onMexico.statusCode).toBe(400);
      expect(onMexico.json()).toEqual({
        code: String(FAILURE_CODE.invalidRequest),
        message: '¡Ingresa un número de teléfono válido!',
      });
      expect((await send(2, '55 1234 5678')).json().message).toBe('Please enter a valid phone number!');
      expect((await send(3, '98765 43210')).json().message).toBe('请正确输入手机号！');
      expect((await send(3, '98765 43210', '?language=1')).json().message).toBe('Please enter a valid phone number!');
      // The drawing is still good for a number of the market.
      expect((await send(3, uniquePhone())).json().code).toBe(PROMO_CODE.ok);
    });

    it('keeps the spec flow and Chinese messages on template 3, and language=1|2 overrides the wording', async () => {
      const phone = uniquePhone();
      const { text, registered } = await registerOn(SPEC_TEMPLATE, phone);
      expect(text).toMatch(/^【lendh5】您的注册验证码是\d{6}，5分钟内有效，请勿泄露。$/);
      expect(registered.json().code).toBe(PROMO_CODE.ok);
      const spanish = await registerOn(SPEC_TEMPLATE, uniquePhone(), '2');
      expect(spanish.text).toMatch(/^\[lendh5\] Tu código de registro es/);
    });
  });
});
