import type { Database } from './database.ts';

/** A PostgreSQL role name this code writes into SQL itself (quoted by `format('%I')` as well). */
export const APP_ROLE_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The role the servers run as, made by the role that ran the migrations: it may log in with `password` and read and
 * change the rows of every table, and nothing more: not a superuser, no roles or databases of its own, no table it
 * owns (so no trigger it may disable), the audit log read and appended to only (its owner, `loan_audit_owner`, is a
 * role it cannot become; migration 045). Run again after every migration: it covers the tables made since, and it
 * sets the password again (a rotated one takes effect).
 */
export async function grantAppRole(db: Database, role: string, password: string): Promise<void> {
  if (!APP_ROLE_PATTERN.test(role)) throw new Error(`APP_DATABASE_ROLE: not a plain role name: ${role}`);
  await db.transaction(async (tx) => {
    // The password reaches the DO block as a transaction setting, never spliced into the SQL text here.
    await tx.query("select set_config('loan.app_role', $1, true), set_config('loan.app_password', $2, true)", [
      role,
      password,
    ]);
    await tx.exec(`do $$
declare
  app text := current_setting('loan.app_role');
  secret text := current_setting('loan.app_password');
begin
  if exists (select 1 from pg_roles where rolname = app) then
    execute format('alter role %I login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password %L', app, secret);
  else
    execute format('create role %I login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password %L', app, secret);
  end if;
  execute format('grant connect, temporary on database %I to %I', current_database(), app);
  execute format('grant usage on schema public to %I', app);
  execute format('revoke create on schema public from %I', app);
  execute format('grant select, insert, update, delete on all tables in schema public to %I', app);
  execute format('grant usage, select on all sequences in schema public to %I', app);
  -- The log of who did what: read and appended to, never changed (the triggers refuse it too).
  execute format('revoke update, delete, truncate on staff_audit_log from %I', app);
  -- Which migrations ran is the migrating role's to write.
  execute format('revoke insert, update, delete on schema_migrations from %I', app);
end $$`);
  });
}
