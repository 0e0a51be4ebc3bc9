import type { SettledOrder } from '@loan/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import './settled-order.css';
import { Money } from '@/components/money.tsx';

/**
 * A loan with nothing left to pay, on the repay, extension and instruction screens: says so plainly (not "check your
 * connection"), with the payment that closed it and links to its receipt and the settlement certificate.
 */
export function SettledOrderState({ settled }: { settled: SettledOrder }) {
  const { t, money } = useWording();
  const payment = settled.lastPayment;
  const orderId = getLaunchContext().orderId ?? '';
  return (
    <section className="settled" aria-labelledby="settled-title">
      <div className="settled__icon" aria-hidden="true">
        ✓
      </div>
      <h2 id="settled-title" className="settled__title">
        {t('repay.settledTitle')}
      </h2>
      <p className="settled__text">{t('repay.settledText', { product: settled.productName })}</p>
      {payment && (
        <section className="settled__payment" aria-labelledby="settled-payment">
          <h3 id="settled-payment" className="settled__payment-title">
            {t('repay.lastPayment')}
          </h3>
          <dl className="settled__facts">
            <div>
              <dt>{t('receipt.amount')}</dt>
              <dd>
                <Money>{money(payment.amount)}</Money>
              </dd>
            </div>
            <div>
              <dt>{t('receipt.paidAt')}</dt>
              <dd>{payment.paidAt}</dd>
            </div>
            <div>
              <dt>{t('receipt.channel')}</dt>
              <dd>{payment.channel}</dd>
            </div>
            <div>
              <dt>{t('receipt.number')}</dt>
              <dd>{payment.receiptNo}</dd>
            </div>
          </dl>
          <Link className="settled__link" to={paths.receipt.href({ receiptNo: payment.receiptNo })}>
            {t('repay.viewReceipt')}
          </Link>
        </section>
      )}
      {settled.hasCertificate === 1 && (
        <Link className="settled__link" to={paths.settlementCertificate.href({ orderId })}>
          {t('repay.viewCertificate')}
        </Link>
      )}
    </section>
  );
}
