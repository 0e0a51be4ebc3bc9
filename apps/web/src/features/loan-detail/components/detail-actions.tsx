import Button from 'antd-mobile/es/components/button';
import { useWording } from '@/i18n/use-wording.ts';
import { callNative } from '@/platform/bridge.ts';
import type { DetailAction } from '../rules.ts';

export interface DetailActionsProps {
  actions: readonly DetailAction[];
  orderId: string;
  productId: string;
  /** Extension goes through a reminder first. */
  onExtension: () => void;
}

/**
 * Repay, extension and borrow again. Each opens its page through the native bridge (`toP`); outside the webview the
 * bridge's fallback navigates in-app to the same screen.
 */
export function DetailActions({ actions, orderId, productId, onExtension }: DetailActionsProps) {
  const { t } = useWording();
  if (actions.length === 0) return null;
  return (
    <div className="detail-actions">
      {actions.includes('repay') && (
        <Button
          block
          color="primary"
          size="large"
          onClick={() => callNative('toP', { page: 'repay', params: { orderId, productId } })}
        >
          {t('loan.repay')}
        </Button>
      )}
      {actions.includes('extension') && (
        <Button block color="primary" fill="outline" size="large" onClick={onExtension}>
          {t('loan.extension')}
        </Button>
      )}
      {actions.includes('borrowAgain') && (
        <Button
          block
          color="primary"
          size="large"
          onClick={() => callNative('toP', { page: 'confirm', params: { productId } })}
        >
          {t('loan.borrowAgain')}
        </Button>
      )}
    </div>
  );
}
