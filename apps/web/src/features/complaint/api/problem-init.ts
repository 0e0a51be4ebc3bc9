import { type CallData, problemInit } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';

export type ComplaintInit = CallData<typeof problemInit>;

/** Types, sub-types and orders; `orderId` selects the order card (the form asks with none). */
export async function fetchComplaintInit(orderId: number | undefined): Promise<ComplaintInit> {
  return loadScreenData(problemInit, { orderId: orderId ?? '' });
}

export const complaintInitQuery = (orderId: number | undefined) =>
  queryOptions({ queryKey: ['complaint', 'init', orderId ?? ''], queryFn: () => fetchComplaintInit(orderId) });

export function useComplaintInit(orderId: number | undefined) {
  return useQuery(complaintInitQuery(orderId));
}
