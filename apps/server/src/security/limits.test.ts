import { COMPLAINTS_PER_BORROWER_PER_DAY, FAILURE_CODE } from '@loan/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BenchFigure, writeBenchFigures } from '../testing/bench-figures.ts';
import { newSid, solveCaptcha, solvedPow } from '../testing/promotion-client.ts';
import { staffBearer } from '../testing/staff-client.ts';
import { buildTestApp, DEMO, frozenClock, query } from '../testing/test-app.ts';

/**
 * Limits that cannot be sidestepped (OWASP API4 resource consumption): the per-IP rate limit against percent-encoded
 * paths, the client IP behind a load balancer against a forged `X-Forwarded-For`, and the daily complaint cap against
 * a flood of parallel saves.
 */
const LIMIT = 5;
const TRIES = 3 * LIMIT;
/** The load balancer's own address: every request through it arrives from here. */
const BALANCER = '10.0.0.2';

describe('limits that hold (OWASP API4)', { timeout: 120_000 }, () => {
  /** `TRUST_PROXY=1` (one balancer) and a small per-IP limit. */
  let limited: FastifyInstance;
  /** The same behind the balancer, with a limit no test reaches: the SMS and complaint caps are what is measured. */
  let open: FastifyInstance;
  const figures: BenchFigure[] = [];
  let staffAuth: string;

  beforeAll(async () => {
    [limited, open] = await Promise.all([
      buildTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' }, { clock: frozenClock }),
      buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY: '1' }),
    ]);
    staffAuth = await staffBearer(limited, 'agent.mx@demo.test');
  });
  afterAll(async () => {
    await Promise.all([limited?.close(), open?.close()]);
    writeBenchFigures('Security: limits', figures);
  });

  const answered = (responses: LightMyRequestResponse[]) => responses.filter((r) => r.statusCode !== 429).length;

  const ENCODED = [
    { url: '/%61pi/v2/lend/promotion/get-sid', plain: '/api/v2/lend/promotion/get-sid' },
    { url: '/%6Fnline/user-problem/get-whatsapp', plain: '/online/user-problem/get-whatsapp' },
    { url: '/online/user-problem/get-%77hatsapp', plain: '/online/user-problem/get-whatsapp' },
    { url: '/%73taff/api/complaints', plain: '/staff/api/complaints' },
  ];

  it(`limits percent-encoded API paths like the plain ones (${LIMIT} a minute)`, async () => {
    let total = 0;
    let passed = 0;
    for (const [n, { url, plain }] of ENCODED.entries()) {
      const remoteAddress = `192.0.2.${n + 1}`;
      const send = (path: string) =>
        limited.inject({ url: path, remoteAddress, headers: { authorization: staffAuth } });
      const first = await send(url);
      // The router decodes the path: the encoded URL reached the real call, so it must be counted as one.
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['x-ratelimit-remaining'], url).toBe(String(LIMIT - 1));
      const rest: LightMyRequestResponse[] = [];
      for (let i = 1; i < TRIES; i++) rest.push(await send(i % 2 ? url : plain));
      const through = 1 + answered(rest);
      total += TRIES;
      passed += through;
      expect(through, url).toBe(LIMIT);
    }
    figures.push({
      measure: `API calls answered for ${total} calls on percent-encoded and plain paths (${ENCODED.length} IPs)`,
      value: passed,
      target: `≤ ${ENCODED.length * LIMIT} (${LIMIT} per IP per minute)`,
      met: passed <= ENCODED.length * LIMIT,
    });
  });

  it('counts the address the balancer saw, whatever a client writes on the left of X-Forwarded-For', async () => {
    const client = '198.51.100.77';
    const forged: LightMyRequestResponse[] = [];
    for (let i = 0; i < TRIES; i++) {
      forged.push(
        await limited.inject({
          url: '/online/user-problem/get-whatsapp',
          remoteAddress: BALANCER,
          // The client sent `X-Forwarded-For: 203.0.113.<i>`; the balancer appended the address it saw.
          headers: { 'x-forwarded-for': `203.0.113.${i}, ${client}` },
        }),
      );
    }
    const through = answered(forged);
    figures.push({
      measure: `API calls answered for ${TRIES} calls from one client forging X-Forwarded-For (TRUST_PROXY=1)`,
      value: through,
      target: `≤ ${LIMIT} (${LIMIT} per IP per minute)`,
      met: through <= LIMIT,
    });
    expect(through).toBe(LIMIT);
    // Another client behind the same balancer is not held back: the balancer's own address is not what is counted.
    const neighbour = await limited.inject({
      url: '/online/user-problem/get-whatsapp',
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': '198.51.100.78' },
    });
    expect(neighbour.statusCode).toBe(200);
  });

  it('caps SMS per client IP by the address the balancer saw, not a forged X-Forwarded-For', async () => {
    const SENDS = 30;
    /** `SENDS` code requests from `client` through the balancer, each to a number of its own block. */
    const sendAll = async (round: number, client: string, forge: boolean) => {
      for (let i = 0; i < SENDS; i++) {
        const sid = await newSid(open);
        const capcode = await solveCaptcha(open, sid);
        const phone = `1${3 + round}${String(i).padStart(5, '0')}0000`;
        await open.inject({
          method: 'POST',
          url: '/api/v2/lend/promotion/get-sms',
          remoteAddress: BALANCER,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': forge ? `203.0.113.${i}, ${client}` : client,
          },
          payload: query({ phone, capcode, sid, appName: 'lendh5', pow: await solvedPow(open) }),
        });
      }
      // Numbers are stored in E.164; without a template the landing is the Chinese one (+86).
      const rows = await open.db.query<{ ip: string }>('select ip from one_time_codes where phone like $1', [
        `+861${3 + round}%`,
      ]);
      return rows;
    };
    const honest = await sendAll(0, '198.51.100.80', false);
    const forged = await sendAll(1, '198.51.100.81', true);
    figures.push({
      measure: `SMS sent for ${SENDS} requests from one client forging X-Forwarded-For (one without forging: ${honest.length})`,
      value: forged.length,
      target: `≤ ${honest.length} (the per-IP cap)`,
      met: forged.length <= honest.length,
    });
    expect(honest.length).toBeLessThan(SENDS);
    expect(forged.length).toBeLessThanOrEqual(honest.length);
    expect(new Set(forged.map((r) => r.ip))).toEqual(new Set(['198.51.100.81']));
  });

  it(`files at most ${COMPLAINTS_PER_BORROWER_PER_DAY} complaints a day for 200 parallel saves, saying when to come back`, async () => {
    const who = DEMO.otherBorrower;
    const today = async () =>
      (
        await open.db.query(
          "select 1 from complaints where borrower_id = $1 and channel = 'app' and created_at > now() - interval '1 day'",
          [who.userId],
        )
      ).length;
    const before = await today();
    const saves = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        open.inject({
          method: 'POST',
          url: `/online/user-problem/problem-save?${query({ ...who, language: i % 2 ? '1' : '2' })}`,
          remoteAddress: `198.51.100.${i % 200}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: query({ problemType: 4, problemDetail: `flood ${i}`, problemImage: '', orderNo: '' }),
        }),
      ),
    );
    const filed = (await today()) - before;
    figures.push({
      measure: 'complaints filed by 200 parallel saves without requestId (one borrower)',
      value: filed,
      target: `≤ ${COMPLAINTS_PER_BORROWER_PER_DAY} a day`,
      met: filed <= COMPLAINTS_PER_BORROWER_PER_DAY,
    });
    expect(filed).toBe(COMPLAINTS_PER_BORROWER_PER_DAY - before);
    const refused = saves.filter((r) => r.statusCode === 429);
    expect(refused.length).toBe(200 - filed);
    expect(refused.every((r) => r.json().code === FAILURE_CODE.rateLimited)).toBe(true);
    const english = refused.find((r) => r.json().message.startsWith('You have filed'));
    const spanish = refused.find((r) => r.json().message.startsWith('Presentaste'));
    expect(english?.json().message).toMatch(new RegExp(`${COMPLAINTS_PER_BORROWER_PER_DAY} complaints.* in \\d+ h`));
    expect(spanish?.json().message).toMatch(new RegExp(`${COMPLAINTS_PER_BORROWER_PER_DAY} quejas.* en \\d+ h`));
  });

  it('answers a draft filed before the cap again once the cap is reached', async () => {
    const who = DEMO.borrower;
    const save = (requestId: string) =>
      open.inject({
        method: 'POST',
        url: `/online/user-problem/problem-save?${query(who)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query({ problemType: 4, problemDetail: 'late fee', problemImage: '', orderNo: '', requestId }),
      });
    const first = await save('cap-draft-0');
    for (let i = 1; i < COMPLAINTS_PER_BORROWER_PER_DAY + 2; i++) await save(`cap-draft-${i}`);
    const replay = await save('cap-draft-0');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.problemId).toBe(first.json().data.problemId);
    expect((await save('cap-draft-new')).statusCode).toBe(429);
  });
});
