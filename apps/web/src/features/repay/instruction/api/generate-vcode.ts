import { type CallData, generateVcode } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { onlinePost } from '@/platform/online.ts';
import type { InstructionParams } from '../rules.ts';

export type InstructionsAnswer = CallData<typeof generateVcode>;
/** Payment instructions (an order that owes nothing answers `state: 'settled'` instead). */
export type Instructions = Extract<InstructionsAnswer, { state: 'due' }>;

/**
 * The payment instructions and voucher reference for the launch order. The server answers the same reference for the
 * same order, channel and amount, so asking again (a retry, a reload) is safe.
 */
export async function fetchInstructions(params: InstructionParams): Promise<InstructionsAnswer> {
  const { productId, orderId } = getLaunchContext();
  return dataOrThrow(
    await onlinePost(generateVcode, { productId: productId ?? '', orderId: orderId ?? '', ...params }),
  );
}

export const instructionsQuery = (params: InstructionParams) =>
  queryOptions({
    queryKey: ['repay-instruction', getLaunchContext().orderId, params],
    queryFn: () => fetchInstructions(params),
  });

export function useInstructions(params: InstructionParams) {
  return useQuery(instructionsQuery(params));
}
