import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { failureKindOf, serverMessageOf } from '@/platform/call-failed.ts';
import { fetchInstructions, instructionsQuery } from '../api/generate-vcode.ts';
import { type InstructionParams, typedAmountMinor } from '../rules.ts';

export interface PartialAmountProps {
  params: InstructionParams;
  owed: number;
  minimum: number;
  /** Called with the amount once the server has issued its reference. */
  onChosen: (amount: number) => void;
}

/**
 * Paying part of what is owed: the borrower writes the amount here, the server says whether it may be paid (between
 * the market's minimum and what is owed) and issues its reference; a refusal stays beside the field in its words.
 */
export function PartialAmount({ params, owed, minimum, onChosen }: PartialAmountProps) {
  const { t, money } = useWording();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <button type="button" className="pill-button instruction__partial-toggle" onClick={() => setOpen(true)}>
        {t('repay.partialToggle')}
      </button>
    );
  }

  const submit = async () => {
    if (busy) return;
    const amount = typedAmountMinor(typed);
    if (amount === undefined) return setProblem(t('repay.partialUnreadable'));
    setBusy(true);
    setProblem('');
    try {
      // Silent: a refusal is said once, beside the field, not in a toast as well.
      const answer = await fetchInstructions(params, amount, { silent: true });
      queryClient.setQueryData(instructionsQuery(params, amount).queryKey, answer);
      onChosen(amount);
    } catch (error) {
      const kind = failureKindOf(error);
      // An ended session was said by the request helper; the field keeps what was typed for after signing in.
      if (kind !== 'sessionExpired')
        setProblem(kind === 'network' ? t('common.loadFailedText') : serverMessageOf(error) || t('common.refusedText'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="instruction__partial"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={fieldId}>{t('repay.partialLabel')}</label>
      <p id={hintId} className="instruction__partial-hint">
        {t('repay.partialHint', { minimum: money(minimum), owed: money(owed) })}
      </p>
      <div className="instruction__partial-row">
        <input
          id={fieldId}
          className="instruction__partial-input"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          aria-describedby={problem ? `${hintId} ${fieldId}-problem` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" className="pill-button" aria-busy={busy} aria-disabled={busy}>
          {busy ? t('common.loading') : t('repay.partialSubmit')}
        </button>
      </div>
      {problem && (
        <p id={`${fieldId}-problem`} className="instruction__partial-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
