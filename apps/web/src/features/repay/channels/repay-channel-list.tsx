import type { RepayChannel, RepayChannelGroup } from '@loan/contract';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { HydrateLater } from '@/platform/hydration-steps.tsx';
import type { VoucherPurpose } from './api/ask-channel-reference.ts';
import { ChannelCode } from './channel-code.tsx';
import { useOnScreen } from './use-on-screen.ts';
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

interface ChannelCardProps {
  channel: RepayChannel;
  purpose: VoucherPurpose;
  onPick: (channel: RepayChannel) => void;
  onEnlarge: (channel: RepayChannel) => void;
  onReady: (payCode: string) => void;
}

/** One channel: its card asks for its code once the borrower has it on screen. */
function ChannelCard({ channel, purpose, onPick, onEnlarge, onReady }: ChannelCardProps) {
  const [cardRef, onScreen] = useOnScreen<HTMLLIElement>();
  return (
    <li ref={cardRef} className="channel">
      <button type="button" className="channel__pick" onClick={() => onPick(channel)}>
        <img className="channel__logo" src={channel.logo} alt={channel.payCode} width={64} height={32} />
        <span className="channel__desc">{channel.desc}</span>
        <span className="channel__chevron" aria-hidden="true">
          ›
        </span>
      </button>
      <ChannelCode
        key={purpose.amount}
        channel={channel}
        purpose={purpose}
        onScreen={onScreen}
        onEnlarge={onEnlarge}
        onReady={onReady}
      />
    </li>
  );
}

/**
 * Repayment channels grouped by title (bank, convenience store). Each shows its logo and description (tapping them
 * opens the instructions) and its voucher code with a Copy button and, for stores, a barcode that opens enlarged. A
 * channel's code is asked for when its card comes on screen; the list's one polite live region says when it is ready.
 * Shared by the repay and the extension screens.
 */
export function RepayChannelList({ groups, purpose, onPick }: RepayChannelListProps) {
  const { t } = useWording();
  const [enlarged, setEnlarged] = useState<RepayChannel | undefined>();
  // Each arrival is its own line, so a screen reader reads the new one only (the region keeps its earlier lines).
  const [ready, setReady] = useState<string[]>([]);
  const onReady = useCallback(
    (payCode: string) => setReady((names) => (names.includes(payCode) ? names : [...names, payCode])),
    [],
  );

  return (
    <>
      {groups.map((group) => (
        <section key={group.reviewer} className="channels" aria-label={group.reviewer}>
          <h2 className="channels__title">{group.reviewer}</h2>
          <ul className="channels__list">
            {group.list.map((channel) => (
              // Each card is hydrated in a task of its own: a long list would otherwise be one long task.
              <HydrateLater key={channel.payCode}>
                <ChannelCard
                  channel={channel}
                  purpose={purpose}
                  onPick={onPick}
                  onEnlarge={setEnlarged}
                  onReady={onReady}
                />
              </HydrateLater>
            ))}
          </ul>
        </section>
      ))}
      {/* Heard, not seen: the screen's one polite region that says a channel's code is ready. */}
      <div className="visually-hidden" aria-live="polite">
        {ready.map((payCode) => (
          <p key={payCode}>{t('repay.codeReady', { name: payCode })}</p>
        ))}
      </div>
      {enlarged && (
        <Suspense fallback={null}>
          <BarcodeDialog src={enlarged.BARcodeImg} code={enlarged.vCode ?? ''} onClose={() => setEnlarged(undefined)} />
        </Suspense>
      )}
    </>
  );
}
