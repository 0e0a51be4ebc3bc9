import { OLD_REPAYMENT_CODE, PROMO_APP_NAME, powChallengeSchema } from '@loan/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pixelsOf, solidPng } from './features/complaint/test-images.ts';
import { writeBenchFigures } from './testing/bench-figures.ts';
import { pushRequestFrom } from './testing/loan-client.ts';
import { solvePow } from './testing/promotion-client.ts';
import { type ServerProcess, startServer, stopServer } from './testing/server-process.ts';
import { createFreshPostgresDatabase, testPostgresUrl } from './testing/test-database.ts';

const adminUrl = testPostgresUrl();
const RATE_LIMIT = 30;
const DEMO_SESSION = 'userId=1001&sessionId=demo-1001&language=1';

interface Envelope {
  code: number | string;
  success?: boolean;
  data: Record<string, unknown>;
}
interface Fixture {
  userId: number;
  sessionId: string;
  orderId: number;
}
interface RepaymentWay {
  data: {
    repayToken: string;
    repayAmount: number;
    bankCards: { id: number; bankName: string; cardNo: string; bankCode: string }[];
  };
}

/**
 * Two real server processes on one PostgreSQL database, requests spread across both: they must behave as one
 * service (docs/deploying.md promises N stateless servers behind a load balancer).
 */
describe.skipIf(!adminUrl)(
  `two server processes on one PostgreSQL${adminUrl ? '' : ' (skipped: TEST_DATABASE_URL is unset; scripts/test.sh runs this in its PostgreSQL stage)'}`,
  () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let db: pg.Client;
    let drop: () => Promise<void>;
    let requests = 0;
    /** Scenarios that reached their last assertion; the figure reports how many of them held. */
    let agreed = 0;
    const SCENARIOS = 7;

    beforeAll(async () => {
      const fresh = await createFreshPostgresDatabase(adminUrl ?? '');
      drop = fresh.drop;
      const env = {
        DATABASE_URL: fresh.url,
        TRUST_PROXY: '1',
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      };
      // Started together: migrations and the demo seed must not run twice.
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
      db = new pg.Client({ connectionString: fresh.url });
      await db.connect();
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a && stopServer(a), b && stopServer(b)]);
      await db?.end();
      await drop?.();
      writeBenchFigures('Two servers on one PostgreSQL', [
        {
          measure: 'scenarios where 2 servers behaved as one (sessions, idempotency, SMS cap, uploads, rate limit)',
          value: `${agreed}/${SCENARIOS}`,
          target: `${SCENARIOS}/${SCENARIOS}`,
          met: agreed === SCENARIOS,
        },
        {
          measure: 'requests spread across the 2 server processes',
          value: requests,
          target: 'informational',
          met: true,
        },
      ]);
    });

    /** Each scenario is its own client IP (X-Forwarded-For, TRUST_PROXY), so the per-IP limit counts it alone. */
    const call = (server: ServerProcess, ip: string, path: string, init: RequestInit = {}) => {
      requests++;
      return fetch(server.base + path, {
        ...init,
        headers: { 'x-forwarded-for': ip, ...(init.headers as Record<string, string> | undefined) },
      });
    };
    const form = (fields: Record<string, string | number>): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    });
    const json = async <T = Envelope>(response: Response | Promise<Response>) => (await (await response).json()) as T;
    const count = async (sql: string, params: unknown[]) =>
      Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n);

    it('share migrations, demo data and sessions: a borrower made on A is known on B', async () => {
      expect(await count('select count(*) as n from schema_migrations', [])).toBeGreaterThan(0);
      expect(await count('select count(*) as n from orders where id = 5004', [])).toBe(1);
      const fixture = await json<Fixture>(call(a, '198.51.100.10', '/dev/repay/fixture', form({})));
      const detail = await call(
        b,
        '198.51.100.10',
        `/online/v3/loan-details/loan-details?userId=${fixture.userId}&sessionId=${fixture.sessionId}&orderId=${fixture.orderId}&productId=1`,
      );
      expect(detail.status).toBe(200);
      expect((await json(detail)).success).toBe(true);
      agreed++;
    });

    it('refuse a card repayment committed on A and repeated on B with 800005, keeping one record', async () => {
      const ip = '198.51.100.11';
      const who = await json<Fixture>(call(a, ip, '/dev/repay/fixture', form({})));
      const session = `userId=${who.userId}&sessionId=${who.sessionId}&language=2`;
      const loanApi = (server: ServerProcess, path: string, body: Record<string, string | number>) =>
        call(server, ip, `/api/v1/lend/lend-api/service/loan${path}?${session}`, form(body));
      const way = (await json<RepaymentWay>(loanApi(a, '/repayment-way', { orderId: who.orderId }))).data;
      const card = way.bankCards[0];
      if (!card) throw new Error('the fixture borrower has no card');
      const body = {
        amount: way.repayAmount,
        bankName: card.bankName,
        cardId: card.id,
        cardNo: card.cardNo,
        couponId: 'null',
        orderId: who.orderId,
        repayToken: way.repayToken,
        bankCode: card.bankCode,
        sendMsg: 1,
      };
      expect((await json(loanApi(a, '/repayment-commit', body))).code).toBe('00');
      expect((await json(loanApi(b, '/repayment-commit', body))).code).toBe(OLD_REPAYMENT_CODE.repeatedSubmit);
      expect(await count('select count(*) as n from card_repayments where order_id = $1', [who.orderId])).toBe(1);
      agreed++;
    });

    it('file a complaint saved on A and retried on B with the same request id once', async () => {
      const fields = {
        problemType: '4',
        problemDetail: 'Saved twice across two servers',
        problemImage: '',
        requestId: `two-servers-${Date.now()}`,
      };
      const path = `/online/user-problem/problem-save?${DEMO_SESSION}`;
      const first = await json(call(a, '198.51.100.12', path, form(fields)));
      const again = await json(call(b, '198.51.100.12', path, form(fields)));
      expect(first.success).toBe(true);
      expect(again.data.problemId).toBe(first.data.problemId);
      expect(await count('select count(*) as n from complaints where detail = $1', [fields.problemDetail])).toBe(1);
      agreed++;
    });

    it('create one order when the same loan is pushed on A and B at the same moment', async () => {
      const path = `/online/v3/loan-confirm/loan-detail-push?${DEMO_SESSION}`;
      // The push accepts the offer as the confirm page read it, key-facts version included.
      const confirm = await json(
        call(a, '198.51.100.13', `/online/v3/loan-confirm/loan-detail-confirm?${DEMO_SESSION}&productId=1`),
      );
      const offer = form(pushRequestFrom(confirm.data, 1));
      const before = await count('select count(*) as n from orders where borrower_id = 1001', []);
      const [fromA, fromB] = await Promise.all([
        json(call(a, '198.51.100.13', path, offer)),
        json(call(b, '198.51.100.13', path, offer)),
      ]);
      expect(fromA.success).toBe(true);
      expect(fromB.data.orderId).toBe(fromA.data.orderId);
      expect(await count('select count(*) as n from orders where borrower_id = 1001', [])).toBe(before + 1);
      agreed++;
    });

    it('count the per-phone SMS cap across both: a second code within 60 s is refused by the other server', async () => {
      const ip = '198.51.100.14';
      const phone = `1390${String(Date.now() % 1e7).padStart(7, '0')}`;
      const captchaOn = async (server: ServerProcess) => {
        const sid = String((await json(call(server, ip, '/api/v2/lend/promotion/get-sid'))).data.sid);
        await call(server, ip, `/api/v2/lend/promotion/get-captcha?sid=${sid}&t=1`);
        const { answer } = await json<{ answer: string }>(call(server, ip, `/dev/captcha?sid=${sid}`));
        return { sid, answer };
      };
      const sendSms = async (server: ServerProcess) => {
        const captcha = await captchaOn(server);
        const challenge = await json<{ data: unknown }>(call(server, ip, '/api/v2/lend/promotion/pow-challenge'));
        const pow = solvePow(powChallengeSchema.parse(challenge.data));
        return call(server, ip, '/api/v2/lend/promotion/get-sms?language=1', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            phone,
            capcode: captcha.answer,
            sid: captcha.sid,
            deviceId: 'device-two-servers',
            appName: PROMO_APP_NAME,
            app_from: 'ads',
            user_from: 'u1',
            utm_tag: 'two-servers',
            pow,
          }),
        });
      };
      const first = await sendSms(a);
      expect((await json(first)).code).toBe('0');
      const second = await sendSms(b);
      expect(second.status).toBe(429);
      expect((await json(second)).code).toBe('1004');
      // The landing keeps the number in E.164 (a get-sms naming no template is the Chinese landing: +86).
      expect(await count('select count(*) as n from sms_outbox where phone = $1', [`+86${phone}`])).toBe(1);
      agreed++;
    });

    it('serve from B a photo uploaded through A', async () => {
      const png = solidPng(6, [200, 30, 30]);
      const { payload, headers } = multipartBody('problemImage', 'photo.png', 'image/png', png);
      const uploaded = await call(a, '198.51.100.15', `/online/user-problem/upload-problem-img?${DEMO_SESSION}`, {
        method: 'POST',
        headers,
        body: payload,
      });
      const url = String((await json(uploaded)).data.url);
      const served = await call(b, '198.51.100.15', url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect((await pixelsOf(Buffer.from(await served.arrayBuffer()))).equals(await pixelsOf(png))).toBe(true);
      agreed++;
    });

    it(`count the per-IP limit (${RATE_LIMIT}/min) each in its own memory (the proxy holds it across servers)`, async () => {
      const ip = '198.51.100.16';
      const path = '/online/user-problem/get-whatsapp?language=1';
      // Fixed one-minute windows: start early in one, so the whole run counts in the same window.
      const probe = await call(a, '198.51.100.99', path);
      const resetInS = Number(probe.headers.get('x-ratelimit-reset'));
      if (resetInS < 20) await new Promise((resolve) => setTimeout(resolve, (resetInS + 1) * 1000));

      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT; i++) statuses.push((await call(a, ip, path)).status);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const overOnA = await call(a, ip, path);
      expect(overOnA.status).toBe(429);
      expect((await json(overOnA)).code).toBe(1004);
      // B counted none of A's calls: no read call writes a shared counter to the database.
      expect((await call(b, ip, path)).status).toBe(200);
      expect(await count('select count(*) as n from rate_limit_windows where key = $1', [ip])).toBe(0);
      // Pages are not counted: the same visitor still gets the API docs page.
      expect((await call(a, ip, '/docs')).status).toBe(200);
      agreed++;
    }, 60_000);
  },
);
