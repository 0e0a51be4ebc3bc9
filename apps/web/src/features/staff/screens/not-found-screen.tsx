import { Link } from 'react-router';
import { StaffPage } from '../components/page-state.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { STAFF_PAGES } from '../staff-paths.ts';

export function NotFoundScreen() {
  const { t } = useConsoleWording();
  return (
    <StaffPage title={t('staff.notFoundTitle')}>
      <p>{t('staff.notFoundText')}</p>
      <p>
        <Link to={STAFF_PAGES.queue}>{t('staff.backToQueue')}</Link>
      </p>
    </StaffPage>
  );
}
