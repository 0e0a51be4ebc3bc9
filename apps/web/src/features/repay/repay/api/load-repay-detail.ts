import { type CallData, loanPlayDetail } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';

export type RepayAnswer = CallData<typeof loanPlayDetail>;
/** What is due and where to pay it (an order that owes nothing answers `state: 'settled'` instead). */
export type RepayDetail = Extract<RepayAnswer, { state: 'due' }>;

/** What the launch order owes and where to pay it. */
export async function fetchRepayDetail(purpose: 1 | 3): Promise<RepayAnswer> {
  const { productId, orderId } = getLaunchContext();
  const ids = { productId: productId ?? '', orderId: orderId ?? '' };
  // requestType=3: what leaving the loan in its cooling-off period costs, and references for that amount.
  return loadScreenData(loanPlayDetail, purpose === 3 ? { ...ids, requestType: purpose } : ids);
}

export const repayDetailQuery = (purpose: 1 | 3) =>
  queryOptions({
    queryKey: ['repay', 'detail', getLaunchContext().orderId, purpose],
    queryFn: () => fetchRepayDetail(purpose),
  });

export function useRepayDetail(purpose: 1 | 3) {
  return useQuery(repayDetailQuery(purpose));
}
