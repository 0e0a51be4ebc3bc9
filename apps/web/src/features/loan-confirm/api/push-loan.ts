import { type CallData, loanDetailPush } from '@loan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { onlinePost } from '@/platform/online.ts';
import type { ConfirmOffer } from './confirm-offer.ts';

export type PushedLoan = CallData<typeof loanDetailPush>;

/** Accepts the offer as shown: the server refuses terms that are no longer the offer's. */
export async function pushLoan(productId: string, offer: ConfirmOffer): Promise<PushedLoan> {
  return dataOrThrow(
    await onlinePost(
      loanDetailPush,
      {
        amount: offer.amount,
        periods: offer.periods,
        termUnit: offer.termUnit,
        productId,
        // The key facts the borrower opened: the server refuses them if the offer's terms changed since.
        keyFactsVersion: offer.keyFacts.version,
      },
      { loading: true },
    ),
  );
}

export function usePushLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, offer }: { productId: string; offer: ConfirmOffer }) => pushLoan(productId, offer),
    // A refused push (typically: the offer changed meanwhile) shows the borrower the offer as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: ['loan-confirm', 'offer'] }),
  });
}
