import { STAFF_NOTE_MAX, type StaffData } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { Money } from '@/components/money.tsx';
import { requestStaff } from '../api/request-staff.ts';
import { useStaffMutation } from '../api/use-staff-mutation.ts';
import { confirmActions } from '../components/confirm-actions.ts';
import { FilterSelect } from '../components/filter-select.tsx';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { type StaffColumn, StaffTable } from '../components/staff-table.tsx';

type Refund = StaffData<'surplusRefunds'>['refunds'][number];
const REFUND_STATES = ['owed', 'refunded', 'all'] as const;
const REFUND_STATE_NAMES = { owed: 'staff.refundOwed', refunded: 'staff.refundDone', all: 'staff.stateAll' } as const;

/** Money received above what an order owed, oldest first; an agent records how each was paid back. */
export function RefundsScreen() {
  const { t, date, money } = useConsoleWording();
  const noteId = useId();
  const [state, setState] = useState<(typeof REFUND_STATES)[number]>('owed');
  const [paying, setPaying] = useState<Refund>();
  const [note, setNote] = useState('');
  const list = useQuery({
    queryKey: ['staff', 'refunds', state],
    queryFn: () => requestStaff('surplusRefunds', { request: { state } }),
  });
  const refunded = useStaffMutation(
    ({ id, note }: { id: number; note: string }) => requestStaff('refunded', { params: { id }, request: { note } }),
    { done: t('staff.refunded'), refresh: [['staff', 'refunds']] },
  );
  const columns: StaffColumn<Refund>[] = [
    { key: 'received', header: t('staff.colReceived'), render: (r) => date(r.receivedAt, true) },
    { key: 'order', header: t('glossary.orderNumber'), render: (r) => r.orderNo },
    {
      key: 'borrower',
      header: t('staff.colBorrower'),
      render: (r) => (
        <>
          {r.borrowerName}
          <br />
          <span className="staff-muted">{r.phone}</span>
        </>
      ),
    },
    { key: 'reference', header: t('staff.colReference'), render: (r) => r.reference },
    { key: 'paid', header: t('staff.colPaidIn'), numeric: true, render: (r) => <Money>{money(r.received)}</Money> },
    { key: 'owed', header: t('staff.colOwed'), numeric: true, render: (r) => <Money>{money(r.amount)}</Money> },
    {
      key: 'state',
      header: t('staff.colStatus'),
      render: (r) =>
        r.refundedAt ? (
          <>
            {t('staff.refundDone')} · {date(r.refundedAt, true)}
            <br />
            <span className="staff-muted">{r.note}</span>
          </>
        ) : (
          <button
            type="button"
            className="staff-button"
            onClick={() => {
              setNote('');
              setPaying(r);
            }}
            aria-label={`${t('staff.markRefunded')}: ${r.orderNo}`}
          >
            {t('staff.markRefunded')}
          </button>
        ),
    },
  ];
  return (
    <StaffPage title={t('staff.refundsTitle')}>
      <div className="staff-filters">
        <FilterSelect
          label={t('staff.filterState')}
          value={state}
          options={REFUND_STATES.map((value) => ({ value, label: t(REFUND_STATE_NAMES[value]) }))}
          onChange={(value) => setState(REFUND_STATES.find((s) => s === value) ?? 'owed')}
        />
      </div>
      {list.data ? (
        <StaffTable
          caption={t('staff.refundsTitle')}
          columns={columns}
          rows={list.data.refunds}
          rowKey={(r) => r.id}
          empty={t('staff.empty')}
        />
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
      <Dialog
        open={paying !== undefined}
        title={t('staff.markRefunded')}
        className="staff-dialog"
        closesOnBackdrop={false}
        onClose={() => setPaying(undefined)}
        actions={confirmActions({
          cancel: t('staff.cancel'),
          confirm: t('staff.markRefunded'),
          disabled: note.trim() === '',
          onConfirm: () => paying && refunded.mutate({ id: paying.id, note }),
          onClose: () => setPaying(undefined),
        })}
      >
        {paying && <p>{t('staff.refundQuestion', { amount: money(paying.amount), order: paying.orderNo })}</p>}
        <div className="staff-field">
          <label htmlFor={noteId}>{t('staff.refundNote')}</label>
          <input
            id={noteId}
            value={note}
            maxLength={STAFF_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </Dialog>
    </StaffPage>
  );
}
