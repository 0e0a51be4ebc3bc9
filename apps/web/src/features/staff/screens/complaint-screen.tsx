import { STAFF_REPLY_TEXT_MAX } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Dialog } from '@/components/dialog.tsx';
import { Money } from '@/components/money.tsx';
import { requestStaff } from '../api/request-staff.ts';
import { useStaffMutation } from '../api/use-staff-mutation.ts';
import { confirmActions } from '../components/confirm-actions.ts';
import { QueryState, StaffPage } from '../components/page-state.tsx';
import { PaymentTrail } from '../components/payment-trail.tsx';
import { PhotoGrid } from '../components/photo-grid.tsx';
import { ReplyForm } from '../components/reply-form.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { CHANNEL_NAMES, EVENT_NAMES, STATE_NAMES } from '../labels.ts';
import { STAFF_PAGES } from '../staff-paths.ts';
import './complaint-screen.css';

/**
 * One complaint: the borrower's text and photos, the order (a repayment complaint's with its payments), the history,
 * the answer-by date; answer it (text and photos, asking for a score), ask for a score later, or close it.
 */
export function ComplaintScreen() {
  const { t, date, money } = useConsoleWording();
  const id = Number(useParams().id);
  const key = ['staff', 'complaint', id] as const;
  const detail = useQuery({ queryKey: key, queryFn: () => requestStaff('complaint', { params: { id } }) });
  const refresh = [key, ['staff', 'queue']] as const;
  const askScore = useStaffMutation(() => requestStaff('askScore', { params: { id } }), {
    done: t('staff.scoreAsked'),
    refresh,
  });
  const close = useStaffMutation(() => requestStaff('close', { params: { id }, request: {} }), {
    done: t('staff.closed'),
    refresh,
  });
  const [confirmClose, setConfirmClose] = useState(false);

  if (!detail.data) {
    return (
      <StaffPage title={t('staff.complaintTitle', { id: Number.isInteger(id) ? id : '?' })}>
        <QueryState error={detail.error} onRetry={() => void detail.refetch()} />
        <p>
          <Link to={STAFF_PAGES.queue}>{t('staff.backToQueue')}</Link>
        </p>
      </StaffPage>
    );
  }
  const { complaint, borrower, photos, reply, order, payments, history } = detail.data;
  const canAskScore = reply.at !== null && !complaint.scoreRequested && complaint.score === null;
  const closed = complaint.state === 'closed';

  return (
    <StaffPage
      title={t('staff.complaintTitle', { id: complaint.id })}
      actions={
        <p className="staff-badges">
          <span className="staff-tag">{t(STATE_NAMES[complaint.state])}</span>
          <span className="staff-tag">{t(CHANNEL_NAMES[complaint.channel])}</span>
          {complaint.overdue && <span className="staff-tag staff-tag--alert">{t('staff.overdue')}</span>}
        </p>
      }
    >
      <p>
        <Link to={STAFF_PAGES.queue}>{t('staff.backToQueue')}</Link>
      </p>
      <div className="staff-columns">
        <div className="staff-column">
          <section className="staff-section" aria-labelledby="complaint-text">
            <h2 id="complaint-text">{t('staff.borrowerText')}</h2>
            <dl className="staff-facts">
              <dt>{t('staff.answerBy')}</dt>
              <dd>
                <strong>{date(complaint.responseDueAt, true)}</strong> (
                {t('staff.daysLeft', { days: complaint.daysLeft })})
              </dd>
              <dt>{t('staff.receivedAt')}</dt>
              <dd>{date(complaint.receivedAt, true)}</dd>
              <dt>{t('staff.colType')}</dt>
              <dd>{[complaint.type, complaint.subType].filter(Boolean).join(' · ')}</dd>
              <dt>{t('staff.colBorrower')}</dt>
              <dd>
                {borrower.name} · {borrower.phone} · #{borrower.id}
              </dd>
              {complaint.score !== null && (
                <>
                  <dt>{t('staff.scoreLabel')}</dt>
                  <dd>{t('staff.score', { score: complaint.score })}</dd>
                </>
              )}
            </dl>
            <p className="staff-quote">{complaint.content}</p>
            {photos.length > 0 && <PhotoGrid urls={photos} alt={(n) => t('staff.photoAlt', { n })} />}
          </section>

          <section className="staff-section" aria-labelledby="complaint-answer">
            <h2 id="complaint-answer">{t('staff.replyTitle')}</h2>
            {reply.at && (
              <div className="staff-reply">
                <p className="staff-muted">{date(reply.at, true)}</p>
                <p className="staff-quote">{reply.text}</p>
                {reply.photos.length > 0 && (
                  <PhotoGrid urls={reply.photos} alt={(n) => t('staff.replyPhotoAlt', { n })} />
                )}
                {complaint.scoreRequested && complaint.score === null && (
                  <p className="staff-muted">{t('staff.scoreAsked')}</p>
                )}
              </div>
            )}
            {!closed && <ReplyForm complaintId={complaint.id} maxLength={STAFF_REPLY_TEXT_MAX} refresh={refresh} />}
            <div className="staff-actions">
              {canAskScore && !closed && (
                <button
                  type="button"
                  className="staff-button"
                  disabled={askScore.isPending}
                  onClick={() => askScore.mutate(undefined)}
                >
                  {t('staff.askScoreNow')}
                </button>
              )}
              {!closed && (
                <button
                  type="button"
                  className="staff-button staff-button--danger"
                  onClick={() => setConfirmClose(true)}
                >
                  {t('staff.closeComplaint')}
                </button>
              )}
            </div>
          </section>
        </div>

        <div className="staff-column staff-column--side">
          <section className="staff-section" aria-labelledby="complaint-order">
            <h2 id="complaint-order">{t('staff.orderSummary')}</h2>
            {order ? (
              <dl className="staff-facts">
                <dt>{t('glossary.orderNumber')}</dt>
                <dd>{order.orderNo}</dd>
                <dt>{t('staff.product')}</dt>
                <dd>{order.productName}</dd>
                <dt>{t('staff.orderStatus')}</dt>
                <dd>{order.status}</dd>
                <dt>{t('staff.orderAmount')}</dt>
                <dd>
                  <Money>{money(order.amount)}</Money>
                </dd>
                <dt>{t('staff.loanDate')}</dt>
                <dd>{order.loanDate ?? '—'}</dd>
                <dt>{t('glossary.dueDate')}</dt>
                <dd>{order.dueDate ?? '—'}</dd>
                <dt>{t('staff.owed')}</dt>
                <dd>
                  <Money>{money(order.owed)}</Money>
                </dd>
                <dt>{t('staff.paid')}</dt>
                <dd>
                  <Money>{money(order.paid)}</Money>
                </dd>
              </dl>
            ) : (
              <p className="staff-muted">{t('staff.noOrder')}</p>
            )}
          </section>
          <section className="staff-section" aria-labelledby="complaint-history">
            <h2 id="complaint-history">{t('staff.history')}</h2>
            {history.length === 0 ? (
              <p className="staff-muted">{t('staff.historyEmpty')}</p>
            ) : (
              <ol className="staff-history">
                {history.map((entry) => (
                  <li key={`${entry.at}-${entry.event}-${entry.by}`}>
                    <p>
                      <strong>{t(EVENT_NAMES[entry.event])}</strong> · {date(entry.at, true)}
                      {entry.by && ` · ${entry.by}`}
                    </p>
                    {entry.text && <p className="staff-muted">{entry.text}</p>}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
      {payments && <PaymentTrail trail={payments} />}
      <Dialog
        open={confirmClose}
        title={t('staff.closeComplaint')}
        className="staff-dialog"
        closesOnBackdrop={false}
        onClose={() => setConfirmClose(false)}
        actions={confirmActions({
          cancel: t('staff.cancel'),
          confirm: t('staff.closeComplaint'),
          onConfirm: () => close.mutate(undefined),
          onClose: () => setConfirmClose(false),
        })}
      >
        <p>{t('staff.closeConfirm')}</p>
      </Dialog>
    </StaffPage>
  );
}
