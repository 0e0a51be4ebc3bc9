import { type CallData, loanDetailConfirm } from '@loan/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';

export type ConfirmOffer = CallData<typeof loanDetailConfirm>;

/** The offer of a product; `isType=1` is the reload after the countdown, when the offer is final. */
export async function fetchConfirmOffer(productId: string, isType: 0 | 1): Promise<ConfirmOffer> {
  return loadScreenData(loanDetailConfirm, isType ? { productId, isType } : { productId });
}

export const confirmOfferQuery = (productId: string, isType: 0 | 1) =>
  queryOptions({
    queryKey: ['loan-confirm', 'offer', productId, isType],
    queryFn: () => fetchConfirmOffer(productId, isType),
    // An offer can change at any moment: always ask again when the screen opens.
    staleTime: 0,
  });

export function useConfirmOffer(productId: string, isType: 0 | 1) {
  // While the reload after the countdown runs, the screen keeps showing the offer it has.
  return useQuery({ ...confirmOfferQuery(productId, isType), placeholderData: keepPreviousData });
}
