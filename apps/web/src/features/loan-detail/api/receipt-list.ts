import { type CallData, receiptList } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { onlineGet } from '@/platform/online.ts';

export type ReceiptList = CallData<typeof receiptList>;

export const receiptListQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['receipt-list', orderId],
    queryFn: async () => dataOrThrow(await onlineGet(receiptList, { orderId }, { silent: true })),
    // Payments arrive outside the app (a store, a bank): ask again each time the screen opens.
    staleTime: 0,
  });

export function useReceiptList(orderId: string) {
  return useQuery(receiptListQuery(orderId));
}
