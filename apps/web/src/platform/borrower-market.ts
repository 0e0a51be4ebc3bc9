import { borrowerMarket, type LendingMarket, lendingMarketById } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { loadScreenData } from './call-failed.ts';
import { getLaunchContext, subscribeLaunchContext } from './launch-context.ts';
import { launchMarket } from './market.ts';

/** The borrower's market as the server knows it; it never changes while the page lives. */
export const borrowerMarketQuery = (userId: string) =>
  queryOptions({
    queryKey: ['borrower-market', userId],
    queryFn: () => loadScreenData(borrowerMarket, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });

const launchUserId = () => {
  const { userId, sessionId } = getLaunchContext();
  return userId && sessionId ? userId : '';
};

/**
 * The market an in-app page states money, dates, tax and law in: the borrower's own, asked of the server once (a
 * server-rendered page brings the answer with it). A page without a borrower, or while the answer is on its way,
 * falls back to the launch market; the screens' own data arrives no sooner, so no amount is shown in another currency.
 */
export function useBorrowerMarket(): LendingMarket {
  const userId = useSyncExternalStore(subscribeLaunchContext, launchUserId, launchUserId);
  const answer = useQuery({ ...borrowerMarketQuery(userId), enabled: userId !== '' });
  return (answer.data && lendingMarketById(answer.data.market)) || launchMarket();
}
