import type { StaffComplaintSummary } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { requestStaff } from '../api/request-staff.ts';
import { useComplaintTypes } from '../api/use-complaint-types.ts';
import { FilterSelect } from '../components/filter-select.tsx';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { type StaffColumn, StaffTable } from '../components/staff-table.tsx';
import { CHANNEL_NAMES, QUEUE_CHANNELS, QUEUE_STATES, QUEUE_TITLES, STATE_NAMES } from '../labels.ts';
import { queueFilters } from '../rules.ts';
import { complaintPage } from '../staff-paths.ts';
import './queue-screen.css';

const QUEUE_DEFAULTS: Record<string, string> = { state: 'open', channel: 'all', type: '' };

/** Complaints of the agent's market, overdue first then by answer-by date (the server's order), with filters. */
export function QueueScreen() {
  const { t, date } = useConsoleWording();
  const [search, setSearch] = useSearchParams();
  const filters = queueFilters(search);
  const types = useComplaintTypes();
  const queue = useQuery({
    queryKey: ['staff', 'queue', filters],
    queryFn: () => requestStaff('queue', { request: filters }),
    refetchInterval: 60_000,
  });
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value === QUEUE_DEFAULTS[key]) next.delete(key);
    else next.set(key, value);
    setSearch(next, { replace: true });
  };

  const columns: StaffColumn<StaffComplaintSummary>[] = [
    // The text sits under the complaint's link in the first column, so a phone shows it without scrolling sideways.
    {
      key: 'complaint',
      header: t('staff.colSummary'),
      render: (c) => (
        <>
          <Link to={complaintPage(c.id)}>{t('staff.complaintTitle', { id: c.id })}</Link>
          <span className="staff-clip staff-queue__text" dir="auto">
            {c.content}
          </span>
        </>
      ),
    },
    {
      key: 'due',
      header: t('staff.colAnswerBy'),
      render: (c) => (
        <>
          {date(c.responseDueAt, true)}
          {c.overdue && <span className="staff-tag staff-tag--alert">{t('staff.overdue')}</span>}
        </>
      ),
    },
    { key: 'received', header: t('staff.colReceived'), render: (c) => date(c.receivedAt, true) },
    { key: 'type', header: t('staff.colType'), render: (c) => [c.type, c.subType].filter(Boolean).join(' · ') },
    { key: 'state', header: t('staff.colState'), render: (c) => t(STATE_NAMES[c.state]) },
    { key: 'channel', header: t('staff.colChannel'), render: (c) => t(CHANNEL_NAMES[c.channel]) },
  ];

  const typeOptions = [
    { value: '', label: t('staff.any') },
    ...(types.data ?? [])
      .filter((type) => type.parent === null)
      .map((type) => ({
        value: String(type.value),
        label: type.title,
      })),
  ];

  return (
    <StaffPage
      title={t(QUEUE_TITLES[filters.state])}
      actions={
        <p className={queue.data?.overdueCount ? 'staff-count staff-count--alert' : 'staff-count'} role="status">
          {queue.data
            ? queue.data.overdueCount > 0
              ? t('staff.overdueCount', { count: queue.data.overdueCount })
              : t('staff.overdueNone')
            : '…'}
        </p>
      }
    >
      <div className="staff-filters">
        <FilterSelect
          label={t('staff.filterType')}
          value={filters.type === undefined ? '' : String(filters.type)}
          options={typeOptions}
          onChange={(value) => setFilter('type', value)}
        />
        <FilterSelect
          label={t('staff.filterState')}
          value={filters.state}
          options={QUEUE_STATES.map((state) => ({ value: state, label: t(STATE_NAMES[state]) }))}
          onChange={(value) => setFilter('state', value)}
        />
        <FilterSelect
          label={t('staff.filterChannel')}
          value={filters.channel}
          options={QUEUE_CHANNELS.map((channel) => ({ value: channel, label: t(CHANNEL_NAMES[channel]) }))}
          onChange={(value) => setFilter('channel', value)}
        />
      </div>
      {queue.data ? (
        <StaffTable
          caption={t(QUEUE_TITLES[filters.state])}
          columns={columns}
          rows={queue.data.complaints}
          rowKey={(c) => c.id}
          rowTone={(c) => (c.overdue ? 'alert' : undefined)}
          empty={t('staff.queueEmpty')}
        />
      ) : (
        <QueryState error={queue.error} onRetry={() => void queue.refetch()} />
      )}
    </StaffPage>
  );
}
