import { type CallData, problemDetail } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { onlineGet } from '@/platform/online.ts';

export type ComplaintDetail = CallData<typeof problemDetail>;

export async function fetchComplaintDetail(problemId: number): Promise<ComplaintDetail> {
  return dataOrThrow(await onlineGet(problemDetail, { problemId }));
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
