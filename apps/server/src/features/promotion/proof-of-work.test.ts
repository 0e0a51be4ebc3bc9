import { createHash } from 'node:crypto';
import {
  FAILURE_CODE,
  POW_CHALLENGE_TTL_S,
  POW_MAX_NUMBER_DEFAULT,
  PROMO_CODE,
  powChallengeSchema,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSid, solveCaptcha, solvedPow, solvePow } from '../../testing/promotion-client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createPowChallenge } from './proof-of-work.ts';

const BASE = '/api/v2/lend/promotion';
let phoneSeq = 0;
/** A number of the Chinese landing (template 3) in a block of its own. */
const freshPhone = () => `137${String(++phoneSeq).padStart(4, '0')}5555`;

describe("get-sms asks for a proof-of-work (the ALTCHA scheme, the server's own key)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** get-sms with a freshly solved captcha and `pow` as given (undefined: none at all). */
  const getSms = async (pow: string | undefined, phone = freshPhone()) => {
    const sid = await newSid(app);
    const capcode = await solveCaptcha(app, sid);
    const body = { phone, capcode, sid, appName: 'lendh5', ...(pow === undefined ? {} : { pow }) };
    return {
      sid,
      capcode,
      phone,
      response: await app.inject({ method: 'POST', url: `${BASE}/get-sms`, payload: body }),
    };
  };
  const outboxOf = async (phone: string) =>
    (await app.db.query('select 1 from sms_outbox where phone = $1', [`+86${phone}`])).length;
  const encode = (solution: object) => Buffer.from(JSON.stringify(solution)).toString('base64');

  it('sends a code for a solved challenge, once: the same answer again is refused', async () => {
    const pow = await solvedPow(app);
    const first = await getSms(pow);
    expect(first.response.json().code).toBe(PROMO_CODE.ok);
    const replay = await getSms(pow);
    expect(replay.response.statusCode).toBe(400);
    expect(replay.response.json()).toEqual({
      code: String(FAILURE_CODE.invalidRequest),
      message: '页面校验未通过，请重试',
    });
    expect(await outboxOf(replay.phone)).toBe(0);
  });

  it('sends nothing without one, for a wrong number, a forged signature or an expired challenge', async () => {
    const missing = await getSms(undefined);
    expect(missing.response.statusCode).toBe(400);
    const challenge = powChallengeSchema.parse((await app.inject({ url: `${BASE}/pow-challenge` })).json().data);
    const right = JSON.parse(Buffer.from(solvePow(challenge), 'base64').toString()) as { number: number };
    const wrongNumber = encode({ ...right, number: right.number + 1 });
    // A challenge the attacker makes and signs with a key of their own: its number is known without any work.
    const forged = createPowChallenge('an-attackers-own-key-of-32-characters-or-more', 1000);
    const expired = createPowChallenge(
      app.config.PROOF_OF_WORK_KEY,
      1000,
      new Date(Date.now() - POW_CHALLENGE_TTL_S * 1000 - 1000),
    );
    for (const pow of [wrongNumber, solvePow(forged), solvePow(expired), 'not base64 json', encode({ number: 1 })]) {
      const refused = await getSms(pow);
      expect(refused.response.statusCode).toBe(400);
      expect(refused.response.json().message).toBe('页面校验未通过，请重试');
      expect(await outboxOf(refused.phone)).toBe(0);
    }
  });

  it('keeps the drawing when the proof-of-work is refused: the visitor sends again with the same answer', async () => {
    const refused = await getSms('bm90IGEgc29sdXRpb24=');
    expect(refused.response.statusCode).toBe(400);
    const again = await app.inject({
      method: 'POST',
      url: `${BASE}/get-sms`,
      payload: {
        phone: refused.phone,
        capcode: refused.capcode,
        sid: refused.sid,
        appName: 'lendh5',
        pow: await solvedPow(app),
      },
    });
    expect(again.json().code).toBe(PROMO_CODE.ok);
  });

  it('answers a signed challenge whose number lies in 0..the setting, expiring in the salt', async () => {
    const at = Date.now();
    const challenge = powChallengeSchema.parse((await app.inject({ url: `${BASE}/pow-challenge` })).json().data);
    expect(challenge.maxnumber).toBe(app.config.PROMO_POW_MAX_NUMBER);
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBeGreaterThan(at);
    expect(expires * 1000).toBeLessThanOrEqual(at + POW_CHALLENGE_TTL_S * 1000 + 1000);
    const { number } = JSON.parse(Buffer.from(solvePow(challenge), 'base64').toString()) as { number: number };
    expect(
      createHash('sha256')
        .update(challenge.salt + number)
        .digest('hex'),
    ).toBe(challenge.challenge);
  });

  it(`costs a sender about ${POW_MAX_NUMBER_DEFAULT / 2} hashes a code by default`, async () => {
    const production = await buildTestApp({ PROMO_POW_MAX_NUMBER: String(POW_MAX_NUMBER_DEFAULT) });
    try {
      const numbers: number[] = [];
      for (let i = 0; i < 20; i++) {
        const answer = await production.inject({ url: `${BASE}/pow-challenge` });
        const challenge = powChallengeSchema.parse(answer.json().data);
        expect(challenge.maxnumber).toBe(POW_MAX_NUMBER_DEFAULT);
        numbers.push((JSON.parse(Buffer.from(solvePow(challenge), 'base64').toString()) as { number: number }).number);
      }
      // Uniform in 0..max: 20 draws average near the middle (far from the cheap end a bot would hope for).
      const mean = numbers.reduce((a, b) => a + b, 0) / numbers.length;
      expect(mean).toBeGreaterThan(POW_MAX_NUMBER_DEFAULT * 0.2);
      expect(new Set(numbers).size).toBe(20);
    } finally {
      await production.close();
    }
  });
});
