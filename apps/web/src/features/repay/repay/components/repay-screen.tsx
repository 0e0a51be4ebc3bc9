import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CustomerServiceBubble } from '@/components/customer-service-bubble.tsx';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { RepayChannelList } from '@/features/repay/channels/repay-channel-list.tsx';
import { repayInstructionHref } from '@/features/repay/channels/repay-channel-rules.ts';
import { SettledOrderState } from '@/features/repay/settled/settled-order.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { type RepayDetail, useRepayDetail } from '../api/load-repay-detail.ts';
import { detailValue, hasHiddenRows, repayPurposeFrom, visibleDetailRows } from '../rules.ts';
import './repay-screen.css';
import { Money } from '@/components/money.tsx';

function RepayContent({ detail, purpose }: { detail: RepayDetail; purpose: 1 | 3 }) {
  const { t, money } = useWording();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const rows = visibleDetailRows(detail.detail, expanded);

  return (
    <>
      <section className="repay-summary" aria-labelledby="repay-amount-label">
        <p id="repay-amount-label" className="repay-summary__label">
          {t('loan.repaymentAmount')}
        </p>
        <p className="repay-summary__amount">
          <Money>{money(detail.repayAmount)}</Money>
        </p>
        <dl className="repay-summary__facts">
          <div>
            <dt>{t('loan.repaymentDate')}</dt>
            <dd>{detail.repayDate}</dd>
          </div>
          <div>
            <dt>{t('repay.product')}</dt>
            <dd className="repay-summary__product">
              <img src={detail.productLogo} alt="" width={20} height={20} />
              {detail.productName}
            </dd>
          </div>
        </dl>
      </section>

      <section className="repay-details" aria-label={t('loan.details')}>
        <dl id="repay-detail-rows" className="repay-details__rows">
          {rows.map((row) => (
            <div key={row.text} className="repay-details__row">
              <dt>{row.text}</dt>
              <dd>{detailValue(row, money)}</dd>
            </div>
          ))}
        </dl>
        {hasHiddenRows(detail.detail) && (
          <button
            type="button"
            className="repay-details__toggle"
            aria-expanded={expanded}
            aria-controls="repay-detail-rows"
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('repay.showLess') : t('repay.showMore')}
          </button>
        )}
      </section>

      {detail.noticeMsg && (
        <p className="repay-notice" role="note">
          {detail.noticeMsg}
        </p>
      )}

      <RepayChannelList
        groups={detail.repayList}
        purpose={{ requestType: purpose, amount: detail.repayAmount }}
        onPick={(channel) => navigate(repayInstructionHref(purpose, channel.payCode))}
      />
    </>
  );
}

export function RepayScreen() {
  const { t } = useWording();
  const [search] = useSearchParams();
  const purpose = repayPurposeFrom(search);
  const detail = useRepayDetail(purpose);
  return (
    <Page title={t('title.repay')}>
      <div className="repay-screen">
        {detail.isPending ? (
          <LoadingSkeleton lines={6} />
        ) : detail.isError ? (
          <FailedState error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
        ) : detail.data.state === 'settled' ? (
          <SettledOrderState settled={detail.data} />
        ) : (
          <RepayContent detail={detail.data} purpose={purpose} />
        )}
      </div>
      <CustomerServiceBubble />
    </Page>
  );
}
