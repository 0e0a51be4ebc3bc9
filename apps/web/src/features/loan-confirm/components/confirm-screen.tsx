import { CONFIRM_RELOAD_DELAY_MS } from '@loan/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { useConfirmOffer } from '../api/confirm-offer.ts';
import { useKeyFactsRead } from '../key-facts-read.ts';
import { keyFactsChanged, keyFactsRead, productIdFrom, waitsForFinalOffer } from '../rules.ts';
import { ConfirmOfferView } from './confirm-offer-view.tsx';
import { ConfirmSubmit } from './confirm-submit.tsx';
import { KeyFactsPanel } from './key-facts-panel.tsx';
import './confirm.css';

// The dialog library is heavy and most offers never need the countdown: it loads only when one does.
const CountdownDialog = lazy(() => import('./countdown-dialog.tsx'));

export function ConfirmScreen() {
  const { t } = useWording();
  const [search] = useSearchParams();
  const launch = getLaunchContext();
  const productId = productIdFrom(search, launch.productId);
  const [isType, setIsType] = useState<0 | 1>(0);
  const offer = useConfirmOffer(productId, isType);
  // The version of the key facts the borrower opened: Submit needs it to be the offer's current one.
  const [readVersion, setReadVersion] = useKeyFactsRead(launch.userId ?? '', productId);
  const waiting = offer.data !== undefined && (waitsForFinalOffer(offer.data, isType) || offer.isPlaceholderData);

  // isNeedPop: the offer is being finalised; after the countdown it is asked for again with isType=1.
  const needsReload = offer.data !== undefined && !offer.isPlaceholderData && waitsForFinalOffer(offer.data, isType);
  useEffect(() => {
    if (!needsReload) return;
    const timer = setTimeout(() => setIsType(1), CONFIRM_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsReload]);

  return (
    <Page title={t('title.confirm')}>
      {offer.isPending ? (
        <LoadingSkeleton lines={6} />
      ) : offer.data === undefined ? (
        <FailedState error={offer.error} onRetry={() => offer.refetch()} retrying={offer.isFetching} />
      ) : (
        <>
          <ConfirmOfferView offer={offer.data} />
          <KeyFactsPanel
            keyFacts={offer.data.keyFacts}
            read={keyFactsRead(readVersion, offer.data)}
            changed={keyFactsChanged(readVersion, offer.data)}
            onOpen={setReadVersion}
          />
          <ConfirmSubmit
            productId={productId}
            offer={offer.data}
            waiting={waiting}
            read={keyFactsRead(readVersion, offer.data)}
          />
          {waiting && (
            <Suspense fallback={null}>
              <CountdownDialog totalMs={CONFIRM_RELOAD_DELAY_MS} />
            </Suspense>
          )}
        </>
      )}
    </Page>
  );
}
