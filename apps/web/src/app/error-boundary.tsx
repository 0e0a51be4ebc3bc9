import Button from 'antd-mobile/es/components/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useWords } from '@/i18n/use-words.ts';
import { reportClientError } from '@/platform/error-report.ts';

function CrashNotice() {
  const { t } = useWords();
  return (
    <section role="alert" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 18 }}>{t('common.unexpectedErrorTitle')}</h1>
      <p>{t('common.unexpectedErrorText')}</p>
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </section>
  );
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Last line of defence: a render error shows a reload notice instead of a white page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[app] render failed', error, info.componentStack);
    reportClientError('render', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashNotice /> : this.props.children;
  }
}
