-- The audit log's append-only triggers hold only against a role that cannot alter the table: its owner may disable or
-- drop them. So the log (its table, sequence and trigger function) belongs to a role of its own, `loan_audit_owner`,
-- which cannot log in; the role running the migrations keeps SELECT and INSERT only. This needs a migrating role that
-- may create roles and hand the table over (a superuser, or CREATEROLE with membership of the new role); otherwise the
-- log stays as it was and a warning says so. It protects only against an app role that is neither a superuser nor
-- able to grant itself that role (docs/support-desk.md, "Audit log"). PGlite has a single superuser: there the
-- triggers stop the app's own statements, not someone holding the database file.
do $$
begin
  -- Roles belong to the whole cluster: another database's migration may be creating it at this very moment.
  if not exists (select 1 from pg_roles where rolname = 'loan_audit_owner') then
    begin
      create role loan_audit_owner nologin;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  execute format('grant select, insert on staff_audit_log to %I', current_user);
  alter table staff_audit_log owner to loan_audit_owner;
  alter function staff_audit_log_append_only() owner to loan_audit_owner;
exception when insufficient_privilege then
  raise warning 'staff_audit_log stays owned by %: this role may not create or hand over to loan_audit_owner',
    current_user;
end $$;
