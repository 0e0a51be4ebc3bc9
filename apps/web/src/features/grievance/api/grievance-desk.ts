import { type CallData, grievanceDesk } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';
import { launchWording } from '@/platform/market.ts';

export type GrievanceDesk = CallData<typeof grievanceDesk>;

/** The desk and regulator are the borrower's market's (one per page), worded in the launch language. */
export const grievanceDeskQuery = () =>
  queryOptions({
    queryKey: ['grievance-desk', launchWording()],
    queryFn: () => loadScreenData(grievanceDesk, {}),
  });

export function useGrievanceDesk() {
  return useQuery(grievanceDeskQuery());
}
