import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DetailList } from '@/components/detail-list.tsx';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { type LoanDetail, useLoanDetail } from '../api/loan-detail.ts';
import {
  actionsFor,
  backExitFor,
  hasContract,
  offersCoolingOff,
  offersRating,
  orderIdFrom,
  showsDetailList,
} from '../rules.ts';
import { CoolingOffExit } from './cooling-off-exit.tsx';
import { DetailActions } from './detail-actions.tsx';
import type { DetailDialog } from './detail-dialogs.tsx';
import { DueToday } from './due-today.tsx';
import { PaymentReceipts } from './payment-receipts.tsx';
import { StatusBanner } from './status-banner.tsx';
import './loan-detail.css';

const DetailDialogs = lazy(() => import('./detail-dialogs.tsx'));
// The signed key facts load when the borrower opens them.
const KeyFactsDialog = lazy(() => import('@/components/key-facts-dialog.tsx'));

export function LoanDetailScreen() {
  const { t } = useWording();
  const [search] = useSearchParams();
  const launch = getLaunchContext();
  const orderId = orderIdFrom(search, launch.orderId);
  const productId = search.get('productId') || launch.productId || '';
  const detail = useLoanDetail(orderId, productId);

  return (
    <Page title={t('title.loanDetail')} backExit={backExitFor(search)}>
      {detail.isPending ? (
        <LoadingSkeleton lines={8} />
      ) : detail.isError ? (
        <FailedState error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <LoanDetailView detail={detail.data} orderId={orderId} productId={productId} />
      )}
    </Page>
  );
}

interface LoanDetailViewProps {
  detail: LoanDetail;
  orderId: string;
  productId: string;
}

function LoanDetailView({ detail, orderId, productId }: LoanDetailViewProps) {
  const { t } = useWording();
  const [dialog, setDialog] = useState<DetailDialog | null>(null);
  const [keyFactsOpen, setKeyFactsOpen] = useState(false);
  // The dialogs' chunk is fetched on the first open and stays mounted so they can animate closed.
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const openDialog = (next: DetailDialog | null) => {
    if (next) setDialogsLoaded(true);
    setDialog(next);
  };

  return (
    <>
      <StatusBanner
        orderStatus={detail.orderStatus}
        title={detail.noticeStatusText}
        description={detail.noticeDesText}
      />
      {detail.dueToday && <DueToday dueToday={detail.dueToday} />}
      {offersCoolingOff(detail.coolingOff) && (
        <CoolingOffExit coolingOff={detail.coolingOff} orderId={orderId} productId={productId} />
      )}
      <div className="detail-product">
        <img src={detail.productLogo} alt="" width={32} height={32} />
        <span>{detail.productName}</span>
      </div>
      {showsDetailList(detail.orderStatus) && (
        <DetailList rows={detail.userOrderDetail.detail} label={t('loan.details')} />
      )}
      {hasContract(detail.isNewContract) && (
        <p className="detail-contract">
          <ContractLink href={detail.isNewContract}>{t('confirm.viewContract')}</ContractLink>
        </p>
      )}
      {detail.keyFacts && (
        <>
          <button type="button" className="detail-key-facts" onClick={() => setKeyFactsOpen(true)}>
            {t('detail.keyFacts')}
          </button>
          {keyFactsOpen && (
            <Suspense fallback={null}>
              <KeyFactsDialog keyFacts={detail.keyFacts} onClose={() => setKeyFactsOpen(false)} />
            </Suspense>
          )}
        </>
      )}
      <PaymentReceipts orderId={orderId} />
      {offersRating(detail) && (
        <button type="button" className="detail-rate" onClick={() => openDialog('rating')}>
          <span aria-hidden="true">★ </span>
          {t('confirm.rateUs')}
        </button>
      )}
      <DetailActions
        actions={actionsFor(detail.orderStatus, detail.isDelay)}
        orderId={orderId}
        productId={productId}
        onExtension={() => openDialog('extension')}
      />
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <DetailDialogs open={dialog} orderId={orderId} productId={productId} onOpen={openDialog} />
        </Suspense>
      )}
    </>
  );
}

/** The server gives the contract as a URL: this app's own screen opens in-app, anything else as a page. */
function ContractLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return <a href={href}>{children}</a>;
}
