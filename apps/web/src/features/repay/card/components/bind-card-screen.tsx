import { BANK_CARD_MAX_DIGITS } from '@loan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { formatBankCard } from '@/platform/input-format.ts';
import { maskedValue } from '@/platform/masked-field.ts';
import { toast } from '@/platform/toast.ts';
import { type Bank, bindBankCard, tellCardFailure, useBankList } from '../api/repayment-calls.ts';
import { cardNumberDigits, cardNumberError } from '../rules.ts';
import './old-repayment.css';

function BindCardForm({ banks }: { banks: Bank[] }) {
  const { t } = useWording();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [bankCode, setBankCode] = useState('');
  const [digits, setDigits] = useState('');
  const [busy, setBusy] = useState(false);
  const bankId = useId();
  const cardId = useId();

  async function submit() {
    if (!bankCode) {
      toast.fail(t('repay.chooseBank'));
      return;
    }
    const error = cardNumberError(digits);
    if (error) {
      toast.fail(t(error));
      return;
    }
    setBusy(true);
    const result = await bindBankCard({ bankCode, cardNo: digits });
    setBusy(false);
    if (!result.ok) {
      tellCardFailure(result, 'commit');
      return;
    }
    toast.success(t('repay.bindSuccess'));
    await queryClient.invalidateQueries({ queryKey: ['old-repayment', 'way'] });
    navigate(paths.repayChoice.href(), { replace: true });
  }

  return (
    <form
      className="bind-card"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="bind-card__label" htmlFor={bankId}>
        {t('repay.bank')}
      </label>
      {/* The system picker: a wheel on iOS, accessible everywhere, and no JavaScript to download. */}
      <select
        id={bankId}
        className="bind-card__field"
        value={bankCode}
        onChange={(event) => setBankCode(event.target.value)}
      >
        <option value="" disabled>
          {t('repay.chooseBank')}
        </option>
        {banks.map((bank) => (
          <option key={bank.bankCode} value={bank.bankCode}>
            {bank.bankName}
          </option>
        ))}
      </select>

      <label className="bind-card__label" htmlFor={cardId}>
        {t('repay.cardNumber')}
      </label>
      <input
        id={cardId}
        className="bind-card__field bind-card__number"
        inputMode="numeric"
        autoComplete="cc-number"
        // Digits plus a space every 4.
        maxLength={BANK_CARD_MAX_DIGITS + Math.floor((BANK_CARD_MAX_DIGITS - 1) / 4)}
        value={formatBankCard(digits)}
        onChange={(event) =>
          setDigits(cardNumberDigits(maskedValue(event, (typed) => formatBankCard(cardNumberDigits(typed)))))
        }
      />

      <button type="submit" className="old-repay__primary" disabled={busy}>
        {t('repay.bindSubmit')}
      </button>
    </form>
  );
}

export function BindCardScreen() {
  const { t } = useWording();
  const banks = useBankList();
  return (
    <Page title={t('title.bindCard')}>
      {banks.isPending ? (
        <LoadingSkeleton lines={3} />
      ) : banks.isError ? (
        <FailedState error={banks.error} onRetry={() => banks.refetch()} retrying={banks.isFetching} />
      ) : (
        <BindCardForm banks={banks.data.banks} />
      )}
    </Page>
  );
}
