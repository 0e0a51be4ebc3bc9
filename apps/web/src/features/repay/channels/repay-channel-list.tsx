import type { RepayChannel, RepayChannelGroup } from '@loan/contract';
import { useState } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { BarcodeDialog } from './barcode-dialog.tsx';
import { CopyButton } from './copy-button.tsx';
import { GroupedCode } from './grouped-code.tsx';
import './repay-channel-list.css';

export interface RepayChannelListProps {
  groups: RepayChannelGroup[];
  /** A channel was picked: the screen opens its payment instructions. */
  onPick: (channel: RepayChannel) => void;
}

/**
 * Repayment channels grouped by title (bank, convenience store). Each shows its logo and description (tapping them
 * opens the instructions), its voucher code with a Copy button and, for stores, a barcode that opens enlarged.
 * Shared by the repay and the extension screens.
 */
export function RepayChannelList({ groups, onPick }: RepayChannelListProps) {
  const { t } = useWording();
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
                {channel.clabe && (
                  <div className="channel__code">
                    <span className="channel__code-label">{t('repay.clabe')}</span>
                    <GroupedCode className="channel__code-value" code={channel.clabe} />
                    <CopyButton text={channel.clabe} label={t('repay.copyClabe', { code: channel.clabe })} />
                  </div>
                )}
                {channel.vCode && (
                  <div className="channel__code">
                    <span className="channel__code-label">{t('repay.voucherCode')}</span>
                    <GroupedCode className="channel__code-value" code={channel.vCode} />
                    <CopyButton text={channel.vCode} label={t('repay.copyReference', { code: channel.vCode })} />
                  </div>
                )}
                {channel.BARcodeImg && (
                  <button
                    type="button"
                    className="channel__barcode"
                    aria-label={t('repay.showBarcode', { name: channel.payCode })}
                    onClick={() => setEnlarged(channel)}
                  >
                    <img src={channel.BARcodeImg} alt="" height={44} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <BarcodeDialog src={enlarged?.BARcodeImg} code={enlarged?.vCode ?? ''} onClose={() => setEnlarged(undefined)} />
    </>
  );
}
