import { googleScore } from '@loan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { onlinePost } from '@/platform/online.ts';

/** Records the borrower's 1–5 star rating of the order. */
export async function sendScore(orderId: string, score: number): Promise<void> {
  dataOrThrow(await onlinePost(googleScore, { score, orderId }, { loading: true }));
}

export function useSendScore(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (score: number) => sendScore(orderId, score),
    // isScore turns 0 once rated: the detail is fetched again so the rating entry goes away.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['loan-detail', orderId] }),
  });
}
