import { STAFF_LOCKOUT_FAILURES, staffPath } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../features/staff/bootstrap.ts';
import { DESK_HOST, DESK_ORIGIN, signInRequest, signInStaff, staffBearer } from '../testing/staff-client.ts';
import { buildTestApp } from '../testing/test-app.ts';

const ADMIN = 'admin@demo.test';
const MX = 'agent.mx@demo.test';

/** What a stolen admin credential can do to the desk's accounts: a personal API token, or a console cookie alone. */
describe('security: staff credentials cannot take over the desk', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  }, 600_000);
  afterAll(() => app.close());

  const agentCount = async () =>
    Number((await app.db.query<{ n: unknown }>('select count(*)::int as n from staff_agents'))[0]?.n);
  const linkCount = async () =>
    Number((await app.db.query<{ n: unknown }>('select count(*)::int as n from staff_password_links'))[0]?.n);
  const mxId = async () =>
    Number((await app.db.query<{ id: unknown }>('select id from staff_agents where email = $1', [MX]))[0]?.id);

  it("refuses every account change to an admin's API token, password or not", async () => {
    const bearer = await staffBearer(app, ADMIN);
    const [agents, links] = [await agentCount(), await linkCount()];
    const id = await mxId();
    const calls = [
      { url: staffPath('addAgent'), body: { email: 'intruder@example.com', role: 'admin', market: 'MX' } },
      { url: staffPath('newPasswordLink', { id }), body: {} },
      { url: staffPath('disableAgent', { id }), body: {} },
      { url: staffPath('enableAgent', { id }), body: {} },
    ];
    for (const { url, body } of calls) {
      for (const password of [undefined, DEMO_STAFF_PASSWORD]) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { host: DESK_HOST, authorization: bearer },
          payload: { ...body, ...(password ? { password } : {}) },
        });
        expect(response.statusCode, url).toBe(403);
      }
    }
    expect(await agentCount()).toBe(agents);
    expect(await linkCount()).toBe(links);
  });

  it("refuses an account change from a console session without the admin's password, and counts the guesses", async () => {
    const admin = await signInStaff(app, ADMIN);
    const agents = await agentCount();
    const add = (password: string) =>
      admin.call('addAgent', {}, { email: 'intruder@example.com', role: 'admin', market: 'MX', password });
    expect(
      (await admin.post(staffPath('addAgent'), { email: 'x@example.com', role: 'admin', market: 'MX' })).statusCode,
    ).toBe(400);
    const answers = [];
    for (let i = 0; i < STAFF_LOCKOUT_FAILURES + 1; i++) answers.push((await add(`guess-${i}`)).statusCode);
    expect(answers.slice(0, STAFF_LOCKOUT_FAILURES)).toEqual(Array(STAFF_LOCKOUT_FAILURES).fill(403));
    expect(answers[STAFF_LOCKOUT_FAILURES]).toBe(429);
    // The guesses locked the admin's address: the right password is refused now too, in the console and at sign-in.
    expect((await add(DEMO_STAFF_PASSWORD)).statusCode).toBe(429);
    expect((await signInRequest(app, ADMIN, DEMO_STAFF_PASSWORD, '10.80.0.1')).statusCode).toBe(429);
    expect(await agentCount()).toBe(agents);
    await app.db.query('delete from staff_sign_in_attempts where email = $1', [ADMIN]);
    const added = await add(DEMO_STAFF_PASSWORD);
    expect(added.statusCode).toBe(200);
    expect(await agentCount()).toBe(agents + 1);
  });

  it('lets a read-only token read the desk but change nothing', async () => {
    const session = await signInStaff(app, MX);
    const created = await session.call('createToken', {}, { name: 'report', scopes: ['read'] });
    expect(created.json().data.token.scopes).toEqual(['read']);
    const authorization = `Bearer ${created.json().data.secret}`;
    const headers = { host: DESK_HOST, origin: DESK_ORIGIN, authorization };
    expect((await app.inject({ url: staffPath('queue'), headers })).statusCode).toBe(200);
    const [complaint] = await app.db.query<{ id: unknown }>("select id from complaints where market = 'MX' limit 1");
    const close = await app.inject({
      method: 'POST',
      url: staffPath('close', { id: Number(complaint?.id) }),
      headers,
      payload: { note: 'closed by a read-only token' },
    });
    expect(close.statusCode).toBe(403);
    expect(close.json().message).toContain('scopes: read');
  });
});
