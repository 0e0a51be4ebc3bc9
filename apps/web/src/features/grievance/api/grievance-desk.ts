import { type CallData, grievanceDesk } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';
import { launchMarket } from '@/platform/market.ts';

export type GrievanceDesk = CallData<typeof grievanceDesk>;

/** The desk and regulator depend on the market, so the query is keyed by the launch market. */
export const grievanceDeskQuery = () =>
  queryOptions({
    queryKey: ['grievance-desk', launchMarket().id],
    queryFn: () => loadScreenData(grievanceDesk, {}),
  });

export function useGrievanceDesk() {
  return useQuery(grievanceDeskQuery());
}
