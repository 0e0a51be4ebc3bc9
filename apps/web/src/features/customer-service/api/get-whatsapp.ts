import { CUSTOMER_SERVICE_OVERALL, getWhatsapp } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { onlineGet } from '@/platform/online.ts';

export type CustomerServiceContacts = { phone: string; va: string; email: string };

/** Thrown into TanStack Query so the screen's failure branch runs; the helper has already toasted the reason. */
export class CallFailedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message || `call failed with code ${code}`);
    this.name = 'CallFailedError';
  }
}

export async function fetchCustomerServiceContacts(): Promise<CustomerServiceContacts> {
  const result = await onlineGet(getWhatsapp, { overall: CUSTOMER_SERVICE_OVERALL });
  if (!result.ok) throw new CallFailedError(result.code, result.message);
  return result.data;
}

export const customerServiceQuery = () =>
  queryOptions({ queryKey: ['customer-service', 'contacts'], queryFn: fetchCustomerServiceContacts });

export function useCustomerServiceContacts() {
  return useQuery(customerServiceQuery());
}
