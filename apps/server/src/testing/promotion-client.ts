import { createHash } from 'node:crypto';
import { type PowChallenge, powChallengeSchema } from '@loan/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * The promotion landing as a client drives it, through the real routes: a captcha session, a drawing, its answer
 * (read from the dev-tools window, which exists outside production only), then the SMS request or the registration.
 */
const base = '/api/v2/lend/promotion';
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

export async function newSid(app: FastifyInstance): Promise<string> {
  return (await app.inject({ url: `${base}/get-sid` })).json().data.sid;
}

/** Draws a new captcha for `sid` (as `ip` sees it: a busy address gets the hard one) and answers its text. */
export async function solveCaptcha(app: FastifyInstance, sid: string, ip = '127.0.0.1'): Promise<string> {
  await app.inject({ url: `${base}/get-captcha?sid=${sid}`, remoteAddress: ip });
  return (await app.inject({ url: `/dev/captcha?sid=${sid}` })).json().answer;
}

/**
 * Asks for a registration SMS code for `phone` from `ip`, with a freshly solved captcha; `templateId` names the landing
 * (its market), none is the Chinese landing (template 3).
 */
export async function requestSmsCode(
  app: FastifyInstance,
  phone: string,
  ip: string,
  sid?: string,
  templateId?: number,
): Promise<{ response: LightMyRequestResponse; sid: string; capcode: string }> {
  const session = sid ?? (await newSid(app));
  const capcode = await solveCaptcha(app, session, ip);
  return { response: await sendSms(app, { phone, ip, sid: session, capcode, templateId }), sid: session, capcode };
}

/**
 * The get-sms call itself, with a captcha solved beforehand (so many can be fired at the same moment), and a
 * proof-of-work: `pow` given, or solved now.
 */
export async function sendSms(
  app: FastifyInstance,
  input: { phone: string; ip: string; sid: string; capcode: string; templateId?: number; pow?: string },
): Promise<LightMyRequestResponse> {
  const named: Record<string, string> = input.templateId === undefined ? {} : { id: String(input.templateId) };
  const pow = input.pow ?? (await solvedPow(app, input.ip));
  return app.inject({
    method: 'POST',
    url: `${base}/get-sms`,
    remoteAddress: input.ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ phone: input.phone, capcode: input.capcode, sid: input.sid, appName: 'lendh5', pow, ...named }),
  });
}

/**
 * Registers with the captcha already passed for this phone by `requestSmsCode` on the same sid, on template 3 (the
 * spec's original landing, whose 11-digit rule an SMS request naming no template follows too) unless told another.
 */
export async function register(
  app: FastifyInstance,
  input: { phone: string; sid: string; capcode: string; smsCode: string },
  templateId = 3,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${base}/register`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ ...input, appName: 'lendh5', id: String(templateId) }),
  });
}

/** The newest SMS code sent to `phone` (kept in E.164 by the landing: `+86…`), read from the demo outbox. */
export async function newestCode(app: FastifyInstance, phone: string): Promise<string | undefined> {
  const [row] = await app.db.query<{ body: string }>(
    `select body from sms_outbox where phone = $1 or phone = '+86' || $1 order by id desc limit 1`,
    [phone],
  );
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
}

/** What the landing does before get-sms, in Node: tries every number of a challenge in turn; answers the payload. */
export function solvePow(challenge: PowChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (
      createHash('sha256')
        .update(challenge.salt + number)
        .digest('hex') === challenge.challenge
    ) {
      const { algorithm, salt, signature } = challenge;
      const solution = { algorithm, challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(solution)).toString('base64');
    }
  }
  throw new Error('the proof-of-work challenge has no answer');
}

/** A challenge from the app's pow-challenge, solved. */
export async function solvedPow(app: FastifyInstance, ip = '127.0.0.1'): Promise<string> {
  const answer = await app.inject({ url: `${base}/pow-challenge`, remoteAddress: ip });
  return solvePow(powChallengeSchema.parse(answer.json().data));
}
