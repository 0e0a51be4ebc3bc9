import { REPAY_REQUEST_TYPE } from '@loan/contract';
import { useNavigate } from 'react-router';
import { CustomerServiceBubble } from '@/components/customer-service-bubble.tsx';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { RepayChannelList } from '@/features/repay/channels/repay-channel-list.tsx';
import { repayInstructionHref } from '@/features/repay/channels/repay-channel-rules.ts';
import { SettledOrderState } from '@/features/repay/settled/settled-order.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { type DelayDetail, useDelayDetail } from '../api/load-delay-detail.ts';
import { ExtensionDone } from './extension-done.tsx';
import './repay-delay-screen.css';
import { Money } from '@/components/money.tsx';

function DelayContent({ detail }: { detail: DelayDetail }) {
  const { t, money } = useWording();
  const navigate = useNavigate();
  const { delayInfo } = detail;

  return (
    <>
      <section className="delay-top" aria-labelledby="delay-reviewer">
        <p id="delay-reviewer" className="delay-top__reviewer">
          {delayInfo.reviewer}
        </p>
        <dl className="delay-top__facts">
          <div>
            <dt>{t('loan.extensionAmount')}</dt>
            <dd className="delay-top__amount">
              <Money>{money(delayInfo.delayAmount)}</Money>
            </dd>
          </div>
          <div>
            <dt>{t('loan.extensionDate')}</dt>
            <dd>{delayInfo.delayTime}</dd>
          </div>
        </dl>
        <p className="delay-top__product">
          <img src={detail.productLogo} alt="" width={24} height={24} />
          {detail.productName}
        </p>
        {detail.note && <p className="delay-top__note">{detail.note}</p>}
      </section>

      <section className="delay-plan" aria-labelledby="delay-plan-title">
        <h2 id="delay-plan-title" className="delay-plan__title">
          {t('loan.paymentPlan')}
        </h2>
        <ul className="delay-plan__rows">
          {detail.repayPlan.map((row) => (
            <li key={`${row.title}-${row.time}`} className="delay-plan__row">
              <div>
                <p className="delay-plan__row-title">{row.title}</p>
                <p className="delay-plan__row-remark">{row.remark}</p>
              </div>
              <div className="delay-plan__row-figures">
                <p className="delay-plan__row-amount">
                  <Money>{money(row.amount)}</Money>
                </p>
                <p className="delay-plan__row-time">{row.time}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {detail.noticeMsg && (
        <p className="delay-notice" role="note">
          {detail.noticeMsg}
        </p>
      )}

      <RepayChannelList
        groups={detail.repayList}
        purpose={{ requestType: REPAY_REQUEST_TYPE.delay, amount: delayInfo.delayAmount }}
        onPick={(channel) => navigate(repayInstructionHref(REPAY_REQUEST_TYPE.delay, channel.payCode))}
      />
    </>
  );
}

export function RepayDelayScreen() {
  const { t } = useWording();
  const detail = useDelayDetail();
  return (
    <Page title={t('title.repayDelay')}>
      <div className="delay-screen">
        {detail.isPending ? (
          <LoadingSkeleton lines={6} />
        ) : detail.isError ? (
          <FailedState error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
        ) : detail.data.state === 'settled' ? (
          <SettledOrderState settled={detail.data} />
        ) : detail.data.state === 'extended' ? (
          <ExtensionDone extended={detail.data} />
        ) : (
          <DelayContent detail={detail.data} />
        )}
      </div>
      <CustomerServiceBubble />
    </Page>
  );
}
