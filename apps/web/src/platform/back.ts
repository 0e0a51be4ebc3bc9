import { callNative } from './bridge.ts';
import { leaveFlows } from './native-flows.ts';

/**
 * React Router keeps the position in its history stack as `idx` in `history.state`. Above 0, the borrower came
 * from another in-app screen and "back" returns there; at 0 the page was opened by the native app, and "back"
 * closes the webview (whose browser fallback is `history.back()`).
 */
export function canGoBackInApp(historyState: unknown): boolean {
  if (typeof historyState !== 'object' || historyState === null || !('idx' in historyState)) return false;
  return typeof historyState.idx === 'number' && historyState.idx > 0;
}

/** How Back leaves the webview: `close` returns to the native page that opened it; a screen may name a tab instead. */
export type WebviewExit = 'close' | 'toHome' | 'toMine';

export function goBack(navigateBack: () => void, exit: WebviewExit = 'close'): void {
  if (canGoBackInApp(window.history.state)) {
    navigateBack();
    return;
  }
  // No screen change follows a closing webview, so the open flows (card flow, repayment dialog) end first.
  leaveFlows();
  callNative(exit);
}
