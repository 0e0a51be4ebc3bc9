import { type CallData, receiptDetail } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';

export type Receipt = CallData<typeof receiptDetail>;

export const receiptQuery = (receiptNo: string) =>
  queryOptions({
    queryKey: ['receipt', receiptNo],
    queryFn: () => loadScreenData(receiptDetail, { receiptNo }),
  });

export function useReceipt(receiptNo: string) {
  return useQuery(receiptQuery(receiptNo));
}
