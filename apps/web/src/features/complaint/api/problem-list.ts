import { type CallData, problemList } from '@loan/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';

export type ComplaintPage = CallData<typeof problemList>;
export type ComplaintTabs = ComplaintPage['tabs'];

/** One page of the list: the first without a cursor, each next one from the page before's `nextCursor`. */
export async function fetchComplaintPage(cursor: string | null): Promise<ComplaintPage> {
  return loadScreenData(problemList, cursor ? { cursor } : {});
}

// Always fresh: a complaint filed a moment ago must be in the list.
export const complaintListQuery = () =>
  infiniteQueryOptions({
    queryKey: ['complaint', 'list'],
    queryFn: ({ pageParam }) => fetchComplaintPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export function useComplaintPages() {
  return useInfiniteQuery(complaintListQuery());
}
