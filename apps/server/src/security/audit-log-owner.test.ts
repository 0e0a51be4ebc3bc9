import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../testing/staff-client.ts';
import { buildTestApp, DEMO, query } from '../testing/test-app.ts';
import { testPostgresUrl } from '../testing/test-database.ts';

/**
 * The audit log against the credentials of the app: on PostgreSQL its table belongs to a role of its own, so a role
 * with the app's rights on it (insert, read) can neither change rows nor switch the append-only triggers off. Reads of
 * personal data by agents leave a row too.
 */
describe('security: the audit log', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  }, 600_000);
  afterAll(() => app.close());

  it.runIf(testPostgresUrl() !== undefined)(
    'belongs to a role that cannot log in; the app’s rights on it cannot disable, drop or bypass its triggers',
    async () => {
      const [owner] = await app.db.query<{ owner: string; fn_owner: string; login: boolean }>(
        `select t.tableowner as owner, pg_get_userbyid(p.proowner) as fn_owner, r.rolcanlogin as login
           from pg_tables t, pg_proc p, pg_roles r
          where t.tablename = 'staff_audit_log' and p.proname = 'staff_audit_log_append_only'
            and r.rolname = t.tableowner`,
      );
      expect(owner).toEqual({ owner: 'loan_audit_owner', fn_owner: 'loan_audit_owner', login: false });
      // A login role with exactly what the migrations leave the app on the log: read and append.
      const role = `audit_probe_${randomBytes(4).toString('hex')}`;
      const password = randomBytes(12).toString('hex');
      const db = (await app.db.query<{ db: string }>('select current_database() as db'))[0]?.db ?? '';
      await app.db.query(`create role ${role} login password '${password}'`);
      await app.db.query(`grant select, insert on staff_audit_log to ${role}`);
      await app.db.query(`grant connect on database "${db}" to ${role}`);
      const url = new URL(testPostgresUrl() ?? '');
      url.username = role;
      url.password = password;
      url.pathname = `/${db}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(
          "insert into staff_audit_log (agent_email, action, target, via) values ('probe@x', 'sign-in', 'probe', 'server')",
        );
        for (const attack of [
          'alter table staff_audit_log disable trigger all',
          'alter table staff_audit_log disable trigger staff_audit_log_no_change',
          'drop trigger staff_audit_log_no_change on staff_audit_log',
          "update staff_audit_log set target = 'rewritten'",
          'delete from staff_audit_log',
          'truncate staff_audit_log',
        ])
          await expect(client.query(attack), attack).rejects.toThrow();
      } finally {
        await client.end();
        await app.db.query(`revoke all on staff_audit_log from ${role}`);
        await app.db.query(`revoke connect on database "${db}" from ${role}`);
        await app.db.query(`drop role ${role}`);
      }
      expect((await app.db.query("select 1 from staff_audit_log where target = 'rewritten'")).length).toBe(0);
    },
  );

  it('records every read of personal data by an agent: a complaint’s borrower and the lists of people', async () => {
    const agent = await signInStaff(app, 'agent.mx@demo.test');
    const filed = await app.inject({
      method: 'POST',
      url: `/online/user-problem/problem-save?${query({ ...DEMO.borrower, language: '2' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ problemType: 2, problemDetail: 'Una queja para leer' }),
    });
    const [complaint] = await app.db.query<{ id: unknown; borrower_id: unknown }>(
      'select id, borrower_id from complaints where id = $1',
      [Number(filed.json().data.problemId)],
    );
    expect((await agent.call('complaint', { id: Number(complaint?.id) })).statusCode).toBe(200);
    for (const path of ['surplus-refunds?state=all', 'contact-messages?state=all', 'sms-failed'])
      expect((await agent.get(`/staff/api/${path}`)).statusCode, path).toBe(200);
    const reads = await app.db.query<{ target: string }>(
      "select target from staff_audit_log where action = 'personal-data-read' and agent_email = $1 order by id",
      ['agent.mx@demo.test'],
    );
    expect(reads.map((r) => r.target)).toEqual([
      `borrower:${Number(complaint?.borrower_id)}`,
      'list:surplus-refunds',
      'list:contact-messages',
      'list:sms-failed',
    ]);
  });
});
