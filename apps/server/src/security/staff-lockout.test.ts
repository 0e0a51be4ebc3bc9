import { STAFF_LOCKOUT_FAILURES, STAFF_REFUSED_PER_IP_PER_MINUTE, staffPath } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_HOST, signInRequest, staffBearer } from '../testing/staff-client.ts';
import { buildTestApp } from '../testing/test-app.ts';

const MX = 'agent.mx@demo.test';
const PARALLEL = 100;

/**
 * The desk's sign-in lockout under attack: attempts in parallel (with TEST_DATABASE_URL they really run side by side
 * on PostgreSQL), an attacker probing which e-mails have accounts, and a flood of guessed credentials.
 */
describe('security: the staff sign-in lockout and refused calls', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  }, 600_000);
  afterAll(() => app.close());

  const failedReasons = async (email: string) =>
    (
      await app.db.query<{ reason: string }>(
        "select after->>'reason' as reason from staff_audit_log where action = 'sign-in-failed' and agent_email = $1",
        [email],
      )
    ).map((r) => r.reason);

  it(`checks the password of only ${STAFF_LOCKOUT_FAILURES} of ${PARALLEL} parallel wrong sign-ins, then refuses the right one`, async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        signInRequest(app, MX, `wrong-password-${i}`, `10.50.${Math.floor(i / 200)}.${(i % 200) + 1}`),
      ),
    );
    const reasons = await failedReasons(MX);
    expect(reasons).toHaveLength(PARALLEL);
    expect(reasons.filter((r) => r.startsWith('wrong-password'))).toHaveLength(STAFF_LOCKOUT_FAILURES);
    expect(reasons.filter((r) => r === 'locked')).toHaveLength(PARALLEL - STAFF_LOCKOUT_FAILURES);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(STAFF_LOCKOUT_FAILURES - 1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(PARALLEL - STAFF_LOCKOUT_FAILURES + 1);
    expect((await signInRequest(app, MX, undefined, '10.51.0.1')).statusCode).toBe(429);
  });

  it('answers an unknown e-mail exactly as a real one, lock included', async () => {
    const sequence = async (email: string, net: number) => {
      const answers = [];
      for (let i = 0; i <= STAFF_LOCKOUT_FAILURES; i++) {
        const response = await signInRequest(app, email, 'not-the-password', `10.52.${net}.${i + 1}`);
        answers.push({ status: response.statusCode, body: response.json() });
      }
      return answers;
    };
    const real = await sequence('agent.in@demo.test', 1);
    const unknown = await sequence('nobody.here@demo.test', 2);
    expect(unknown).toEqual(real);
    expect(real.map((a) => a.status)).toEqual([...Array(STAFF_LOCKOUT_FAILURES - 1).fill(401), 429, 429]);
  });

  it(`answers 429 to an address past ${STAFF_REFUSED_PER_IP_PER_MINUTE} refused staff calls a minute, a real token included`, async () => {
    const bearer = await staffBearer(app, 'admin@demo.test');
    const call = (authorization: string, remoteAddress: string) =>
      app.inject({
        method: 'GET',
        url: staffPath('queue'),
        remoteAddress,
        headers: { host: DESK_HOST, authorization },
      });
    for (let i = 0; i < STAFF_REFUSED_PER_IP_PER_MINUTE; i++) {
      expect((await call(`Bearer sdt_guess${i}`, '10.53.0.1')).statusCode).toBe(401);
    }
    expect((await call('Bearer sdt_one-more-guess', '10.53.0.1')).statusCode).toBe(429);
    expect((await call(bearer, '10.53.0.1')).statusCode).toBe(429);
    expect((await call('Bearer sdt_guess', '10.53.0.2')).statusCode).toBe(401);
    expect((await call(bearer, '10.53.0.2')).statusCode).toBe(200);
  });
});
