import type { RepayChannel } from '@loan/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { failureKindOf, serverMessageOf } from '@/platform/call-failed.ts';
import { useChannelReference, type VoucherPurpose } from './api/ask-channel-reference.ts';
import { CopyButton } from './copy-button.tsx';
import { GroupedCode } from './grouped-code.tsx';
import '@/components/loading-skeleton.css';
import './pill-button.css';

export interface ChannelCodeProps {
  channel: RepayChannel;
  purpose: VoucherPurpose;
  /** The channel's card has been on screen: its code is asked for then, never before (nor during server render). */
  onScreen: boolean;
  /** A code asked for just arrived: the screen announces it. */
  onReady: (payCode: string) => void;
  /** The borrower tapped the channel's barcode: the screen shows it enlarged. */
  onEnlarge: (channel: RepayChannel) => void;
}

/** The channel's CLABE, reference and barcode, once it has a reference. */
function CodeRows({ channel, onEnlarge }: Pick<ChannelCodeProps, 'channel' | 'onEnlarge'>) {
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

/** Where the code will be while it comes: its shape, silent (the screen's one live region says when it is ready). */
function CodeSkeleton({ name }: { name: string }) {
  const { t } = useWording();
  return (
    <div className="channel__ask" aria-busy="true">
      <span className="skeleton__label">{t('repay.codeLoading', { name })}</span>
      <span className="channel__skeleton skeleton__block" aria-hidden="true" />
      <span className="channel__skeleton channel__skeleton--pill skeleton__block" aria-hidden="true" />
    </div>
  );
}

/**
 * A channel's code: the one the plan already lists, or the one asked for as soon as the channel is on screen (the
 * plan's read makes none), with its skeleton while it comes and, when the ask fails, its true reason (as a screen's
 * failed state words it) and a retry in the channel's place.
 */
export function ChannelCode({ channel, purpose, onScreen, onEnlarge, onReady }: ChannelCodeProps) {
  const { t } = useWording();
  const listed = channel.vCode !== undefined;
  const ask = useChannelReference(purpose, channel.payCode, onScreen && !listed);
  const asked = ask.data?.state === 'due' ? ask.data.channel : undefined;
  const shown = listed ? channel : asked;
  const area = useRef<HTMLDivElement>(null);
  const mountedAt = useRef(Date.now());
  const retried = useRef(false);

  // Announced once, when it arrives: not a code the plan listed, nor one the cache kept from an earlier visit.
  const arrivedAt = asked ? ask.dataUpdatedAt : 0;
  useEffect(() => {
    if (arrivedAt >= mountedAt.current) onReady(channel.payCode);
  }, [arrivedAt, channel.payCode, onReady]);

  // Focus stays where it was; only a Retry the borrower was on, gone with the failure, hands it to the code's Copy.
  useLayoutEffect(() => {
    if (!shown || !retried.current) return;
    retried.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) area.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [shown]);

  if (shown) {
    return (
      <div ref={area}>
        <CodeRows channel={shown} onEnlarge={onEnlarge} />
      </div>
    );
  }
  const busy = ask.isFetching;
  // An ended session was said once by the request helper, which asked the app to sign in; a Retry could not help.
  if (ask.isError && failureKindOf(ask.error) !== 'sessionExpired') {
    return (
      <div className="channel__ask channel__ask--failed" role="alert">
        <span className="channel__ask-text">
          {failureKindOf(ask.error) === 'network'
            ? t('loadFailedText')
            : serverMessageOf(ask.error) || t('refusedText')}
        </span>
        <button
          type="button"
          className="pill-button"
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => {
            if (busy) return;
            retried.current = true;
            void ask.refetch();
          }}
        >
          {busy ? t('loading') : t('retry')}
        </button>
      </div>
    );
  }
  if (ask.isError) return null;
  return <CodeSkeleton name={channel.payCode} />;
}
