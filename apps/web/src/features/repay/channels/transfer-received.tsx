import type { RepayChannel } from '@loan/contract';
import { useWording } from '@/i18n/use-wording.ts';
import './transfer-received.css';

/** A bank transfer that arrived in part: what came and what is left to send (nothing is paid until it all has). */
export function TransferReceived({ received, remaining }: NonNullable<RepayChannel['transferReceived']>) {
  const { t, money } = useWording();
  return (
    <p className="transfer-received">
      {t('repay.transferReceived', { received: money(received), remaining: money(remaining) })}
    </p>
  );
}
