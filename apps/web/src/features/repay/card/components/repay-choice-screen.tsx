import { useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { leaveFlows } from '@/platform/native-flows.ts';
import { toast } from '@/platform/toast.ts';
import {
  cancelRepayment,
  commitRepayment,
  confirmRepayment,
  orderIdOfLaunch,
  type RepaymentWay,
  repayByTransfer,
  sendRepaymentCode,
  tellCardFailure,
  useRepaymentWay,
} from '../api/repayment-calls.ts';
import { COUNTDOWN_READY, cardChoiceError, countdownReducer, NO_CARD, smsCodeError } from '../rules.ts';
import { SmsCodeEntry } from './sms-code-entry.tsx';
import './old-repayment.css';
import { Money } from '@/components/money.tsx';

function RepayChoice({ way }: { way: RepaymentWay }) {
  const { t, money } = useWording();
  const navigate = useNavigate();
  const [cardIndex, setCardIndex] = useState(NO_CARD);
  const [recordId, setRecordId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const [countdown, dispatch] = useReducer(countdownReducer, COUNTDOWN_READY);
  const orderId = orderIdOfLaunch();

  // Leaving the card flow's screens sends endBank (platform/native-flows.ts).
  const toLoanDetail = () => {
    navigate(paths.loanDetail.href({ orderId }), { replace: true });
  };

  async function commit() {
    const error = cardChoiceError(cardIndex, way.bankCards.length);
    const card = way.bankCards[cardIndex];
    if (error || !card) {
      toast.fail(t(error ?? 'card.selectFirst'));
      return;
    }
    setBusy(true);
    toast.loading(t('common.loading'));
    const result = await commitRepayment({
      amount: way.repayAmount,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: null,
      orderId,
      repayToken: way.repayToken,
      bankCode: card.bankCode,
      sendMsg: 1,
    });
    setBusy(false);
    if (!result.ok || !result.data) {
      tellCardFailure(result, 'commit');
      return;
    }
    if (result.data.needValid === 1) {
      setRecordId(result.data.repayRecordId);
      dispatch({ type: 'start' });
      toast.success(t('card.verifyCodeSent'));
      return;
    }
    toast.success(t('repay.paid'));
    toLoanDetail();
  }

  async function getCode() {
    if (recordId === undefined) return;
    setBusy(true);
    const result = await sendRepaymentCode({ orderId, repaymentRecordId: recordId });
    setBusy(false);
    if (!result.ok) {
      tellCardFailure(result, 'commit');
      return;
    }
    dispatch({ type: 'start' });
    toast.success(t('card.verifyCodeSent'));
  }

  async function confirm(code: string) {
    const error = smsCodeError(code);
    if (error || recordId === undefined) {
      toast.fail(t(error ?? 'card.verifyCodeInvalid'));
      return;
    }
    setBusy(true);
    toast.loading(t('common.loading'));
    const result = await confirmRepayment({ orderId, verifyCode: code, repaymentRecordId: recordId });
    setBusy(false);
    if (!result.ok) {
      tellCardFailure(result, 'confirm');
      return;
    }
    setRecordId(undefined);
    dispatch({ type: 'reset' });
    toast.success(t('repay.paid'));
    toLoanDetail();
  }

  function cancel() {
    if (recordId !== undefined) {
      // Frees the order for a new commit; nothing to tell the borrower if it fails (the record lapses on its own).
      void cancelRepayment({ orderId, repaymentRecordId: recordId });
    }
    setRecordId(undefined);
    dispatch({ type: 'reset' });
  }

  async function payByTransfer() {
    const userId = getLaunchContext().userId ?? '';
    setBusy(true);
    const result = await repayByTransfer({ userId, orderId, amount: way.repayAmount });
    setBusy(false);
    if (!result.ok || !result.data) {
      tellCardFailure(result, 'commit');
      return;
    }
    // The transfer's instructions are a screen of the app: opened in-app, the card flow's end (endBank) is sent and
    // the repayment dialog stays, as on any repayment screen. An outside page leaves the web app: every flow ends.
    const target = new URL(result.data.url, window.location.href);
    if (target.origin === window.location.origin) {
      navigate(`${target.pathname}${target.search}`, { replace: true });
      return;
    }
    leaveFlows();
    window.location.assign(target.href);
  }

  return (
    <>
      <section className="old-repay__amount" aria-labelledby="old-repay-amount">
        <p id="old-repay-amount">{t('loan.repaymentAmount')}</p>
        <p className="old-repay__figure">
          <Money>{money(way.repayAmount)}</Money>
        </p>
      </section>

      <fieldset className="old-repay__cards">
        <legend>{t('repay.chooseCard')}</legend>
        {way.bankCards.length === 0 && <p className="old-repay__empty">{t('repay.noCards')}</p>}
        {way.bankCards.map((card, index) => (
          <label key={card.id} className="old-repay__card">
            <input type="radio" name="bank-card" checked={cardIndex === index} onChange={() => setCardIndex(index)} />
            <span className="old-repay__card-bank">{card.bankName}</span>
            <span className="old-repay__card-no">{card.cardNo}</span>
          </label>
        ))}
        <Link className="old-repay__add" to={paths.bindCard.href()}>
          + {t('repay.addCard')}
        </Link>
      </fieldset>

      <div className="old-repay__actions">
        <button type="button" className="old-repay__primary" disabled={busy} onClick={commit}>
          {t('repay.payByCard')}
        </button>
        {way.alipay === 1 && (
          <button type="button" className="old-repay__secondary" disabled={busy} onClick={payByTransfer}>
            {t('repay.payByTransfer')}
          </button>
        )}
      </div>

      <SmsCodeEntry
        open={recordId !== undefined}
        countdown={countdown}
        dispatch={dispatch}
        busy={busy}
        onGetCode={getCode}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </>
  );
}

export function RepayChoiceScreen() {
  const { t } = useWording();
  const way = useRepaymentWay();

  return (
    <Page title={t('title.repayChoice')}>
      {way.isPending ? (
        <LoadingSkeleton lines={4} />
      ) : way.isError ? (
        <FailedState error={way.error} onRetry={() => way.refetch()} retrying={way.isFetching} />
      ) : (
        <RepayChoice way={way.data} />
      )}
    </Page>
  );
}
