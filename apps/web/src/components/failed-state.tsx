import Button from 'antd-mobile/es/components/button';
import { useWording } from '@/i18n/use-wording.ts';
import './failed-state.css';

export interface FailedStateProps {
  onRetry: () => void;
  /** Disables the button while a retry is under way. */
  retrying?: boolean;
  /** What went wrong in the server's words, shown instead of the generic hint when given. */
  message?: string;
}

/** A load that failed: says so and offers a retry, so a screen is never left blank. */
export function FailedState({ onRetry, retrying = false, message }: FailedStateProps) {
  const { t } = useWording();
  return (
    <section className="failed-state" role="alert">
      <div className="failed-state__icon" aria-hidden="true">
        !
      </div>
      <h2 className="failed-state__title">{t('loadFailedTitle')}</h2>
      <p className="failed-state__text">{message || t('loadFailedText')}</p>
      <Button color="primary" fill="outline" loading={retrying} disabled={retrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </section>
  );
}
