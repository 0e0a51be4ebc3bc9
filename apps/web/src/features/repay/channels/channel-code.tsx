import type { RepayChannel } from '@loan/contract';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { failureKindOf, serverMessageOf } from '@/platform/call-failed.ts';
import { isWebLink } from '../instruction/rules.ts';
import { useChannelReference, type VoucherPurpose } from './api/ask-channel-reference.ts';
import { CopyButton } from './copy-button.tsx';
import { GroupedCode } from './grouped-code.tsx';
import { TransferReceived } from './transfer-received.tsx';
import '@/components/loading-skeleton.css';
import './pill-button.css';

// Only a UPI code needs the QR encoder: it loads with the first one.
const UpiQr = lazy(() => import('./upi-qr.tsx'));

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

/** A labelled code with its own Copy. */
function CodeRow({ label, code, copyLabel }: { label: string; code: string; copyLabel: string }) {
  return (
    <div className="channel__code">
      <span className="channel__code-label">{label}</span>
      <GroupedCode className="channel__code-value" code={code} />
      <CopyButton text={code} label={copyLabel} />
    </div>
  );
}

/**
 * The channel's code once it has one, and what its maker answered with it: the CLABE, a bank account and its IFSC (a
 * NEFT reference is the account number), the reference and barcode, a UPI request as a link and a QR code, the
 * provider's printable voucher and until when a store takes it, and what of a transfer has arrived so far.
 */
function CodeRows({ channel, onEnlarge }: Pick<ChannelCodeProps, 'channel' | 'onEnlarge'>) {
  const { t, date } = useWording();
  const { bankAccount, upi, hostedUrl, expiresAt, transferReceived } = channel;
  return (
    <>
      {transferReceived && <TransferReceived {...transferReceived} />}
      {channel.clabe && (
        <CodeRow
          label={t('repay.clabe')}
          code={channel.clabe}
          copyLabel={t('repay.copyClabe', { code: channel.clabe })}
        />
      )}
      {bankAccount && (
        <>
          <CodeRow
            label={t('repay.accountNumber')}
            code={bankAccount.number}
            copyLabel={t('repay.copyAccountNumber', { code: bankAccount.number })}
          />
          <div className="channel__code">
            <span className="channel__code-label">{t('repay.ifsc')}</span>
            <span className="channel__code-value">{bankAccount.ifsc}</span>
            <CopyButton text={bankAccount.ifsc} label={t('repay.copyIfsc', { code: bankAccount.ifsc })} />
          </div>
        </>
      )}
      {channel.vCode && !bankAccount && (
        <CodeRow
          label={t('repay.voucherCode')}
          code={channel.vCode}
          copyLabel={t('repay.copyReference', { code: channel.vCode })}
        />
      )}
      {channel.BARcodeImg && (
        <button
          type="button"
          className="channel__barcode"
          aria-label={t('repay.showBarcode', { name: channel.payCode })}
          onClick={() => onEnlarge(channel)}
        >
          {/* The repay screen's largest paint once it has a code: fetched ahead of the channels' logos. */}
          <img src={channel.BARcodeImg} alt="" height={44} fetchPriority="high" />
        </button>
      )}
      {upi && (
        <div className="channel__upi">
          <Suspense fallback={<div className="channel__qr channel__qr--loading" />}>
            <UpiQr className="channel__qr" size={144} link={upi.link} label={t('repay.upiQr', { vpa: upi.vpa })} />
          </Suspense>
          <a className="pill-button" href={upi.link}>
            {t('repay.upiPay')}
          </a>
        </div>
      )}
      {(expiresAt || (hostedUrl && isWebLink(hostedUrl))) && (
        <div className="channel__code channel__voucher">
          {expiresAt && (
            <span className="channel__code-label">
              {t('repay.expiresAt')} <span className="channel__expiry">{date(expiresAt, true).slice(0, 16)}</span>
            </span>
          )}
          {hostedUrl && isWebLink(hostedUrl) && (
            <a className="pill-button" href={hostedUrl} target="_blank" rel="noopener noreferrer">
              {t('repay.hostedVoucher')}
            </a>
          )}
        </div>
      )}
    </>
  );
}

/** Where the code will be while it comes: its shape, silent (the screen's one live region says when it is ready). */
function CodeSkeleton({ name }: { name: string }) {
  const { t } = useWording();
  return (
    <div className="channel__ask" aria-busy="true">
      <span className="visually-hidden">{t('repay.codeLoading', { name })}</span>
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
            ? t('common.loadFailedText')
            : serverMessageOf(ask.error) || t('common.refusedText')}
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
          {busy ? t('common.loading') : t('common.retry')}
        </button>
      </div>
    );
  }
  if (ask.isError) return null;
  return <CodeSkeleton name={channel.payCode} />;
}
