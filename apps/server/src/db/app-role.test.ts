import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, testPostgresUrl } from '../testing/test-database.ts';
import { grantAppRole } from './app-role.ts';
import { type Database, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

const admin = testPostgresUrl();

/** The servers' own role, made after the migrations: it works every table's rows and cannot touch the audit log. */
describe.skipIf(!admin)(
  `the servers' database role${admin ? '' : ' (skipped: TEST_DATABASE_URL is unset; scripts/test.sh runs this in its PostgreSQL stage)'}`,
  { timeout: 120_000 },
  () => {
    const role = `t_app_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(24).toString('hex');
    let database: { url: string; drop: () => Promise<void> };
    let owner: Database;
    let app: Database;
    beforeAll(async () => {
      database = await createFreshPostgresDatabase(admin ?? '');
      owner = await openDatabase(database.url, '/nonexistent');
      await migrate(owner);
      await grantAppRole(owner, role, password);
      // Twice, as every deploy does: the same role, the same password.
      await grantAppRole(owner, role, password);
      const url = new URL(database.url);
      url.username = role;
      url.password = password;
      app = await openDatabase(url.toString(), '/nonexistent');
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await owner?.close();
      await database?.drop();
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`drop role if exists ${role}`).finally(() => client.end());
    });

    it('is no superuser and starts a server: nothing to migrate, every table’s rows read and written', async () => {
      const [me] = await app.query<{ rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean }>(
        'select rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = current_user',
      );
      expect(me).toEqual({ rolsuper: false, rolcreaterole: false, rolcreatedb: false });
      expect(await migrate(app)).toEqual([]);
      await app.query(
        "insert into borrowers (id, name, phone, market) values (880001, 'Role test', '5512345678', 'MX')",
      );
      await app.query("update borrowers set name = 'Role test 2' where id = 880001");
      await app.query("insert into sessions (id, borrower_id) values ('role-test-session', 880001)");
      await app.query("delete from sessions where id = 'role-test-session'");
      await app.query(
        "insert into staff_audit_log (agent_email, action, via) values ('role@test', 'sign-in', 'server')",
      );
      expect((await app.query('select 1 from staff_audit_log')).length).toBeGreaterThan(0);
    });

    it('cannot change, remove or unprotect the audit log, nor make tables, nor become its owner', async () => {
      for (const statement of [
        "update staff_audit_log set action = 'sign-out'",
        'delete from staff_audit_log',
        'truncate staff_audit_log',
        'alter table staff_audit_log disable trigger all',
        'drop trigger staff_audit_log_no_change on staff_audit_log',
        'drop table staff_audit_log',
        'set role loan_audit_owner',
        'create table intruder (id int)',
        "insert into schema_migrations (name) values ('999_fake.sql')",
        "create role intruder login password 'intruder-password'",
      ])
        await expect(app.query(statement), statement).rejects.toThrow();
    });
  },
);
