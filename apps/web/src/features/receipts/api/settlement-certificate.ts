import { type CallData, settlementCertificate } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { onlineGet } from '@/platform/online.ts';

export type SettlementCertificate = CallData<typeof settlementCertificate>;

export const settlementCertificateQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['settlement-certificate', orderId],
    queryFn: async () => dataOrThrow(await onlineGet(settlementCertificate, { orderId })),
  });

export function useSettlementCertificate(orderId: string) {
  return useQuery(settlementCertificateQuery(orderId));
}
