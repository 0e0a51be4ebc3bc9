import { useSearchParams } from 'react-router';
import { CustomerServiceBubble } from '@/components/customer-service-bubble.tsx';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { PrintButton } from '@/components/print-button.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { type Receipt, useReceipt } from '../api/receipt-detail.ts';
import { receiptFacts } from '../rules.ts';
import { FactList } from './fact-list.tsx';
import '@/components/printable.css';
import { Money } from '@/components/money.tsx';

/** `/receipt?receiptNo=P12`: one confirmed payment, every figure from the server. */
export function ReceiptScreen() {
  const { t } = useWording();
  const [search] = useSearchParams();
  const receipt = useReceipt(search.get('receiptNo') ?? '');

  return (
    <Page title={t('title.receipt')}>
      {receipt.isPending ? (
        <LoadingSkeleton lines={8} />
      ) : receipt.isError ? (
        <FailedState error={receipt.error} onRetry={() => receipt.refetch()} retrying={receipt.isFetching} />
      ) : (
        <ReceiptDocument receipt={receipt.data} />
      )}
      <CustomerServiceBubble />
    </Page>
  );
}

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t, money } = useWording();
  return (
    <>
      <article className="printable" aria-labelledby="receipt-heading">
        <p className="printable__issuer">{t('receipt.issuedBy', { company: receipt.company })}</p>
        <h2 id="receipt-heading" className="printable__heading">
          {t(receipt.kind === 'extension' ? 'receipt.kind.extension' : 'receipt.kind.repayment')}
        </h2>
        <p className="printable__issuer">{t('receipt.amount')}</p>
        <p className="printable__amount">
          <Money>{money(receipt.amount)}</Money>
        </p>
        <FactList facts={receiptFacts(receipt)} label={t('title.receipt')} />
      </article>
      <PrintButton />
    </>
  );
}
