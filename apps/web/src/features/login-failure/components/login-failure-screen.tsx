import Button from 'antd-mobile/es/components/button';
import { Page } from '@/components/page.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { callNative } from '@/platform/bridge.ts';
import './login-failure-screen.css';

/** Joint-login failure: the session the native app handed over is not valid; the borrower signs in again natively. */
export function LoginFailureScreen() {
  const { t } = useWording();
  return (
    <Page title={t('title.loginFailure')} back={false}>
      <section className="login-failure">
        <div className="login-failure__icon" aria-hidden="true">
          ✕
        </div>
        <h2 className="login-failure__title">{t('loginFailure.heading')}</h2>
        <p className="login-failure__notice">{t('loginFailure.notice')}</p>
        <Button block color="primary" size="large" onClick={() => callNative('offToLogin')}>
          {t('loginFailure.signInAgain')}
        </Button>
      </section>
    </Page>
  );
}
