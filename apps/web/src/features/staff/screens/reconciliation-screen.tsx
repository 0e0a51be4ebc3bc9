import type { StaffData } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { requestStaff } from '../api/request-staff.ts';
import { DateTime } from '../components/date-time.tsx';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { type StaffColumn, StaffTable } from '../components/staff-table.tsx';
import { PROVIDER_NAMES, RECONCILIATION_KIND_NAMES, UNMATCHED_REASON_NAMES } from '../labels.ts';
import { amountWithCurrency, reconciliationSince } from '../rules.ts';

type Difference = StaffData<'reconciliation'>['differences'][number];

/**
 * The desk's markets' payment providers against what was applied here, from a day on: each payment one side has and
 * the other lacks or books at another amount. Reading it applies nothing; a person decides each difference.
 */
export function ReconciliationScreen() {
  const { t, date } = useConsoleWording();
  const [search, setSearch] = useSearchParams();
  const since = reconciliationSince(search.get('since'), new Date());
  const report = useQuery({
    queryKey: ['staff', 'reconciliation', since],
    queryFn: () => requestStaff('reconciliation', { request: { since } }),
  });
  const amount = (minor: number | null, currency: string) =>
    minor === null ? '—' : amountWithCurrency(minor, currency);
  const columns: StaffColumn<Difference>[] = [
    { key: 'kind', header: t('staff.colDifference'), render: (d) => t(RECONCILIATION_KIND_NAMES[d.kind][0]) },
    {
      key: 'payment',
      header: `${t('staff.colPaymentProvider')} · ${t('staff.colPaymentId')}`,
      render: (d) => (
        <>
          {t(PROVIDER_NAMES[d.provider])}
          <br />
          <code className="staff-code">{d.paymentId}</code>
        </>
      ),
    },
    { key: 'reference', header: t('staff.colReference'), render: (d) => d.reference ?? '—' },
    {
      key: 'collected',
      header: t('staff.colProviderAmount'),
      numeric: true,
      render: (d) => amount(d.providerAmount, d.currency),
    },
    {
      key: 'applied',
      header: t('staff.colAppliedAmount'),
      numeric: true,
      render: (d) => amount(d.appliedAmount, d.currency),
    },
    {
      key: 'paid',
      header: t('staff.colPaidAt'),
      render: (d) => (d.paidAt ? <DateTime text={date(d.paidAt, true)} /> : '—'),
    },
    {
      key: 'detail',
      header: t('staff.colDetail'),
      render: (d) => (
        <span className="staff-detail">
          {t(RECONCILIATION_KIND_NAMES[d.kind][1])}
          {d.reason && (
            <>
              <br />
              <span className="staff-muted staff-small">
                {t('staff.reconRecordedAs', { reason: t(UNMATCHED_REASON_NAMES[d.reason]) })}
              </span>
            </>
          )}
        </span>
      ),
    },
  ];
  const data = report.data;
  return (
    <StaffPage title={t('staff.reconciliationTitle')}>
      <div className="staff-filters">
        <div className="staff-filter">
          <label htmlFor="reconciliation-since">{t('staff.reconciliationSince')}</label>
          <input
            id="reconciliation-since"
            type="date"
            value={since}
            onChange={(event) => {
              if (event.target.value) setSearch({ since: event.target.value }, { replace: true });
            }}
          />
        </div>
      </div>
      {data ? (
        <>
          <ul className="staff-muted">
            {data.providers.length === 0 && <li>{t('staff.reconciliationNoProvider')}</li>}
            {data.providers.map((p) => (
              <li key={`${p.provider}-${p.market}`}>
                {t('staff.reconciliationCompared', {
                  provider: t(PROVIDER_NAMES[p.provider]),
                  market: p.market,
                  count: p.payments,
                })}
              </li>
            ))}
          </ul>
          <StaffTable
            caption={t('staff.reconciliationTitle')}
            columns={columns}
            rows={data.differences}
            rowKey={(d) => `${d.kind}-${d.provider}-${d.paymentId}`}
            empty={t('staff.reconciliationNone')}
            layout="fit"
          />
        </>
      ) : (
        <QueryState error={report.error} onRetry={() => void report.refetch()} />
      )}
    </StaffPage>
  );
}
