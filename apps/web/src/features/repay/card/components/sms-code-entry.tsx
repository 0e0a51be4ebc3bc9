import { SMS_CODE_LENGTH } from '@loan/contract';
import { type Dispatch, useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { digitsOnly } from '@/platform/input-format.ts';
import { maskedValue } from '@/platform/masked-field.ts';
import { type Countdown, type CountdownEvent, countdownLabel } from '../rules.ts';

export interface SmsCodeEntryProps {
  open: boolean;
  countdown: Countdown;
  dispatch: Dispatch<CountdownEvent>;
  busy: boolean;
  onGetCode: () => void;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/**
 * The SMS code entry of a card repayment, in the app's dialog: the code field, the get-code button with
 * its 60 s countdown, Cancel and Confirm. The countdown state lives with the screen, which resets it on Cancel.
 */
export function SmsCodeEntry({ open, countdown, dispatch, busy, onGetCode, onConfirm, onCancel }: SmsCodeEntryProps) {
  const { t } = useWording();
  const [code, setCode] = useState('');
  const inputId = useId();

  // A fresh entry each time the dialog opens.
  useEffect(() => {
    if (open) setCode('');
  }, [open]);

  useEffect(() => {
    if (countdown.phase !== 'counting') return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [countdown.phase, dispatch]);

  return (
    // Escape is the Cancel button; a tap beside the dialog keeps the code typed so far.
    <Dialog open={open} title={t('repay.smsTitle')} onClose={onCancel} className="sms-entry" closesOnBackdrop={false}>
      <form
        className="sms-entry__form"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(code);
        }}
      >
        <p className="sms-entry__hint">{t('repay.smsHint')}</p>
        <label className="sms-entry__label" htmlFor={inputId}>
          {t('repay.codeLabel')}
        </label>
        <div className="sms-entry__row">
          <input
            id={inputId}
            className="sms-entry__input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(maskedValue(event, (typed) => digitsOnly(typed).slice(0, SMS_CODE_LENGTH)))}
          />
          <button
            type="button"
            className="sms-entry__get-code"
            disabled={countdown.phase === 'counting' || busy}
            onClick={onGetCode}
          >
            {countdownLabel(countdown, t)}
          </button>
        </div>
        <div className="sms-entry__actions">
          <button type="button" className="sms-entry__cancel" onClick={onCancel}>
            {t('repay.cancel')}
          </button>
          <button type="submit" className="sms-entry__confirm" disabled={busy}>
            {t('repay.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
