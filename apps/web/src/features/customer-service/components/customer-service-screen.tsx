import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { useCustomerServiceContacts } from '../api/get-whatsapp.ts';
import { ContactList } from './contact-list.tsx';

export function CustomerServiceScreen() {
  const { t } = useWording();
  const contacts = useCustomerServiceContacts();

  return (
    <Page title={t('titleCustomerService')}>
      {contacts.isPending ? (
        <LoadingSkeleton lines={3} />
      ) : contacts.isError ? (
        <FailedState onRetry={() => contacts.refetch()} retrying={contacts.isFetching} />
      ) : (
        <ContactList contacts={contacts.data} />
      )}
    </Page>
  );
}
