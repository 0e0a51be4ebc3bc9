import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { useReceiptList } from '../api/receipt-list.ts';

/**
 * The receipts of the loan's confirmed payments (newest first) and, once it is fully repaid, its settlement
 * certificate. Nothing is shown before the first payment; a failed load offers a retry of its own.
 */
export function PaymentReceipts({ orderId }: { orderId: string }) {
  const { t, money } = useWording();
  const list = useReceiptList(orderId);
  if (list.isPending) return null;
  if (list.isError) {
    return (
      <p className="detail-receipts__failed" role="alert">
        {t('common.loadFailedTitle')}{' '}
        <button type="button" className="detail-receipts__retry" onClick={() => list.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  const { receipts, hasCertificate } = list.data;
  if (receipts.length === 0 && hasCertificate === 0) return null;
  return (
    <section className="detail-receipts" aria-labelledby="detail-receipts">
      <h2 id="detail-receipts" className="detail-receipts__heading">
        {t('receipts.heading')}
      </h2>
      {hasCertificate === 1 && (
        <Link className="detail-receipts__certificate" to={paths.settlementCertificate.href({ orderId })}>
          {t('receipts.certificateLink')} <span aria-hidden="true">›</span>
        </Link>
      )}
      <ul className="detail-receipts__list">
        {receipts.map((r) => (
          <li key={r.receiptNo}>
            <Link to={paths.receipt.href({ receiptNo: r.receiptNo })}>
              {t('receipts.item', {
                kind: t(r.kind === 'extension' ? 'receipt.kind.extension' : 'receipt.kind.repayment'),
                amount: money(r.amount),
                date: r.paidAt,
              })}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
