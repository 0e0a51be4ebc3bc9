import Button from 'antd-mobile/es/components/button';
import { useWording } from '@/i18n/use-wording.ts';
import './failed-state.css';

export interface FailedStateProps {
  onRetry: () => void;
  /** Disables the button while a retry is under way. */
  retrying?: boolean;
}

/** A load that failed: says so and offers a retry, so a screen is never left blank. */
export function FailedState({ onRetry, retrying = false }: FailedStateProps) {
  const { t } = useWording();
  return (
    <section className="failed-state" role="alert">
      <div className="failed-state__icon" aria-hidden="true">
        !
      </div>
      <h2 className="failed-state__title">{t('loadFailedTitle')}</h2>
      <p className="failed-state__text">{t('loadFailedText')}</p>
      <Button color="primary" fill="outline" loading={retrying} disabled={retrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </section>
  );
}
