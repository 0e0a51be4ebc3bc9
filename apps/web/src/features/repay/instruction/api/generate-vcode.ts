import { type CallData, generateVcode } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { type OnlineOptions, onlinePost } from '@/platform/online.ts';
import type { InstructionParams } from '../rules.ts';

export type InstructionsAnswer = CallData<typeof generateVcode>;
/** Payment instructions (an order that owes nothing answers `state: 'settled'` instead). */
export type Instructions = Extract<InstructionsAnswer, { state: 'due' }>;

/**
 * The payment instructions and voucher reference for the launch order: for what the server says is owed, or for
 * `amount`, a part the borrower chose on screen (the server refuses one out of bounds). The server answers the same
 * reference for the same order, channel and amount, so asking again (a retry, a reload) is safe.
 */
export async function fetchInstructions(
  params: InstructionParams,
  amount?: number,
  options: OnlineOptions = {},
): Promise<InstructionsAnswer> {
  const { productId, orderId } = getLaunchContext();
  return dataOrThrow(
    await onlinePost(generateVcode, { productId: productId ?? '', orderId: orderId ?? '', ...params, amount }, options),
  );
}

export const instructionsQuery = (params: InstructionParams, amount?: number) =>
  queryOptions({
    queryKey: ['repay-instruction', getLaunchContext().orderId, params, amount ?? 'owed'],
    queryFn: () => fetchInstructions(params, amount),
  });

export function useInstructions(params: InstructionParams, amount?: number) {
  return useQuery(instructionsQuery(params, amount));
}
