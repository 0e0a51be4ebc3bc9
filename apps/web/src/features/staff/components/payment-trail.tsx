import type { StaffData } from '@loan/contract';
import { Money } from '@/components/money.tsx';
import {
  NOTIFICATION_LINK_NAMES,
  PROVIDER_NAMES,
  PURPOSE_NAMES,
  REFERENCE_STATUS_NAMES,
  UNMATCHED_REASON_NAMES,
} from '../labels.ts';
import { amountWithCurrency } from '../rules.ts';
import { DateTime } from './date-time.tsx';
import { useConsoleWording, useSignedIn } from './staff-context.tsx';
import { type StaffColumn, StaffTable } from './staff-table.tsx';

type Trail = NonNullable<StaffData<'complaint'>['payments']>;
type Reference = Trail['references'][number];
type Notification = Trail['notifications'][number];

/** Up to a CLABE's 18 digits, a reference reads whole; anything longer (an id a payer made up) may break anywhere. */
const REFERENCE_WHOLE_MAX = 20;
const Code = ({ text }: { text: string }) => (
  <code className={text.length <= REFERENCE_WHOLE_MAX ? 'staff-nowrap' : 'staff-code'}>{text}</code>
);

/**
 * A repayment complaint's money trail, read only: the references issued for its order and the payment notifications
 * that concern it (applied, unmatched naming one of them, unmatched of the same amount around the complaint's date).
 * Nothing here applies a payment; an agent traces it and answers the borrower.
 */
export function PaymentTrail({ trail }: { trail: Trail }) {
  const { t, date, money } = useConsoleWording();
  const { market } = useSignedIn();
  // The order's amounts read as its market writes them; a notification in another currency keeps its own code.
  const amount = (minor: number, currency: string) =>
    currency === market.currency ? <Money>{money(minor)}</Money> : amountWithCurrency(minor, currency);
  const referenceColumns: StaffColumn<Reference>[] = [
    { key: 'channel', header: t('staff.colChannel'), render: (r) => r.channel },
    {
      key: 'reference',
      header: t('staff.colVoucher'),
      render: (r) => (
        <>
          <Code text={r.reference} />
          {r.voucher && r.voucher !== r.reference && (
            <>
              <br />
              <Code text={r.voucher} />
            </>
          )}
        </>
      ),
    },
    { key: 'purpose', header: t('staff.colPurpose'), render: (r) => t(PURPOSE_NAMES[r.purpose]) },
    { key: 'amount', header: t('staff.colAmount'), numeric: true, render: (r) => amount(r.amount, trail.currency) },
    {
      key: 'status',
      header: t('staff.colStatus'),
      render: (r) => (
        <>
          {t(REFERENCE_STATUS_NAMES[r.status])}
          {r.paidAt && (
            <>
              <br />
              <span className="staff-muted staff-small">
                <DateTime text={date(r.paidAt, true)} />
              </span>
            </>
          )}
        </>
      ),
    },
    { key: 'issued', header: t('staff.colIssued'), render: (r) => <DateTime text={date(r.issuedAt, true)} /> },
    { key: 'expires', header: t('staff.colExpires'), render: (r) => <DateTime text={date(r.expiresAt, true)} /> },
    {
      key: 'provider',
      header: t('staff.colPaymentProvider'),
      render: (r) => (
        <>
          {t(PROVIDER_NAMES[r.provider])}
          {r.providerRef && (
            <>
              <br />
              <code className="staff-code">{r.providerRef}</code>
            </>
          )}
        </>
      ),
    },
  ];
  const notificationColumns: StaffColumn<Notification>[] = [
    {
      key: 'link',
      header: t('staff.colMatch'),
      render: (n) => (
        <span className="staff-detail">
          {t(NOTIFICATION_LINK_NAMES[n.link])}
          {n.reason && n.link !== 'same-amount' && (
            <span className="staff-muted staff-small"> ({t(UNMATCHED_REASON_NAMES[n.reason])})</span>
          )}
        </span>
      ),
    },
    { key: 'paid', header: t('staff.colPaidAt'), render: (n) => <DateTime text={date(n.paidAt, true)} /> },
    { key: 'received', header: t('staff.colReceived'), render: (n) => <DateTime text={date(n.receivedAt, true)} /> },
    { key: 'reference', header: t('staff.colReference'), render: (n) => <Code text={n.reference} /> },
    { key: 'amount', header: t('staff.colAmount'), numeric: true, render: (n) => amount(n.amount, n.currency) },
    { key: 'channel', header: t('staff.colChannel'), render: (n) => n.channel },
    { key: 'event', header: t('staff.colEvent'), render: (n) => <code className="staff-code">{n.eventId}</code> },
  ];
  return (
    <section className="staff-section" aria-labelledby="complaint-payments">
      <h2 id="complaint-payments">{t('staff.trailTitle')}</h2>
      <p className="staff-muted">{t('staff.trailReadOnly')}</p>
      <h3>{t('staff.trailReferences')}</h3>
      <StaffTable
        caption={t('staff.trailReferences')}
        columns={referenceColumns}
        rows={trail.references}
        rowKey={(r) => r.reference}
        empty={t('staff.trailReferencesEmpty')}
        layout="fit"
      />
      <h3>{t('staff.trailNotifications')}</h3>
      <StaffTable
        caption={t('staff.trailNotifications')}
        columns={notificationColumns}
        rows={trail.notifications}
        rowKey={(n) => n.id}
        empty={t('staff.trailNotificationsEmpty')}
        layout="fit"
      />
    </section>
  );
}
