-- The row count of every table of the application's schema, one `table count` line each, in name order: what
-- scripts/backup.sh records beside a dump (in the dump's own snapshot) and scripts/restore-drill.sh compares a
-- restore with.
select format('%s %s', c.relname,
              (xpath('/row/n/text()',
                     query_to_xml(format('select count(*) as n from %I.%I', n.nspname, c.relname), false, true, '')))[1]::text)
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and n.nspname = 'public'
order by c.relname;
