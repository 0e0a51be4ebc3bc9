import { useSearchParams } from 'react-router';
import { CustomerServiceBubble } from '@/components/customer-service-bubble.tsx';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { PrintButton } from '@/components/print-button.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { type SettlementCertificate, useSettlementCertificate } from '../api/settlement-certificate.ts';
import { certificateFacts } from '../rules.ts';
import { FactList } from './fact-list.tsx';
import '@/components/printable.css';
import { Money } from '@/components/money.tsx';

/** `/settlementCertificate?orderId=5006`: the no-dues certificate (carta finiquito) of a fully repaid loan. */
export function SettlementCertificateScreen() {
  const { t } = useWording();
  const [search] = useSearchParams();
  const orderId = search.get('orderId') || getLaunchContext().orderId || '';
  const certificate = useSettlementCertificate(orderId);

  return (
    <Page title={t('title.settlementCertificate')}>
      {certificate.isPending ? (
        <LoadingSkeleton lines={10} />
      ) : certificate.isError ? (
        <FailedState
          error={certificate.error}
          onRetry={() => certificate.refetch()}
          retrying={certificate.isFetching}
        />
      ) : (
        <CertificateDocument certificate={certificate.data} />
      )}
      <CustomerServiceBubble />
    </Page>
  );
}

function CertificateDocument({ certificate: c }: { certificate: SettlementCertificate }) {
  const { t, money } = useWording();
  return (
    <>
      <article className="printable" aria-labelledby="certificate-heading">
        <p className="printable__issuer">{c.company}</p>
        <h2 id="certificate-heading" className="printable__heading">
          {t('certificate.heading')}
        </h2>
        <p className="printable__statement">
          {t('certificate.statement', {
            company: c.company,
            name: c.borrowerName,
            orderNo: c.orderNo,
            product: c.productName,
            date: c.closedOn,
          })}
        </p>
        <FactList facts={certificateFacts(c)} label={t('certificate.heading')} />
        <table className="printable__table">
          <caption className="printable__caption">{t('certificate.payments')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('receipt.number')}</th>
              <th scope="col">{t('certificate.paidOn')}</th>
              <th scope="col">{t('receipt.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {c.payments.map((p) => (
              <tr key={p.receiptNo}>
                <td>{p.receiptNo}</td>
                <td>{p.paidOn}</td>
                <td>
                  <Money>{money(p.amount)}</Money>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </article>
      <PrintButton />
    </>
  );
}
