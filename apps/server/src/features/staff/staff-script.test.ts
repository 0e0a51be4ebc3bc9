import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DAY_MS, STAFF_CSRF_HEADER, staffPath } from '@loan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../testing/server-process.ts';
import { TEST_PRODUCTION_SETTINGS } from '../../testing/test-app.ts';
import { createFreshPostgresDatabase, testPostgresUrl } from '../../testing/test-database.ts';
import { DEMO_STAFF_PASSWORD } from './bootstrap.ts';

const script = fileURLToPath(new URL('../../../../../scripts/staff.mjs', import.meta.url));
const run = promisify(execFile);

/** Signs in over real HTTP as the console does and creates a personal API token. */
async function tokenOf(base: string, email: string, password = DEMO_STAFF_PASSWORD) {
  const signIn = await fetch(base + staffPath('signIn'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken } = ((await signIn.json()) as { data: { csrfToken: string } }).data;
  const created = await fetch(base + staffPath('createToken'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie, [STAFF_CSRF_HEADER]: csrfToken },
    body: JSON.stringify({ name: 'command line' }),
  });
  return String(((await created.json()) as { data: { secret: string } }).data.secret);
}

/** Starting an app or a server takes long on a loaded machine (PGlite boots in-process). */
const HOOK_TIMEOUT_MS = 600_000;

describe('scripts/staff.mjs against a real server, with personal API tokens', { timeout: 180_000 }, () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: 'memory://' });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  const staff = (token: string, ...args: string[]) =>
    run(process.execPath, [script, ...args], {
      env: { ...process.env, STAFF_API: server.base, STAFF_API_TOKEN: token },
    });

  it('records, lists (ISO dates, overdue count), answers and closes as the token’s agent', async () => {
    const agent = await tokenOf(server.base, 'agent.mx@demo.test');
    const received = new Date(Date.now() - 40 * DAY_MS).toISOString();
    const recorded = await staff(agent, 'record', '1001', 'phone', '2', 'Called about a fee', '--received', received);
    const id = /Recorded #(\d+) \(phone\)/.exec(recorded.stdout)?.[1];
    expect(id).toBeDefined();

    const listed = (await staff(agent, 'list')).stdout;
    expect(listed).toMatch(/^Overdue: [1-9]\d*$/m);
    const dueOn = new Date(Date.parse(received) + 30 * DAY_MS).toISOString().slice(0, 10);
    expect(listed).toContain(`#${id}  ${received}  via phone  borrower 1001`);
    expect(listed).toContain(`OVERDUE since ${dueOn}`);
    expect(listed).not.toMatch(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) /);

    expect((await staff(agent, 'reply', String(id), 'We refunded the fee.', '--no-score')).stdout).toContain(
      `Replied to #${id}`,
    );
    expect((await staff(agent, 'ask-score', String(id))).stdout).toContain(`#${id}`);
    expect((await staff(agent, 'close', String(id), 'Done')).stdout).toContain(`Closed #${id}`);
    expect((await staff(agent, 'list', 'closed')).stdout).toContain(`#${id}`);
    for (const command of ['refunds', 'unmatched', 'sms-failed'])
      expect((await staff(agent, command)).stdout).not.toBe('');

    // No token, a wrong one, or a borrower's session: refused.
    await expect(staff('')).rejects.toMatchObject({ code: 2 });
    await expect(staff('sdt_wrong', 'list')).rejects.toMatchObject({
      stderr: expect.stringContaining('refused (401)'),
    });
    await expect(staff('demo-1001', 'list')).rejects.toMatchObject({
      stderr: expect.stringContaining('refused (401)'),
    });
  });
});

// Production runs on PostgreSQL only, so this runs in the suite's PostgreSQL stage.
const adminUrl = testPostgresUrl();
describe.skipIf(!adminUrl)('STAFF_FIRST_ADMIN in production', { timeout: 180_000 }, () => {
  it('creates the first admin once and prints the one-time link to set its password; no demo accounts', async () => {
    const database = await createFreshPostgresDatabase(adminUrl ?? '');
    const server = await startServer({
      ...TEST_PRODUCTION_SETTINGS,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      STAFF_FIRST_ADMIN: 'first.admin@example.com:IN',
    });
    try {
      const link = /\/staff\/set-password#token=([A-Za-z0-9_-]{43})/.exec(server.output());
      expect(link).not.toBeNull();
      const demo = await fetch(server.base + staffPath('signIn'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.base },
        body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_STAFF_PASSWORD }),
      });
      expect(demo.status).toBe(401);
      const password = 'first admin harbour lantern';
      const set = await fetch(server.base + staffPath('setPassword'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.base },
        body: JSON.stringify({ token: link?.[1], password }),
      });
      expect(set.status).toBe(200);
      const token = await tokenOf(server.base, 'first.admin@example.com', password);
      const agents = await fetch(server.base + staffPath('agents'), { headers: { authorization: `Bearer ${token}` } });
      expect(((await agents.json()) as { data: { agents: unknown[] } }).data.agents).toMatchObject([
        { email: 'first.admin@example.com', role: 'admin', market: 'IN', state: 'active' },
      ]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await database.drop();
    }
  });
});
