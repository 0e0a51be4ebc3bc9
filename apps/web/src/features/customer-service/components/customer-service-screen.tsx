import { Link } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { useCustomerServiceContacts } from '../api/get-whatsapp.ts';
import { ContactList } from './contact-list.tsx';

export function CustomerServiceScreen() {
  const { t } = useWording();
  const contacts = useCustomerServiceContacts();

  return (
    <Page title={t('title.customerService')}>
      {contacts.isPending ? (
        <LoadingSkeleton lines={3} />
      ) : contacts.isError ? (
        <FailedState error={contacts.error} onRetry={() => contacts.refetch()} retrying={contacts.isFetching} />
      ) : (
        <ContactList contacts={contacts.data} />
      )}
      <Link className="contacts__grievance" to={paths.grievance.href()}>
        {t('grievance.link')} <span aria-hidden="true">›</span>
      </Link>
    </Page>
  );
}
