import type { StaffData } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { requestStaff } from '../api/request-staff.ts';
import { useStaffMutation } from '../api/use-staff-mutation.ts';
import { FilterSelect } from '../components/filter-select.tsx';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { type StaffColumn, StaffTable } from '../components/staff-table.tsx';

type Message = StaffData<'contactMessages'>['messages'][number];
const CONTACT_STATES = ['unhandled', 'handled', 'all'] as const;
const CONTACT_STATE_NAMES = {
  unhandled: 'staff.contactUnhandled',
  handled: 'staff.handled',
  all: 'staff.stateAll',
} as const;

/** What visitors wrote on the public site's contact form, unhandled first; an agent marks each one handled. */
export function ContactScreen() {
  const { t, date } = useConsoleWording();
  const [state, setState] = useState<(typeof CONTACT_STATES)[number]>('unhandled');
  const list = useQuery({
    queryKey: ['staff', 'contact', state],
    queryFn: () => requestStaff('contactMessages', { request: { state } }),
  });
  const handled = useStaffMutation((id: number) => requestStaff('contactHandled', { params: { id } }), {
    done: t('staff.handled'),
    refresh: [['staff', 'contact']],
  });
  const columns: StaffColumn<Message>[] = [
    { key: 'at', header: t('staff.colReceived'), render: (m) => date(m.receivedAt, true) },
    {
      key: 'from',
      header: t('staff.colFrom'),
      render: (m) => (
        <>
          {m.name}
          <br />
          <span className="staff-muted">{[m.email, m.phone].filter(Boolean).join(' · ')}</span>
        </>
      ),
    },
    { key: 'message', header: t('staff.colMessage'), render: (m) => <span className="staff-pre">{m.message}</span> },
    {
      key: 'handled',
      header: t('staff.colHandled'),
      render: (m) =>
        m.handledAt ? (
          `${date(m.handledAt, true)} · ${m.handledBy}`
        ) : (
          <button
            type="button"
            className="staff-button"
            disabled={handled.isPending}
            onClick={() => handled.mutate(m.id)}
            aria-label={`${t('staff.markHandled')}: ${m.name}`}
          >
            {t('staff.markHandled')}
          </button>
        ),
    },
  ];
  return (
    <StaffPage title={t('staff.contactTitle')}>
      <div className="staff-filters">
        <FilterSelect
          label={t('staff.filterState')}
          value={state}
          options={CONTACT_STATES.map((value) => ({ value, label: t(CONTACT_STATE_NAMES[value]) }))}
          onChange={(value) => setState(CONTACT_STATES.find((s) => s === value) ?? 'unhandled')}
        />
      </div>
      {list.data ? (
        <StaffTable
          caption={t('staff.contactTitle')}
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
