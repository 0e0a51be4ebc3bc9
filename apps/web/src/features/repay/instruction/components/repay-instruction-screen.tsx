import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { BarcodeDialog } from '@/features/repay/channels/barcode-dialog.tsx';
import { CopyButton } from '@/features/repay/channels/copy-button.tsx';
import { GroupedCode } from '@/features/repay/channels/grouped-code.tsx';
import { TransferReceived } from '@/features/repay/channels/transfer-received.tsx';
import { SettledOrderState } from '@/features/repay/settled/settled-order.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { type Instructions, useInstructions } from '../api/generate-vcode.ts';
import { type InstructionParams, instructionParams, isWebLink, mailtoHref } from '../rules.ts';
import { PartialAmount } from './partial-amount.tsx';
import './repay-instruction-screen.css';
import { Money } from '@/components/money.tsx';

const UpiQr = lazy(() => import('@/features/repay/channels/upi-qr.tsx'));

interface InstructionContentProps {
  data: Instructions;
  params: InstructionParams;
  onChosen: (amount: number) => void;
}

function InstructionContent({ data, params, onChosen }: InstructionContentProps) {
  const { t, money } = useWording();
  const [enlarged, setEnlarged] = useState(false);
  const { repayDetail } = data;
  const { partial } = repayDetail;
  const inPart = partial !== undefined && repayDetail.amount < partial.owed;

  return (
    <>
      <img className="instruction__top-logo" src={data.topLogo} alt="" height={48} />
      <section className="instruction__card" aria-labelledby="instruction-title">
        <p className="instruction__label">{t(inPart ? 'repay.partialLabel' : 'loan.totalAmount')}</p>
        <p className="instruction__amount">
          <Money>{money(repayDetail.amount)}</Money>
        </p>
        {partial && <PartialAmount params={params} owed={partial.owed} minimum={partial.minimum} onChosen={onChosen} />}
        <h2 id="instruction-title" className="instruction__title">
          {repayDetail.repayTitle}
        </h2>
        <p className="instruction__desc">{repayDetail.repayDes}</p>
        {/* A bank transfer is typed or tapped, never scanned at a till: no barcode for SPEI, NEFT / IMPS or UPI. */}
        {!repayDetail.clabe && !repayDetail.upi && !repayDetail.bankAccount && (
          <button
            type="button"
            className="instruction__barcode"
            aria-label={t('repay.showBarcode', { name: repayDetail.vCode })}
            onClick={() => setEnlarged(true)}
          >
            {/* The screen's largest paint: fetched ahead of the logos and pictures below it. */}
            <img
              src={repayDetail.repayCode}
              alt={t('repay.barcodeAlt', { code: repayDetail.vCode })}
              fetchPriority="high"
            />
          </button>
        )}
        {repayDetail.upi && (
          <div className="instruction__upi">
            <a className="instruction__upi-pay" href={repayDetail.upi.link}>
              {t('repay.upiPay')}
            </a>
            <Suspense fallback={<div className="instruction__qr instruction__qr--loading" />}>
              <UpiQr
                className="instruction__qr"
                link={repayDetail.upi.link}
                label={t('repay.upiQr', { vpa: repayDetail.upi.vpa })}
              />
            </Suspense>
          </div>
        )}
        {repayDetail.transferReceived && <TransferReceived {...repayDetail.transferReceived} />}
        <dl className="instruction__facts">
          {repayDetail.clabe && (
            <div className="instruction__fact">
              <dt>{t('repay.clabe')}</dt>
              <dd>
                <GroupedCode className="instruction__code" code={repayDetail.clabe} />
                <CopyButton text={repayDetail.clabe} label={t('repay.copyClabe', { code: repayDetail.clabe })} />
              </dd>
            </div>
          )}
          {repayDetail.bankAccount && (
            <>
              <div className="instruction__fact">
                <dt>{t('repay.accountNumber')}</dt>
                <dd>
                  <GroupedCode className="instruction__code" code={repayDetail.bankAccount.number} />
                  <CopyButton
                    text={repayDetail.bankAccount.number}
                    label={t('repay.copyAccountNumber', { code: repayDetail.bankAccount.number })}
                  />
                </dd>
              </div>
              <div className="instruction__fact">
                <dt>{t('repay.ifsc')}</dt>
                <dd>
                  <span>{repayDetail.bankAccount.ifsc}</span>
                  <CopyButton
                    text={repayDetail.bankAccount.ifsc}
                    label={t('repay.copyIfsc', { code: repayDetail.bankAccount.ifsc })}
                  />
                </dd>
              </div>
            </>
          )}
          {repayDetail.upi && (
            <div className="instruction__fact">
              <dt>{t('repay.upiPayee')}</dt>
              <dd>
                <span>{repayDetail.upi.vpa}</span>
                <CopyButton text={repayDetail.upi.vpa} label={`${t('common.copy')} ${repayDetail.upi.vpa}`} />
              </dd>
            </div>
          )}
          {/* NEFT / IMPS: the reference is the account number above. */}
          {!repayDetail.bankAccount && (
            <div className="instruction__fact">
              <dt>{t('repay.reference')}</dt>
              <dd>
                <GroupedCode className="instruction__code" code={repayDetail.vCode} />
                <CopyButton text={repayDetail.vCode} label={t('repay.copyReference', { code: repayDetail.vCode })} />
              </dd>
            </div>
          )}
          {repayDetail.hostedUrl && (
            <div className="instruction__fact">
              <dt>{t('repay.hostedVoucherText')}</dt>
              <dd>
                <a className="pill-button" href={repayDetail.hostedUrl} target="_blank" rel="noopener noreferrer">
                  {t('repay.hostedVoucher')}
                </a>
              </dd>
            </div>
          )}
          <div className="instruction__fact">
            <dt>{t('loan.companyName')}</dt>
            <dd>
              <span>{repayDetail.companyName}</span>
              <CopyButton text={repayDetail.companyName} label={`${t('common.copy')} ${repayDetail.companyName}`} />
            </dd>
          </div>
        </dl>
      </section>

      {data.dataList.map((section) => (
        <section key={section.title} className="instruction__section">
          <h3>{section.title}</h3>
          <ol>
            {section.content.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
      ))}

      {data.imgList.map((item) => (
        <section key={item.title} className="instruction__section instruction__images">
          <h3>{item.title}</h3>
          <div className="instruction__image-row">
            {item.content.map((src, index) => (
              <img key={src} src={src} alt={t('repay.imageAlt', { title: item.title, n: index + 1 })} />
            ))}
          </div>
          {item.eMail && (
            <a className="instruction__link" href={mailtoHref(item.eMail)}>
              {t('repay.sendReceipt', { email: item.eMail })}
            </a>
          )}
          {item.link && isWebLink(item.link) && (
            <a className="instruction__link" href={item.link} target="_blank" rel="noopener noreferrer">
              {t('repay.visitSite')}
            </a>
          )}
        </section>
      ))}

      <img className="instruction__bottom-logo" src={data.bottomLogo} alt="" height={32} />
      <BarcodeDialog
        src={enlarged ? repayDetail.repayCode : undefined}
        code={repayDetail.vCode}
        onClose={() => setEnlarged(false)}
      />
    </>
  );
}

function InstructionLoader({ params }: { params: InstructionParams }) {
  // A part of what is owed, once the borrower chose it here and the server took it; what is owed until then.
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const instructions = useInstructions(params, chosen);
  if (instructions.isPending) return <LoadingSkeleton lines={8} />;
  if (instructions.isError) {
    return (
      <FailedState
        error={instructions.error}
        onRetry={() => instructions.refetch()}
        retrying={instructions.isFetching}
      />
    );
  }
  if (instructions.data.state === 'settled') return <SettledOrderState settled={instructions.data} />;
  return <InstructionContent data={instructions.data} params={params} onChosen={setChosen} />;
}

export function RepayInstructionScreen() {
  const { t } = useWording();
  const [search] = useSearchParams();
  const params = instructionParams(search);
  return (
    <Page title={t('title.repayInstruction')}>
      {params ? (
        <InstructionLoader params={params} />
      ) : (
        <p className="instruction__missing" role="alert">
          {t('repay.missingParams')}
        </p>
      )}
    </Page>
  );
}
