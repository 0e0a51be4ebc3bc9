import type { StaffData } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { requestStaff } from '../api/request-staff.ts';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { type StaffColumn, StaffTable } from '../components/staff-table.tsx';
import { UNMATCHED_REASON_NAMES } from '../labels.ts';
import { amountWithCurrency } from '../rules.ts';

type Payment = StaffData<'unmatchedPayments'>['payments'][number];

/** Payment notifications no reference of ours matched: recorded, never applied, for an agent to trace. */
export function UnmatchedScreen() {
  const { t, date } = useConsoleWording();
  const list = useQuery({ queryKey: ['staff', 'unmatched'], queryFn: () => requestStaff('unmatchedPayments') });
  const columns: StaffColumn<Payment>[] = [
    { key: 'paid', header: t('staff.colPaidAt'), render: (p) => date(p.paidAt, true) },
    { key: 'received', header: t('staff.colReceived'), render: (p) => date(p.receivedAt, true) },
    { key: 'reference', header: t('staff.colReference'), render: (p) => p.reference },
    {
      key: 'amount',
      header: t('staff.colAmount'),
      numeric: true,
      render: (p) => amountWithCurrency(p.amount, p.currency),
    },
    { key: 'channel', header: t('staff.colChannel'), render: (p) => p.channel },
    { key: 'reason', header: t('staff.colReason'), render: (p) => t(UNMATCHED_REASON_NAMES[p.reason]) },
    { key: 'event', header: t('staff.colEvent'), render: (p) => <code>{p.eventId}</code> },
  ];
  return (
    <StaffPage title={t('staff.unmatchedTitle')}>
      {list.data ? (
        <StaffTable
          caption={t('staff.unmatchedTitle')}
          columns={columns}
          rows={list.data.payments}
          rowKey={(p) => p.id}
          empty={t('staff.empty')}
        />
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
    </StaffPage>
  );
}
