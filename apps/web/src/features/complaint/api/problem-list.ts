import { type CallData, problemList } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { onlineGet } from '@/platform/online.ts';

export type ComplaintTabs = CallData<typeof problemList>['tabs'];

export async function fetchComplaintTabs(): Promise<ComplaintTabs> {
  return dataOrThrow(await onlineGet(problemList, {})).tabs;
}

// Always fresh: a complaint filed a moment ago must be in the list.
export const complaintListQuery = () =>
  queryOptions({ queryKey: ['complaint', 'list'], queryFn: fetchComplaintTabs, staleTime: 0 });

export function useComplaintTabs() {
  return useQuery(complaintListQuery());
}
