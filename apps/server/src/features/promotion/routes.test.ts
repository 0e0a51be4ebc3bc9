import {
  FAILURE_CODE,
  PROMO_APP_NAME,
  PROMO_CODE,
  SMS_IP_COOLDOWN_AFTER,
  SMS_IP_HARD_CAPTCHA_AFTER,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedPow } from '../../testing/promotion-client.ts';
import { staffBearer } from '../../testing/staff-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';
import { CAPTCHA_PNG_BYTES } from './captcha-image.ts';

const BASE = '/api/v2/lend';

let ipCounter = 0;
/** An address no other request of the suite used: neither fast enough for the hard captcha nor cooling down. */
const quietIp = () => `10.20.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
let phoneCounter = 0;
/** A phone no other test uses: 11 digits, 1 then 3–9. */
const uniquePhone = () => `139${String(Date.now() % 1e4).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`;
/** How the server keeps a number of the Chinese landing (template 3, or a call naming no template). */
const e164 = (phone: string) => `+86${phone}`;
/** The demo templates: 1 Mexico, 2 India, 3 the Chinese landing. */
const SPEC_TEMPLATE = 3;

describe('promotion landing calls', () => {
  let app: FastifyInstance;
  let staffAuth: string;
  beforeAll(async () => {
    app = await buildTestApp();
    staffAuth = await staffBearer(app, 'agent.mx@demo.test');
  });
  afterAll(() => app.close());

  async function newCaptcha(ip = quietIp()): Promise<{ sid: string; answer: string }> {
    const sid = (await app.inject({ url: `${BASE}/promotion/get-sid` })).json().data.sid as string;
    const image = await app.inject({ url: `${BASE}/promotion/get-captcha?sid=${sid}&t=1`, remoteAddress: ip });
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

  const sendSms = async (phone: string, captcha: { sid: string; answer: string }, ip = quietIp(), language?: string) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/promotion/get-sms${language ? `?language=${language}` : ''}`,
      payload: { ...smsBody(phone, captcha), pow: await solvedPow(app) },
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
        data: {
          id: 1,
          market: 'MX',
          wording: 'es',
          content: { title: 'Tu préstamo desde el celular', maxAmount: 500_000 },
        },
      });
    });

    it('names each demo template market and default wording: 1 Mexico, 2 India, 3 the Chinese landing', async () => {
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
      expect(await read(1, '1')).toMatchObject({
        market: 'MX',
        wording: 'en',
        content: { title: 'A loan from your phone' },
      });
      expect(await read(2, '2')).toMatchObject({
        market: 'IN',
        wording: 'es',
        content: { title: 'Tu préstamo desde el celular' },
      });
      await app.db.query(
        `insert into landing_templates (id, market, wording, content) select 77, 'IN', 'en', content from landing_templates
          where id = 2 on conflict (id) do nothing`,
      );
      expect(await read(77, '2')).toMatchObject({ wording: 'en', content: { title: 'A loan from your phone' } });
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
    const newSid = async () => (await app.inject({ url: `${BASE}/promotion/get-sid` })).json().data.sid as string;
    const visitOf = (sid: string, utm_tag: string) => ({
      sid,
      page_id: '1',
      user_from: 'u1',
      client_type: 'h5',
      page_type: 1,
      utm_tag,
      app_from: 'fb',
    });
    const track = (kind: 'visit' | 'click', values: Record<string, string | number>, ip = '10.0.0.1') =>
      app.inject({ url: `${BASE}/promotion/track-${kind}?${query(values)}`, remoteAddress: ip });
    const counts = async (utmTag: string) =>
      (
        await app.inject({
          url: `/staff/api/promotion/traffic?page_id=1&utm_tag=${utmTag}`,
          headers: { authorization: staffAuth },
        })
      ).json().data.rows;

    it('records visits and clicks, counted per page_id and utm_tag for staff', async () => {
      const [first, second] = [await newSid(), await newSid()];
      for (const sid of [first, second]) {
        const response = await track('visit', visitOf(sid, 'tag-a'));
        expect(response.json()).toMatchObject({ code: PROMO_CODE.ok });
      }
      await track('visit', visitOf(await newSid(), 'tag-b'));
      // Template 1 serves Mexico: a Mexican number, however typed, is stored in E.164.
      const click = await track('click', { ...visitOf(first, 'tag-a'), phone: '55 1234 5678' });
      expect(click.json()).toMatchObject({ code: PROMO_CODE.ok });

      const [stored] = await app.db.query<{ phone: string; page_type: number }>(
        "select phone, page_type from promotion_events where kind = 'click' and utm_tag = 'tag-a'",
      );
      expect(stored).toEqual({ phone: '+525512345678', page_type: 1 });
      expect(await counts('tag-a')).toEqual([{ pageId: '1', utmTag: 'tag-a', visits: 2, applyClicks: 1 }]);
    });

    it('counts one visit per sid and one click per sid and phone, however often they are sent', async () => {
      const sid = await newSid();
      for (let i = 0; i < 30; i += 1) {
        expect((await track('visit', visitOf(sid, 'tag-once'), `10.1.0.${i}`)).statusCode).toBe(200);
        const phone = i % 2 === 0 ? '5512340000' : '+52 55 1234 0001';
        expect((await track('click', { ...visitOf(sid, 'tag-once'), phone }, `10.1.0.${i}`)).statusCode).toBe(200);
      }
      expect(await counts('tag-once')).toEqual([{ pageId: '1', utmTag: 'tag-once', visits: 1, applyClicks: 2 }]);
    });

    it('refuses a template that does not exist, a sid never issued, and a malformed phone, counting nothing', async () => {
      const sid = await newSid();
      for (const page_id of ['999', '0', '1e0', ' 1', '01', 'x']) {
        const response = await track('visit', { ...visitOf(sid, 'tag-fake'), page_id });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('推广页面不存在');
      }
      expect((await track('visit', visitOf('f'.repeat(32), 'tag-fake'))).statusCode).toBe(404);
      expect((await track('visit', { ...visitOf(sid, 'tag-fake'), sid: '' })).statusCode).toBe(400);
      for (const phone of ['', '12345678901', '1391234567x', '139123456789'])
        expect((await track('click', { ...visitOf(sid, 'tag-fake'), phone })).statusCode).toBe(400);
      const rows = await app.db.query("select 1 from promotion_events where utm_tag = 'tag-fake'");
      expect(rows).toEqual([]);
    });

    it('refuses the traffic counts without a staff token', async () => {
      const response = await app.inject({
        url: '/staff/api/promotion/traffic',
        headers: { authorization: 'Bearer nope' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('captcha', () => {
    it('issues a sid with code 0 and draws an uncached PNG of a fixed length that does not contain its answer', async () => {
      const sidResponse = await app.inject({ url: `${BASE}/promotion/get-sid` });
      expect(sidResponse.json()).toMatchObject({ code: '0', data: { sid: expect.stringMatching(/^[0-9a-f]{32}$/) } });
      const sid = sidResponse.json().data.sid;
      const image = await app.inject({ url: `${BASE}/promotion/get-captcha?sid=${sid}&t=123` });
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('no-store');
      expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(image.rawPayload.length).toBe(CAPTCHA_PNG_BYTES);
      expect(image.headers['content-disposition']).toBeUndefined();
      const { answer } = (await app.inject({ url: `/dev/captcha?sid=${sid}` })).json();
      expect(answer).toMatch(/^[A-Z0-9]{4}$/);
      expect(image.rawPayload.toString('latin1')).not.toMatch(new RegExp(`${answer}|<svg|<path`));
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
      await sendSms(phone, await newCaptcha(), quietIp(), '1');
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
      // The oldest of the five is 50 minutes old: free again in 10 minutes, and the message says so (not "today").
      expect(sixth.json().message).toBe('该手机号一小时内发送次数过多，请10分钟后再试');
      const english = await sendSms(phone, await newCaptcha(), quietIp(), '1');
      expect(english.json().message).toBe('Too many codes for this phone this hour: try again in 10 min');
    });

    it('refuses the eleventh SMS to a phone within a day, saying the hours and minutes left', async () => {
      const phone = uniquePhone();
      for (const minutesAgo of [1190, 1100, 1000, 900, 800, 700, 600, 500, 400, 300]) {
        await app.db.query(
          `insert into one_time_codes (purpose, subject, phone, ip, salt, code_hash, created_at, expires_at)
           values ('promotion-register', $1, $1, '10.9.9.9', '\\x00', '\\x00', now() - make_interval(mins => $2),
                   now() - make_interval(mins => $2) + interval '5 minutes')`,
          [e164(phone), minutesAgo],
        );
      }
      const refused = await sendSms(phone, await newCaptcha(), quietIp(), '1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many codes for this phone in 24 hours: try again in 4 h 10 min');
    });

    it('gives a busy address the hard captcha, refuses an easy one from it, then cools it down for minutes', async () => {
      const ip = '10.7.7.7';
      const seed = (count: number) =>
        app.db.query(
          `insert into one_time_codes (purpose, subject, phone, ip, salt, code_hash, created_at, expires_at)
           select 'promotion-register', p, p, $2, '\\x00', '\\x00', now() - interval '2 minutes', now()
             from (select '1390000' || lpad(g::text, 4, '0') || $3 as p from generate_series(1, $1) g) numbers`,
          [count, ip, ip.replace(/\D/g, '')],
        );
      await seed(SMS_IP_HARD_CAPTCHA_AFTER);
      const hardness = async (sid: string) =>
        (await app.db.query<{ hard: boolean }>('select hard from promotion_captchas where sid = $1', [sid]))[0]?.hard;
      // A drawing fetched from a quiet address is refused from the busy one; the page draws a new one.
      const easy = await newCaptcha();
      expect(await hardness(easy.sid)).toBe(false);
      const refused = await sendSms(uniquePhone(), easy, ip);
      expect(refused.json()).toEqual({ code: PROMO_CODE.wrongCaptcha, message: '请输入新的图形验证码' });
      const hard = await newCaptcha(ip);
      expect(await hardness(hard.sid)).toBe(true);
      expect((await sendSms(uniquePhone(), hard, ip)).json().code).toBe(PROMO_CODE.ok);

      await seed(SMS_IP_COOLDOWN_AFTER);
      const cooling = await sendSms(uniquePhone(), await newCaptcha(ip), ip);
      expect(cooling.statusCode).toBe(429);
      expect(cooling.json().message).toMatch(/^当前网络请求过多，请([1-9]|10)分钟后再试$/);
    });

    it('hardens the captcha of an address from the SMS_IP_HARD_CAPTCHA_AFTER the server is given', async () => {
      const raised = await buildTestApp({ SMS_IP_HARD_CAPTCHA_AFTER: String(SMS_IP_HARD_CAPTCHA_AFTER + 2) });
      try {
        const ip = '10.7.7.8';
        const seed = (from: number, count: number) =>
          raised.db.query(
            `insert into one_time_codes (purpose, subject, phone, ip, salt, code_hash, created_at, expires_at)
             select 'promotion-register', p, p, $3, '\\x00', '\\x00', now() - interval '2 minutes', now()
               from (select '1390001' || lpad(g::text, 4, '0') as p from generate_series($1::int, $2::int) g) numbers`,
            [from, from + count - 1, ip],
          );
        const hardness = async () => {
          const sid = (await raised.inject({ url: `${BASE}/promotion/get-sid` })).json().data.sid as string;
          const image = await raised.inject({ url: `${BASE}/promotion/get-captcha?sid=${sid}&t=1`, remoteAddress: ip });
          expect(image.statusCode).toBe(200);
          const [row] = await raised.db.query<{ hard: boolean }>('select hard from promotion_captchas where sid = $1', [
            sid,
          ]);
          return row?.hard;
        };
        await seed(1, SMS_IP_HARD_CAPTCHA_AFTER + 1);
        expect(await hardness(), 'one code under the raised threshold').toBe(false);
        await seed(SMS_IP_HARD_CAPTCHA_AFTER + 2, 1);
        expect(await hardness(), 'at the raised threshold').toBe(true);
      } finally {
        await raised.close();
      }
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
      const body = { ...smsBody(typed, captcha), id, pow: await solvedPow(app) };
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
      expect(text).toMatch(/^\[lendh5\] Tu codigo de registro es \d{6}\./);
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
      const send = async (id: number, phone: string, language = '') =>
        app.inject({
          method: 'POST',
          url: `${BASE}/promotion/get-sms${language}`,
          payload: { ...smsBody(phone, captcha), id, pow: await solvedPow(app) },
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

    it('keeps the original flow and Chinese messages on template 3, and language=1|2 overrides the wording', async () => {
      const phone = uniquePhone();
      const { text, registered } = await registerOn(SPEC_TEMPLATE, phone);
      expect(text).toMatch(/^【lendh5】您的注册验证码是\d{6}，5分钟内有效，请勿泄露。$/);
      expect(registered.json().code).toBe(PROMO_CODE.ok);
      const spanish = await registerOn(SPEC_TEMPLATE, uniquePhone(), '2');
      expect(spanish.text).toMatch(/^\[lendh5\] Tu codigo de registro es/);
    });
  });
});
