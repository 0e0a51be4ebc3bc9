import { type CallData, loanPlayDetail } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { onlineGet } from '@/platform/online.ts';

export type RepayDetail = CallData<typeof loanPlayDetail>;

/** What the launch order owes and where to pay it. The helper has already toasted a failure. */
export async function fetchRepayDetail(): Promise<RepayDetail> {
  const { productId, orderId } = getLaunchContext();
  const result = await onlineGet(loanPlayDetail, { productId: productId ?? '', orderId: orderId ?? '' });
  if (!result.ok) throw new Error(result.message || `loan-play-detail failed (${result.code})`);
  return result.data;
}

export const repayDetailQuery = () =>
  queryOptions({ queryKey: ['repay', 'detail', getLaunchContext().orderId], queryFn: fetchRepayDetail });

export function useRepayDetail() {
  return useQuery(repayDetailQuery());
}
