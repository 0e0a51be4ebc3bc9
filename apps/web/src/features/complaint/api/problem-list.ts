import { type CallData, problemList } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';

export type ComplaintTabs = CallData<typeof problemList>['tabs'];

export async function fetchComplaintTabs(): Promise<ComplaintTabs> {
  return (await loadScreenData(problemList, {})).tabs;
}

// Always fresh: a complaint filed a moment ago must be in the list.
export const complaintListQuery = () =>
  queryOptions({ queryKey: ['complaint', 'list'], queryFn: fetchComplaintTabs, staleTime: 0 });

export function useComplaintTabs() {
  return useQuery(complaintListQuery());
}
