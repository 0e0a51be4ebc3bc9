import {
  DAY_MS,
  HOUR_MS,
  STAFF_CSRF_HEADER,
  STAFF_IP_FREE_FAILURES,
  STAFF_LOCKOUT_FAILURES,
  STAFF_SESSION_COOKIE,
  staffPath,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, solidPng } from '../../testing/images.ts';
import {
  DESK_HOST,
  DESK_ORIGIN,
  sessionCookieOf,
  signInRequest,
  signInStaff,
  staffBearer,
} from '../../testing/staff-client.ts';
import { buildTestApp, DEMO, query } from '../../testing/test-app.ts';
import { DEMO_STAFF_PASSWORD } from './bootstrap.ts';

const MX = 'agent.mx@demo.test';
const IN = 'agent.in@demo.test';
const ADMIN = 'admin@demo.test';

/** Starting an app or a server takes long on a loaded machine (PGlite boots in-process). */
const HOOK_TIMEOUT_MS = 600_000;

describe('support desk: signing in', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  }, HOOK_TIMEOUT_MS);
  afterAll(() => app.close());

  it('signs a demo agent in with a strict HttpOnly cookie and answers the session with its CSRF token', async () => {
    const response = await signInRequest(app, MX);
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(`^${STAFF_SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/staff; HttpOnly; SameSite=Strict`),
    );
    expect(setCookie).not.toContain('Secure');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json().data;
    expect(body.agent).toMatchObject({ email: MX, role: 'agent', market: 'MX', state: 'active' });
    const cookie = sessionCookieOf(response);
    const session = await app.inject({ url: staffPath('session'), headers: { cookie } });
    expect(session.json().data).toMatchObject({ agent: { email: MX }, csrfToken: body.csrfToken });
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const response = await signInRequest(prod, MX);
      expect(String(response.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Max-Age=28800; Secure$/);
    } finally {
      await prod.close();
    }
  });

  it(`locks an account for 15 minutes after ${STAFF_LOCKOUT_FAILURES} wrong passwords, the right one included`, async () => {
    const email = 'agent.in@demo.test';
    for (let i = 1; i < STAFF_LOCKOUT_FAILURES; i++) {
      const wrong = await signInRequest(app, email, 'not-the-password', `10.1.0.${i}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('E-mail or password is wrong');
    }
    const fifth = await signInRequest(app, email, 'not-the-password', '10.1.0.9');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toContain('locked for 15 minutes');
    const right = await signInRequest(app, email, undefined, '10.1.0.10');
    expect(right.statusCode).toBe(429);
    const [row] = await app.db.query<{ minutes: unknown }>(
      `select extract(epoch from locked_until - now()) / 60 as minutes from staff_sign_in_attempts where email = $1`,
      [email],
    );
    // Locked from the fifth wrong password: 15 minutes then, a little less by now on a slow machine.
    expect(Number(row?.minutes)).toBeGreaterThan(14);
    expect(Number(row?.minutes)).toBeLessThanOrEqual(15);
    await app.db.query(
      "update staff_sign_in_attempts set locked_until = now() - interval '1 second' where email = $1",
      [email],
    );
    expect((await signInRequest(app, email)).statusCode).toBe(200);
    const audit = await app.db.query<{ action: string }>(
      "select action from staff_audit_log where agent_email = $1 and action like 'sign-in%' order by id",
      [email],
    );
    expect(audit.map((a) => a.action)).toEqual([
      ...Array(STAFF_LOCKOUT_FAILURES + 1).fill('sign-in-failed'),
      'sign-in',
    ]);
  });

  it('slows one address down after many failed sign-ins, whatever the accounts, and not the others', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < STAFF_IP_FREE_FAILURES; i++) {
      const response = await signInRequest(app, `nobody${i}@demo.test`, 'whatever-password', ip);
      expect(response.statusCode).toBe(401);
    }
    const slowed = await signInRequest(app, ADMIN, undefined, ip);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await signInRequest(app, ADMIN, undefined, '10.2.0.2')).statusCode).toBe(200);
    // Once the wait is over the address may try again.
    await app.db.query("update staff_sign_in_failures set at = at - interval '2 seconds' where ip = $1", [ip]);
    expect((await signInRequest(app, ADMIN, undefined, ip)).statusCode).toBe(200);
  });

  it('ends a session idle for 8 hours', async () => {
    const session = await signInStaff(app, MX);
    expect((await session.call('session')).statusCode).toBe(200);
    await app.db.query(
      "update staff_sessions set last_seen_at = now() - interval '8 hours 1 minute' where revoked_at is null",
    );
    const expired = await session.call('session');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ success: false, code: 1002 });
  });

  it('lists and revokes the agent’s own sessions, and signs out', async () => {
    const first = await signInStaff(app, MX);
    const second = await signInStaff(app, MX);
    const list = (await second.call('sessions')).json().data.sessions as { id: number; current: boolean }[];
    const other = list.find((s) => !s.current);
    expect(other).toBeDefined();
    expect((await second.call('revokeSession', { id: other?.id ?? 0 })).statusCode).toBe(200);
    expect((await first.call('session')).statusCode).toBe(401);
    // Someone else's session is not found.
    const admin = await signInStaff(app, ADMIN);
    const current = list.find((s) => s.current)?.id ?? 0;
    expect((await admin.call('revokeSession', { id: current })).statusCode).toBe(404);
    expect((await second.call('signOut')).statusCode).toBe(200);
    expect((await second.call('session')).statusCode).toBe(401);
  });

  it('refuses a change without the CSRF token, with a wrong one, or from another origin', async () => {
    const session = await signInStaff(app, MX);
    const url = staffPath('createToken');
    const send = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { host: DESK_HOST, cookie: session.cookie, ...headers },
        payload: { name: 'x' },
      });
    const without = await send({ origin: DESK_ORIGIN });
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toContain('CSRF');
    expect((await send({ origin: DESK_ORIGIN, [STAFF_CSRF_HEADER]: 'wrong' })).statusCode).toBe(403);
    const other = await signInStaff(app, MX);
    expect((await send({ origin: DESK_ORIGIN, [STAFF_CSRF_HEADER]: other.csrf })).statusCode).toBe(403);
    expect((await send({ origin: 'http://evil.test', [STAFF_CSRF_HEADER]: session.csrf })).statusCode).toBe(403);
    expect((await send({ [STAFF_CSRF_HEADER]: session.csrf })).statusCode).toBe(403);
    expect((await send({ referer: `${DESK_ORIGIN}/staff/tokens`, [STAFF_CSRF_HEADER]: session.csrf })).statusCode).toBe(
      200,
    );
    expect((await send({ origin: DESK_ORIGIN, [STAFF_CSRF_HEADER]: session.csrf })).statusCode).toBe(200);
    // Sign-in itself refuses a cross-site form (login CSRF).
    const crossSite = await app.inject({
      method: 'POST',
      url: staffPath('signIn'),
      headers: { host: DESK_HOST, origin: 'http://evil.test' },
      payload: { email: MX, password: 'support-desk-demo' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('never takes a borrower session on the staff API, nor a staff token on the borrower API', async () => {
    const { userId, sessionId } = DEMO.borrower;
    for (const headers of [
      { cookie: `${STAFF_SESSION_COOKIE}=${sessionId}` },
      { authorization: `Bearer ${sessionId}` },
      {},
    ]) {
      const response = await app.inject({ url: `${staffPath('queue')}?${query({ userId, sessionId })}`, headers });
      expect(response.statusCode).toBe(401);
    }
    const bearer = await staffBearer(app, MX);
    const secret = bearer.slice('Bearer '.length);
    expect((await app.inject({ url: staffPath('queue'), headers: { authorization: bearer } })).statusCode).toBe(200);
    const borrowerCall = (q: Record<string, string>, headers: Record<string, string> = {}) =>
      app.inject({ url: `/online/user-problem/problem-list?${query(q)}`, headers });
    expect((await borrowerCall({ userId, sessionId: secret })).statusCode).toBe(401);
    expect((await borrowerCall({}, { authorization: bearer })).statusCode).toBe(401);
    expect((await borrowerCall({ userId, sessionId })).statusCode).toBe(200);
  });
});

describe('support desk: accounts, tokens and the audit log', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  }, HOOK_TIMEOUT_MS);
  afterAll(() => app.close());

  it('lets an admin add an agent, who sets a good password through the one-time link and signs in', async () => {
    const admin = await signInStaff(app, ADMIN);
    const added = await admin.call(
      'addAgent',
      {},
      { email: 'New.Agent@Example.com', role: 'agent', market: 'IN', password: DEMO_STAFF_PASSWORD },
    );
    expect(added.statusCode).toBe(200);
    const { link, expiresAt, agent } = added.json().data;
    expect(agent).toMatchObject({ email: 'new.agent@example.com', state: 'pending', market: 'IN' });
    expect(link).toMatch(/^http:\/\/desk\.test\/staff\/set-password#token=[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(expiresAt) - Date.now()) / HOUR_MS;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(
      (
        await admin.call(
          'addAgent',
          {},
          { email: 'new.agent@example.com', role: 'admin', market: 'MX', password: DEMO_STAFF_PASSWORD },
        )
      ).statusCode,
    ).toBe(409);

    const token = String(link).split('#token=')[1];
    const post = (name: 'checkPasswordLink' | 'setPassword', payload: object) =>
      app.inject({ method: 'POST', url: staffPath(name), headers: { host: DESK_HOST, origin: DESK_ORIGIN }, payload });
    expect((await post('checkPasswordLink', { token })).json().data.email).toBe('new.agent@example.com');
    expect((await signInRequest(app, 'new.agent@example.com', 'anything-at-all')).statusCode).toBe(401);
    for (const [password, problem] of [
      ['short-pass', 'at least 12'],
      ['password1234', 'too common'],
      ['Qwertyuiop123!', 'too common'],
      ['aaaaaaaaaaaaaaaa', 'too common'],
      ['new.agent-is-me-2026', 'e-mail'],
    ]) {
      const refused = await post('setPassword', { token, password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().message).toContain(problem);
    }
    expect((await post('setPassword', { token, password: 'violet harbour lantern' })).statusCode).toBe(200);
    // Once only.
    expect((await post('setPassword', { token, password: 'violet harbour lantern 2' })).statusCode).toBe(404);
    const signedIn = await signInRequest(app, 'new.agent@example.com', 'violet harbour lantern');
    expect(signedIn.statusCode).toBe(200);
    const [stored] = await app.db.query<{ hash: string }>(
      "select password_hash as hash from staff_agents where email = 'new.agent@example.com'",
    );
    expect(stored?.hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('refuses an expired link', async () => {
    const admin = await signInStaff(app, ADMIN);
    const added = (
      await admin.call(
        'addAgent',
        {},
        { email: 'late@example.com', role: 'agent', market: 'MX', password: DEMO_STAFF_PASSWORD },
      )
    ).json().data;
    await app.db.query("update staff_password_links set expires_at = now() - interval '1 second' where agent_id = $1", [
      added.agent.id,
    ]);
    const token = String(added.link).split('#token=')[1];
    const response = await app.inject({
      method: 'POST',
      url: staffPath('setPassword'),
      headers: { host: DESK_HOST, origin: DESK_ORIGIN },
      payload: { token, password: 'violet harbour lantern' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('ends a disabled agent’s sessions and revokes their tokens: enabling them again revives neither', async () => {
    const agent = await signInStaff(app, MX);
    const bearer = await staffBearer(app, MX);
    const admin = await signInStaff(app, ADMIN);
    const id = (await agent.call('session')).json().data.agent.id;
    const reauth = { password: DEMO_STAFF_PASSWORD };
    const disabled = await admin.call('disableAgent', { id }, reauth);
    expect(disabled.json().data.state).toBe('disabled');
    expect((await agent.call('session')).statusCode).toBe(401);
    expect((await app.inject({ url: staffPath('queue'), headers: { authorization: bearer } })).statusCode).toBe(401);
    expect((await signInRequest(app, MX)).statusCode).toBe(401);
    expect(
      (await admin.call('disableAgent', { id: (await admin.call('session')).json().data.agent.id }, reauth)).statusCode,
    ).toBe(403);
    expect((await admin.call('enableAgent', { id }, reauth)).statusCode).toBe(200);
    expect((await signInRequest(app, MX)).statusCode).toBe(200);
    expect((await agent.call('session')).statusCode).toBe(401);
    expect((await app.inject({ url: staffPath('queue'), headers: { authorization: bearer } })).statusCode).toBe(401);
    const audit = (await admin.get(`${staffPath('audit')}?action=agent-disable`)).json().data.entries;
    expect(audit[0]).toMatchObject({
      agentEmail: ADMIN,
      action: 'agent-disable',
      target: `agent:${id}`,
      before: { state: 'active' },
      after: { state: 'disabled' },
    });
    expect(audit[0].after.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect(audit[0].after.tokensRevoked).toBe(1);
  });

  it('keeps admin routes from agents', async () => {
    const agent = await signInStaff(app, IN);
    for (const name of ['audit', 'agents'] as const) expect((await agent.call(name)).statusCode).toBe(403);
    expect(
      (
        await agent.call(
          'addAgent',
          {},
          { email: 'x@example.com', role: 'admin', market: 'MX', password: DEMO_STAFF_PASSWORD },
        )
      ).statusCode,
    ).toBe(403);
    const bearer = await staffBearer(app, IN);
    expect((await app.inject({ url: staffPath('audit'), headers: { authorization: bearer } })).statusCode).toBe(403);
  });

  it('creates, lists and revokes personal API tokens, kept only as a digest, and console-only routes refuse them', async () => {
    const session = await signInStaff(app, IN);
    const created = (await session.call('createToken', {}, { name: 'nightly export' })).json().data;
    expect(created.secret).toMatch(/^sdt_[A-Za-z0-9_-]{43}$/);
    const stored = await app.db.query<{ token_hash: string }>('select token_hash from staff_api_tokens where id = $1', [
      created.token.id,
    ]);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await app.db.query('select * from staff_api_tokens'))).not.toContain(created.secret);
    const bearer = { authorization: `Bearer ${created.secret}` };
    expect((await app.inject({ url: staffPath('queue'), headers: bearer })).statusCode).toBe(200);
    expect((await app.inject({ url: staffPath('tokens'), headers: bearer })).statusCode).toBe(403);
    const list = (await session.call('tokens')).json().data.tokens;
    expect(list[0]).toMatchObject({ id: created.token.id, name: 'nightly export', revokedAt: null });
    expect(list[0].lastUsedAt).not.toBeNull();
    const other = await signInStaff(app, MX);
    expect((await other.call('revokeToken', { id: created.token.id })).statusCode).toBe(404);
    expect((await session.call('revokeToken', { id: created.token.id })).statusCode).toBe(200);
    expect((await app.inject({ url: staffPath('queue'), headers: bearer })).statusCode).toBe(401);
  });

  it('keeps the audit log append-only, whoever asks', async () => {
    await expect(app.db.query("update staff_audit_log set action = 'x'")).rejects.toThrow(/append-only/);
    await expect(app.db.query('delete from staff_audit_log')).rejects.toThrow(/append-only/);
    await expect(app.db.query('truncate staff_audit_log')).rejects.toThrow(/append-only/);
  });
});

describe('support desk: complaints', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', UPLOAD_STORAGE: 'database' });
  }, HOOK_TIMEOUT_MS);
  afterAll(() => app.close());

  /** A complaint's market is its borrower's: `1` files as the Indian borrower in English, `2` as the Mexican one. */
  const borrowerOf = (language: string) => (language === '1' ? DEMO.otherBorrower : DEMO.borrower);
  const uploadAsBorrower = async (language: string) => {
    const body = multipartBody('problemImage', 'a.png', 'image/png', solidPng());
    const response = await app.inject({
      method: 'POST',
      url: `/online/user-problem/upload-problem-img?${query({ ...borrowerOf(language), language })}`,
      ...body,
    });
    return String(response.json().data.url);
  };
  const file = async (language: '1' | '2', problemDetail: string, problemImage = '') => {
    const response = await app.inject({
      method: 'POST',
      url: `/online/user-problem/problem-save?${query({ ...borrowerOf(language), language })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ problemType: 2, problemDetail, problemImage }),
    });
    return response.json().data.problemId as number;
  };

  it('queues the market’s complaints overdue first, then by answer-by date, with the overdue count and filters', async () => {
    const recent = await file('2', 'Filed today');
    const late = await file('2', 'Filed 35 days ago');
    const india = await file('1', 'An Indian complaint');
    await app.db.query(
      `update complaints set created_at = created_at - interval '35 days',
              response_due_at = response_due_at - interval '35 days' where id = $1`,
      [late],
    );
    const mx = await signInStaff(app, MX);
    const queue = (await mx.call('queue')).json().data;
    expect(queue.complaints.map((c: { id: number }) => c.id)).toEqual([late, recent]);
    expect(queue.overdueCount).toBe(1);
    expect(queue.complaints[0]).toMatchObject({
      overdue: true,
      daysLeft: -5,
      market: 'MX',
      channel: 'app',
      state: 'open',
    });
    expect(queue.complaints[0].responseDueAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const phone = (await mx.get(`${staffPath('queue')}?channel=phone`)).json().data;
    expect(phone.complaints).toEqual([]);
    expect(phone.overdueCount).toBe(1);
    expect((await mx.get(`${staffPath('queue')}?type=3`)).json().data.complaints).toEqual([]);
    expect((await mx.get(`${staffPath('queue')}?type=2`)).json().data.complaints).toHaveLength(2);
    const inQueue = (await (await signInStaff(app, IN)).call('queue')).json().data;
    expect(inQueue.complaints.map((c: { id: number }) => c.id)).toEqual([india]);
  });

  it('shows a complaint with its photos to its market only, and answers, asks a score, closes, all audited', async () => {
    const photo = await uploadAsBorrower('2');
    const id = await file('2', 'Charged twice', photo);
    const mx = await signInStaff(app, MX);
    const india = await signInStaff(app, IN);
    const detail = (await mx.call('complaint', { id })).json().data;
    expect(detail.complaint).toMatchObject({ id, content: 'Charged twice' });
    expect(detail.borrower.id).toBe(1001);
    expect(detail.photos).toHaveLength(1);
    const photoUrl = detail.photos[0] as string;
    expect(photoUrl).toMatch(/^\/staff\/api\/photos\/[a-f0-9]{32}\.(jpg|png|webp)$/);
    const bytes = await mx.get(photoUrl);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toMatch(/^image\//);
    expect(bytes.headers['cache-control']).toBe('private, no-store');
    // Another market's agent, and nobody signed in, get nothing.
    expect((await india.call('complaint', { id })).statusCode).toBe(404);
    expect((await india.get(photoUrl)).statusCode).toBe(404);
    expect((await app.inject({ url: photoUrl })).statusCode).toBe(401);
    expect((await india.call('reply', { id }, { text: 'Not mine' })).statusCode).toBe(404);

    expect((await mx.call('reply', { id }, { text: 'Refunded the second charge.', askScore: false })).statusCode).toBe(
      200,
    );
    expect((await mx.call('askScore', { id })).statusCode).toBe(200);
    expect((await mx.call('close', { id }, { note: 'Done' })).json().data).toEqual({ id, state: 'closed' });
    expect((await mx.call('close', { id })).statusCode).toBe(409);
    const after = (await mx.call('complaint', { id })).json().data;
    expect(after.reply.text).toBe('Refunded the second charge.');
    expect(after.history.map((h: { event: string }) => h.event)).toEqual([
      'received',
      'complaint-reply',
      'complaint-score-request',
      'complaint-close',
    ]);
    const audit = await app.db.query<{ action: string; agent_email: string; before: unknown; after: unknown }>(
      'select action, agent_email, before, after from staff_audit_log where target = $1 order by id',
      [`complaint:${id}`],
    );
    expect(audit[0]).toMatchObject({
      action: 'complaint-reply',
      agent_email: MX,
      before: { state: 'open', text: '' },
      after: { state: 'replied', text: 'Refunded the second charge.' },
    });
    // The borrower sees it answered.
    const borrower = await app.inject({
      url: `/online/user-problem/problem-detail?${query({ ...DEMO.borrower, language: '2', problemId: id })}`,
    });
    expect(borrower.json().data).toMatchObject({
      answered: 1,
      disposeDetail: 'Refunded the second charge.',
      isNeedScore: 1,
    });
  });

  it('records a phone complaint in the agent’s market, audited, with its deadline from when it came in', async () => {
    const india = await signInStaff(app, IN);
    const receivedAt = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const recorded = await india.call(
      'recordComplaint',
      {},
      {
        borrowerId: 1002,
        channel: 'phone',
        problemType: 2,
        detail: 'Called about a fee',
        receivedAt,
      },
    );
    expect(recorded.statusCode).toBe(200);
    const { id } = recorded.json().data;
    const detail = (await india.call('complaint', { id })).json().data;
    expect(detail.complaint).toMatchObject({ market: 'IN', channel: 'phone', receivedAt, daysLeft: 27 });
    expect(detail.history[0]).toMatchObject({ event: 'complaint-record', by: IN, text: 'Called about a fee' });
  });
});
