import type { RepayChannel } from '@loan/contract';
import { useWording } from '@/i18n/use-wording.ts';
import { failureKindOf, serverMessageOf } from '@/platform/call-failed.ts';
import { useChannelReference, type VoucherPurpose } from './api/ask-channel-reference.ts';
import { CopyButton } from './copy-button.tsx';
import { GroupedCode } from './grouped-code.tsx';
import './pill-button.css';

export interface ChannelCodeProps {
  channel: RepayChannel;
  purpose: VoucherPurpose;
  /** The borrower tapped the channel's barcode: the screen shows it enlarged. */
  onEnlarge: (channel: RepayChannel) => void;
}

/** The channel's CLABE, reference and barcode, once it has a reference. */
function CodeRows({ channel, onEnlarge }: Omit<ChannelCodeProps, 'purpose'>) {
  const { t } = useWording();
  return (
    <>
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
          onClick={() => onEnlarge(channel)}
        >
          <img src={channel.BARcodeImg} alt="" height={44} />
        </button>
      )}
    </>
  );
}

/**
 * A channel's code: the one the plan already lists, or a button that asks for it (the plan's read makes none), with
 * its wait and, when the ask fails, its true reason (as a screen's failed state words it) and a retry in the channel's
 * place.
 */
export function ChannelCode({ channel, purpose, onEnlarge }: ChannelCodeProps) {
  const { t } = useWording();
  const ask = useChannelReference(purpose, channel.payCode);
  const asked = ask.data?.state === 'due' ? ask.data.channel : undefined;
  const shown = channel.vCode ? channel : asked;
  if (shown) return <CodeRows channel={shown} onEnlarge={onEnlarge} />;
  const busy = ask.isFetching;
  const request = () => {
    if (!busy) void ask.refetch();
  };
  // An ended session was said once by the request helper, which asked the app to sign in; a Retry could not help.
  if (ask.isError && !busy && failureKindOf(ask.error) !== 'sessionExpired') {
    return (
      <div className="channel__ask channel__ask--failed" role="alert">
        <span className="channel__ask-text">
          {failureKindOf(ask.error) === 'network'
            ? t('loadFailedText')
            : serverMessageOf(ask.error) || t('refusedText')}
        </span>
        <button type="button" className="pill-button" onClick={request}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="channel__ask">
      <button
        type="button"
        className="pill-button"
        aria-label={busy ? undefined : t('repay.askCodeFor', { name: channel.payCode })}
        aria-disabled={busy}
        aria-busy={busy}
        onClick={request}
      >
        {busy ? t('loading') : t('repay.askCode')}
      </button>
    </div>
  );
}
