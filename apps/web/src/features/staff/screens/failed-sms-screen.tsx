import type { StaffData } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { requestStaff } from '../api/request-staff.ts';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { type StaffColumn, StaffTable } from '../components/staff-table.tsx';

type Sms = StaffData<'smsFailed'>['messages'][number];

/**
 * SMS that did not reach the phone, newest first: never taken by a provider after every retry, or taken and reported
 * undelivered by its receipt (the provider's id and error code are what its own console and support look up).
 */
export function FailedSmsScreen() {
  const { t, date } = useConsoleWording();
  const list = useQuery({ queryKey: ['staff', 'sms-failed'], queryFn: () => requestStaff('smsFailed') });
  const columns: StaffColumn<Sms>[] = [
    { key: 'failed', header: t('staff.colFailedAt'), render: (m) => date(m.failedAt, true) },
    { key: 'queued', header: t('staff.colQueuedAt'), render: (m) => date(m.queuedAt, true) },
    { key: 'to', header: t('staff.colTo'), render: (m) => m.recipient },
    { key: 'kind', header: t('staff.colKind'), render: (m) => m.purpose },
    {
      key: 'state',
      header: t('staff.colSmsState'),
      render: (m) =>
        m.state === 'undelivered' ? t('staff.smsUndelivered') : t('staff.smsFailed', { attempts: m.attempts }),
    },
    {
      key: 'provider',
      header: t('staff.colProvider'),
      render: (m) => (m.providerMessageId ? `${m.provider} ${m.providerMessageId}` : m.provider),
    },
    { key: 'error', header: t('staff.colError'), render: (m) => m.error },
  ];
  return (
    <StaffPage title={t('staff.failedSmsTitle')}>
      {list.data ? (
        <StaffTable
          caption={t('staff.failedSmsTitle')}
          columns={columns}
          rows={list.data.messages}
          rowKey={(m) => m.id}
          empty={t('staff.empty')}
        />
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
    </StaffPage>
  );
}
