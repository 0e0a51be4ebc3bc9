import { type CallData, problemDetail } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';

export type ComplaintDetail = CallData<typeof problemDetail>;

export async function fetchComplaintDetail(problemId: number): Promise<ComplaintDetail> {
  return loadScreenData(problemDetail, { problemId });
}

export const complaintDetailQuery = (problemId: number) =>
  queryOptions({
    queryKey: ['complaint', 'detail', problemId],
    queryFn: () => fetchComplaintDetail(problemId),
    staleTime: 0,
  });

export function useComplaintDetail(problemId: number) {
  return useQuery(complaintDetailQuery(problemId));
}
