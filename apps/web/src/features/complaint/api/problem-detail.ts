import { type CallData, problemDetail } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { onlineGet } from '@/platform/online.ts';
import { CallFailedError } from './call-failed.ts';

export type ComplaintDetail = CallData<typeof problemDetail>;

export async function fetchComplaintDetail(problemId: number): Promise<ComplaintDetail> {
  const result = await onlineGet(problemDetail, { problemId });
  if (!result.ok) throw new CallFailedError(result.code, result.message);
  return result.data;
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
