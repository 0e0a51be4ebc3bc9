import { type CallData, loanDetails } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';

export type LoanDetail = CallData<typeof loanDetails>;

export async function fetchLoanDetail(orderId: string, productId: string): Promise<LoanDetail> {
  return loadScreenData(loanDetails, { orderId, productId });
}

export const loanDetailQuery = (orderId: string, productId: string) =>
  queryOptions({
    queryKey: ['loan-detail', orderId, productId],
    queryFn: () => fetchLoanDetail(orderId, productId),
    // A status changes outside the app (approval, repayment): ask again each time the screen opens.
    staleTime: 0,
  });

export function useLoanDetail(orderId: string, productId: string) {
  return useQuery(loanDetailQuery(orderId, productId));
}
