import type { RepayChannel, RepayChannelGroup } from '@loan/contract';
import { lazy, Suspense, useState } from 'react';
import type { VoucherPurpose } from './api/ask-channel-reference.ts';
import { ChannelCode } from './channel-code.tsx';
import './repay-channel-list.css';

// Shown only when a barcode is tapped: its code and styles load then, not with the plan.
const BarcodeDialog = lazy(async () => ({ default: (await import('./barcode-dialog.tsx')).BarcodeDialog }));

export interface RepayChannelListProps {
  groups: RepayChannelGroup[];
  /** What the channels collect and how much: a channel's code is asked for this purpose and amount. */
  purpose: VoucherPurpose;
  /** A channel was picked: the screen opens its payment instructions. */
  onPick: (channel: RepayChannel) => void;
}

/**
 * Repayment channels grouped by title (bank, convenience store). Each shows its logo and description (tapping them
 * opens the instructions) and its voucher code with a Copy button and, for stores, a barcode that opens enlarged; a
 * channel the borrower has not asked a code of yet offers to get it.
 * Shared by the repay and the extension screens.
 */
export function RepayChannelList({ groups, purpose, onPick }: RepayChannelListProps) {
  const [enlarged, setEnlarged] = useState<RepayChannel | undefined>();

  return (
    <>
      {groups.map((group) => (
        <section key={group.reviewer} className="channels" aria-label={group.reviewer}>
          <h2 className="channels__title">{group.reviewer}</h2>
          <ul className="channels__list">
            {group.list.map((channel) => (
              <li key={channel.payCode} className="channel">
                <button type="button" className="channel__pick" onClick={() => onPick(channel)}>
                  <img className="channel__logo" src={channel.logo} alt={channel.payCode} width={64} height={32} />
                  <span className="channel__desc">{channel.desc}</span>
                  <span className="channel__chevron" aria-hidden="true">
                    ›
                  </span>
                </button>
                <ChannelCode key={purpose.amount} channel={channel} purpose={purpose} onEnlarge={setEnlarged} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {enlarged && (
        <Suspense fallback={null}>
          <BarcodeDialog src={enlarged.BARcodeImg} code={enlarged.vCode ?? ''} onClose={() => setEnlarged(undefined)} />
        </Suspense>
      )}
    </>
  );
}
