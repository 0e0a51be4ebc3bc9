import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { callNative } from '@/platform/bridge.ts';
import { failureKindOf, serverMessageOf } from '@/platform/call-failed.ts';
import { sessionEnded } from '@/platform/session-ended.ts';
import './failed-state.css';

export interface FailedStateProps {
  /** What the load ended with; its kind decides the words and the way out. */
  error: unknown;
  onRetry: () => void;
  /** Disables the button while a retry is under way. */
  retrying?: boolean;
}

/**
 * A load that failed, with its true reason, so a screen is never left blank:
 * - the session ended: asks the app to sign in again (at once, and again from the button); retrying cannot help;
 * - the server refused or found nothing: its own message;
 * - a proxy's error page: the service is busy, try again (Retry);
 * - no answer (offline, time-out): check your connection, and Retry.
 */
export function FailedState({ error, onRetry, retrying = false }: FailedStateProps) {
  const { t } = useWording();
  const kind = failureKindOf(error);
  const serverMessage = serverMessageOf(error);

  useEffect(() => {
    // The native app takes the borrower to its sign-in; a browser has no sign-in, so it keeps this state on screen.
    if (kind === 'sessionExpired') sessionEnded({ announce: false });
  }, [kind]);

  if (kind === 'sessionExpired') {
    return (
      <section className="failed-state" role="alert">
        <div className="failed-state__icon" aria-hidden="true">
          !
        </div>
        <h2 className="failed-state__title">{t('common.sessionEndedTitle')}</h2>
        <p className="failed-state__text">{t('common.sessionEndedText')}</p>
        <Button color="primary" onClick={() => callNative('offToLogin')}>
          {t('loginFailure.signInAgain')}
        </Button>
      </section>
    );
  }

  const text =
    kind === 'network'
      ? t('common.loadFailedText')
      : kind === 'busy'
        ? t('common.busyText')
        : serverMessage || t('common.refusedText');
  return (
    <section className="failed-state" role="alert">
      <div className="failed-state__icon" aria-hidden="true">
        !
      </div>
      <h2 className="failed-state__title">{t(kind === 'busy' ? 'common.busyTitle' : 'common.loadFailedTitle')}</h2>
      <p className="failed-state__text">{text}</p>
      {kind !== 'notFound' && (
        <Button color="primary" fill="outline" loading={retrying} disabled={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </section>
  );
}
