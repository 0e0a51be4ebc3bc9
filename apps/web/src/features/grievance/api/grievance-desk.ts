import { type CallData, grievanceDesk } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { launchMarket } from '@/platform/market.ts';
import { onlineGet } from '@/platform/online.ts';

export type GrievanceDesk = CallData<typeof grievanceDesk>;

/** The desk and regulator depend on the market, so the query is keyed by the launch market. */
export const grievanceDeskQuery = () =>
  queryOptions({
    queryKey: ['grievance-desk', launchMarket().id],
    queryFn: async () => dataOrThrow(await onlineGet(grievanceDesk, {})),
  });

export function useGrievanceDesk() {
  return useQuery(grievanceDeskQuery());
}
