/**
 * History state the complaint home puts on the form's entry. After sending, a form opened from the home goes back to
 * that home entry instead of adding a second, identical one that Back would land on.
 */
export const openedFromHome = { from: 'complaintHome' } as const;

export function wasOpenedFromHome(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'from' in state && state.from === openedFromHome.from;
}
