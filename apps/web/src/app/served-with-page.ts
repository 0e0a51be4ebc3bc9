/** Queries whose answer came with the page, while the borrower is still on the screen it was rendered for. */
const servedWithPage = new Set<string>();

/**
 * Whether a query mounting now may refetch its data (TanStack's `refetchOnMount`): not when its answer came with
 * this page, which is as fresh as a call made now (screens that always reload their data on mount would otherwise
 * ask for it twice on every page load).
 */
export function mayRefetchOnMount(query: { queryHash: string }): boolean {
  return !servedWithPage.has(query.queryHash);
}

/** The borrower moved to another screen: from now on, answers that came with the page are as old as they are. */
export function forgetServedWithPage(): void {
  servedWithPage.clear();
}

export function markServedWithPage(queryHash: string): void {
  servedWithPage.add(queryHash);
}
