import { useId } from 'react';
import { copyText } from '@/platform/clipboard.ts';
import { toast } from '@/platform/toast.ts';
import { useConsoleWording } from './staff-context.tsx';
import './one-time-secret.css';

/** A secret shown this once (an API token, a password link): selectable, copyable, gone when dismissed. */
export function OneTimeSecret({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  const { t } = useConsoleWording();
  const id = useId();
  return (
    <div className="staff-secret" role="status">
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={secret} onFocus={(event) => event.target.select()} />
      <div className="staff-actions">
        <button
          type="button"
          className="staff-button"
          onClick={() => void copyText(secret).then((copied) => copied && toast.success(t('staff.copied')))}
        >
          {t('staff.copy')}
        </button>
        <button type="button" className="staff-button" onClick={onDone}>
          {t('staff.close')}
        </button>
      </div>
    </div>
  );
}
