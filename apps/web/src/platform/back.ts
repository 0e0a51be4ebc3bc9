import { callNative } from './bridge.ts';

/**
 * React Router keeps the position in its history stack as `idx` in `history.state`. Above 0, the borrower came
 * from another in-app screen and "back" returns there; at 0 the page was opened by the native app, and "back"
 * closes the webview (whose browser fallback is `history.back()`).
 */
export function canGoBackInApp(historyState: unknown): boolean {
  if (typeof historyState !== 'object' || historyState === null || !('idx' in historyState)) return false;
  return typeof historyState.idx === 'number' && historyState.idx > 0;
}

export function goBack(navigateBack: () => void): void {
  if (canGoBackInApp(window.history.state)) navigateBack();
  else callNative('close');
}
