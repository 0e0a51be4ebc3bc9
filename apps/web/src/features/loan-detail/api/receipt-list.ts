import { type CallData, receiptList } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';

export type ReceiptList = CallData<typeof receiptList>;

export const receiptListQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['receipt-list', orderId],
    queryFn: () => loadScreenData(receiptList, { orderId }),
    // Payments arrive outside the app (a store, a bank): ask again each time the screen opens.
    staleTime: 0,
  });

export function useReceiptList(orderId: string) {
  return useQuery(receiptListQuery(orderId));
}
