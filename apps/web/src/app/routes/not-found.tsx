import Button from 'antd-mobile/es/components/button';
import { NotAvailableScreen } from '@/components/not-available-screen.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { callNative } from '@/platform/bridge.ts';

/** An address the app does not know (a stale link of the native app): the way on is the home tab. */
export default function NotFoundRoute() {
  const { t } = useWording();
  return (
    <NotAvailableScreen titleKey="common.notFoundTitle" messageKey="common.notFoundText">
      <Button block color="primary" size="large" onClick={() => callNative('toHome')}>
        {t('common.goHome')}
      </Button>
    </NotAvailableScreen>
  );
}
