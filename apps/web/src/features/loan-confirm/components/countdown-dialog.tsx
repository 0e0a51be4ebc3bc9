import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { secondsLeft } from '../rules.ts';

export interface CountdownDialogProps {
  totalMs: number;
}

/** While the offer is being finalised: a ring that empties over `totalMs` and the seconds left. */
export default function CountdownDialog({ totalMs }: CountdownDialogProps) {
  const { t } = useWording();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = secondsLeft(totalMs, now - startedAt);

  return (
    // It closes by itself when the offer is final: no way to dismiss it meanwhile.
    <Dialog open title={t('confirm.popTitle')}>
      <div className="countdown">
        <svg className="countdown__ring" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="28" className="countdown__track" />
          <circle
            cx="32"
            cy="32"
            r="28"
            className="countdown__progress"
            style={{ animationDuration: `${totalMs}ms` }}
          />
        </svg>
        <p className="countdown__seconds" aria-live="polite">
          {t('confirm.popSeconds', { seconds })}
        </p>
        <p className="countdown__text">{t('confirm.popText')}</p>
      </div>
    </Dialog>
  );
}
