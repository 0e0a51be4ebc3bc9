import { type CallData, channelReference } from '@loan/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { onlinePost } from '@/platform/online.ts';
import type { RepayRequestType } from '../repay-channel-rules.ts';

export type ChannelReferenceAnswer = CallData<typeof channelReference>;

/** What the plan's channels collect: a repayment, an extension fee or a cooling-off exit, and how much. */
export interface VoucherPurpose {
  requestType: RepayRequestType;
  amount: number;
}

/**
 * A channel's payment reference for the launch order. Reading the plan makes none; the server makes it on this ask
 * and answers the same live one to every later ask, so a retry or a double tap is safe.
 */
export async function askChannelReference(purpose: VoucherPurpose, payCode: string): Promise<ChannelReferenceAnswer> {
  const { productId, orderId } = getLaunchContext();
  return dataOrThrow(
    // The channel's card says why an ask failed, in its place; an ended session is still said once.
    await onlinePost(
      channelReference,
      { productId: productId ?? '', orderId: orderId ?? '', payCode, ...purpose },
      { silent: true },
    ),
  );
}

/** The plans that list channels (repay, cooling-off exit, extension). */
const PLAN_KEYS = [['repay'], ['repay-delay']] as const;

/**
 * The ask as a query that runs once its channel is on screen (`enabled`), never during server render: the answer is
 * the same live reference every time, so the cache keeps it for the screen's next visit and a Retry is safe.
 */
export function useChannelReference(purpose: VoucherPurpose, payCode: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['channel-reference', getLaunchContext().orderId, purpose.requestType, purpose.amount, payCode],
    queryFn: async () => {
      const answer = await askChannelReference(purpose, payCode);
      // The cached plan predates this code: it is read again when a plan screen next opens. An order found settled
      // meanwhile is read again now, so the screen says so instead of offering codes.
      const refetchType = answer.state === 'settled' ? 'active' : 'none';
      await Promise.all(PLAN_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType })));
      return answer;
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
