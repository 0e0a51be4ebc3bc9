import { type CallData, settlementCertificate } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';

export type SettlementCertificate = CallData<typeof settlementCertificate>;

export const settlementCertificateQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['settlement-certificate', orderId],
    queryFn: () => loadScreenData(settlementCertificate, { orderId }),
  });

export function useSettlementCertificate(orderId: string) {
  return useQuery(settlementCertificateQuery(orderId));
}
