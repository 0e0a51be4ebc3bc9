import { REPAY_REQUEST_TYPE } from '@loan/contract';
import Button from 'antd-mobile/es/components/button';
import { useWording } from '@/i18n/use-wording.ts';
import { callNative } from '@/platform/bridge.ts';
import type { LoanDetail } from '../api/loan-detail.ts';

export interface CoolingOffExitProps {
  coolingOff: LoanDetail['coolingOff'];
  orderId: string;
  productId: string;
}

/**
 * Within the cooling-off period: what cancelling costs (from the server) and a button that opens the repayment
 * channels for that amount (`requestType=3`), like the Repay button opens them for the debt.
 */
export function CoolingOffExit({ coolingOff, orderId, productId }: CoolingOffExitProps) {
  const { t, money } = useWording();
  return (
    <section className="cooling-off" aria-label={t('keyFacts.coolingOff')}>
      <p className="cooling-off__text">
        {t('coolingOff.notice', { until: coolingOff.until, amount: money(coolingOff.amount) })}
      </p>
      <Button
        block
        color="danger"
        fill="outline"
        size="large"
        onClick={() =>
          callNative('toP', {
            page: 'repay',
            params: { orderId, productId, requestType: String(REPAY_REQUEST_TYPE.coolingOff) },
          })
        }
      >
        {t('coolingOff.cancel')}
      </Button>
    </section>
  );
}
