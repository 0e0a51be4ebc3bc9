import { type CallData, problemList } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { onlineGet } from '@/platform/online.ts';
import { CallFailedError } from './call-failed.ts';

export type ComplaintTabs = CallData<typeof problemList>['tabs'];

export async function fetchComplaintTabs(): Promise<ComplaintTabs> {
  const result = await onlineGet(problemList, {});
  if (!result.ok) throw new CallFailedError(result.code, result.message);
  return result.data.tabs;
}

// Always fresh: a complaint filed a moment ago must be in the list.
export const complaintListQuery = () =>
  queryOptions({ queryKey: ['complaint', 'list'], queryFn: fetchComplaintTabs, staleTime: 0 });

export function useComplaintTabs() {
  return useQuery(complaintListQuery());
}
