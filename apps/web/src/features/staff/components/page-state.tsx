import type { ReactNode } from 'react';
import { CallFailedError } from '@/platform/call-failed.ts';
import { useConsoleWording } from './staff-context.tsx';
import './page-state.css';

/** A page's heading and body, the heading focused target of the skip link's main. */
export function StaffPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="staff-page-head">
        <h1>{title}</h1>
        {actions}
      </div>
      {children}
    </>
  );
}

/** Loading, a refusal (403: not this agent's page or market), or a failure with retry, instead of the data. */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useConsoleWording();
  if (!error) return <p className="staff-muted">{t('staff.loading')}</p>;
  const status = error instanceof CallFailedError ? error.status : 0;
  const message = error instanceof Error ? error.message : t('staff.failedLoad');
  if (status === 403 || status === 404) {
    return (
      <div className="staff-alert" role="alert">
        <p>{status === 403 ? t('staff.forbidden') : t('staff.notFoundText')}</p>
        <p className="staff-muted">{message}</p>
      </div>
    );
  }
  return (
    <div className="staff-alert" role="alert">
      <p>{t('staff.failedLoad')}</p>
      <p className="staff-muted">{message}</p>
      <button type="button" className="staff-button" onClick={onRetry}>
        {t('staff.retry')}
      </button>
    </div>
  );
}
