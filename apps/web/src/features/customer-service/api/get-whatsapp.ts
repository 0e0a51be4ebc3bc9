import { CUSTOMER_SERVICE_OVERALL, getWhatsapp } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';

export type CustomerServiceContacts = { phone: string; va: string; email: string };

export async function fetchCustomerServiceContacts(): Promise<CustomerServiceContacts> {
  return loadScreenData(getWhatsapp, { overall: CUSTOMER_SERVICE_OVERALL });
}

export const customerServiceQuery = () =>
  queryOptions({ queryKey: ['customer-service', 'contacts'], queryFn: fetchCustomerServiceContacts });

export function useCustomerServiceContacts() {
  return useQuery(customerServiceQuery());
}
