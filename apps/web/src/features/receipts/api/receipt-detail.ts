import { type CallData, receiptDetail } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { onlineGet } from '@/platform/online.ts';

export type Receipt = CallData<typeof receiptDetail>;

export const receiptQuery = (receiptNo: string) =>
  queryOptions({
    queryKey: ['receipt', receiptNo],
    queryFn: async () => dataOrThrow(await onlineGet(receiptDetail, { receiptNo })),
  });

export function useReceipt(receiptNo: string) {
  return useQuery(receiptQuery(receiptNo));
}
