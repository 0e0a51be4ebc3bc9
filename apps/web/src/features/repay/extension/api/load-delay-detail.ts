import { type CallData, loanPlayDelayDetail } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';

export type DelayAnswer = CallData<typeof loanPlayDelayDetail>;
/** The extension offer (an order that owes nothing answers `state: 'settled'` instead). */
export type DelayDetail = Extract<DelayAnswer, { state: 'due' }>;
/** The order's extension, already paid when the screen is reopened. */
export type DelayExtended = Extract<DelayAnswer, { state: 'extended' }>;

/** The extension offer of the launch order and where to pay its fee. */
export async function fetchDelayDetail(): Promise<DelayAnswer> {
  const { productId, orderId } = getLaunchContext();
  return loadScreenData(loanPlayDelayDetail, { productId: productId ?? '', orderId: orderId ?? '' });
}

export const delayDetailQuery = () =>
  queryOptions({ queryKey: ['repay-delay', 'detail', getLaunchContext().orderId], queryFn: fetchDelayDetail });

export function useDelayDetail() {
  return useQuery(delayDetailQuery());
}
