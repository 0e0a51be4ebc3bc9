import { STAFF_AUDIT_ACTIONS, type StaffData } from '@loan/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { requestStaff } from '../api/request-staff.ts';
import { FilterSelect } from '../components/filter-select.tsx';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { type StaffColumn, StaffTable } from '../components/staff-table.tsx';
import { EVENT_NAMES } from '../labels.ts';
import { auditFilters, describeChange } from '../rules.ts';

type Entry = StaffData<'audit'>['entries'][number];

/** Admins: the append-only audit log, newest first, filtered by agent, action and days; older pages on demand. */
export function AuditScreen() {
  const { t, date } = useConsoleWording();
  const [search, setSearch] = useSearchParams();
  const filters = auditFilters(search);
  const agents = useQuery({ queryKey: ['staff', 'agents'], queryFn: () => requestStaff('agents') });
  const log = useInfiniteQuery({
    queryKey: ['staff', 'audit', filters],
    queryFn: ({ pageParam }) =>
      requestStaff('audit', { request: { ...filters, ...(pageParam ? { before: pageParam } : {}) } }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.entries.at(-1)?.id,
  });
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const columns: StaffColumn<Entry>[] = [
    { key: 'at', header: t('staff.colWhen'), render: (e) => date(e.at, true) },
    { key: 'who', header: t('staff.colActor'), render: (e) => e.agentEmail || '—' },
    { key: 'action', header: t('staff.colAction'), render: (e) => t(EVENT_NAMES[e.action]) },
    { key: 'target', header: t('staff.colTarget'), render: (e) => e.target },
    {
      key: 'detail',
      header: t('staff.colDetail'),
      render: (e) => <span className="staff-pre staff-small">{describeChange(e.before, e.after)}</span>,
    },
    { key: 'via', header: t('staff.colVia'), render: (e) => `${e.via} · ${e.ip}` },
  ];
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const lastPage = log.data?.pages.at(-1);
  return (
    <StaffPage title={t('staff.auditTitle')}>
      <div className="staff-filters">
        <FilterSelect
          label={t('staff.filterActor')}
          value={filters.agentId === undefined ? '' : String(filters.agentId)}
          options={[
            { value: '', label: t('staff.any') },
            ...(agents.data?.agents ?? []).map((a) => ({ value: String(a.id), label: a.email })),
          ]}
          onChange={(value) => setFilter('agentId', value)}
        />
        <FilterSelect
          label={t('staff.filterAction')}
          value={filters.action ?? ''}
          options={[
            { value: '', label: t('staff.any') },
            ...STAFF_AUDIT_ACTIONS.map((a) => ({ value: a, label: t(EVENT_NAMES[a]) })),
          ]}
          onChange={(value) => setFilter('action', value)}
        />
        <div className="staff-filter">
          <label htmlFor="audit-from">{t('staff.filterFrom')}</label>
          <input
            id="audit-from"
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => setFilter('from', event.target.value)}
          />
        </div>
        <div className="staff-filter">
          <label htmlFor="audit-to">{t('staff.filterTo')}</label>
          <input
            id="audit-to"
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => setFilter('to', event.target.value)}
          />
        </div>
      </div>
      {log.data ? (
        <>
          <StaffTable
            caption={t('staff.auditTitle')}
            columns={columns}
            rows={entries}
            rowKey={(e) => e.id}
            empty={t('staff.empty')}
          />
          {lastPage && lastPage.entries.length > 0 && log.hasNextPage && (
            <button
              type="button"
              className="staff-button"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {t('staff.older')}
            </button>
          )}
        </>
      ) : (
        <QueryState error={log.error} onRetry={() => void log.refetch()} />
      )}
    </StaffPage>
  );
}
