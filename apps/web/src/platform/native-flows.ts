import type { AppPathKey, BridgeMessage } from '@loan/contract';
import { paths } from '@/config/paths.ts';
import { callNative } from './bridge.ts';

/**
 * Flows the native app wants to hear about: a group of screens it is told it entered (`start`) and, once, that it
 * left (`end`). Which screen is on show decides, not which component mounted, so moving between the screens of a flow
 * is not a new start, and every way out sends the end: a completed payment that opens another screen, Back in-app,
 * and Back that closes the webview (`leaveFlows` before `close`, where no screen change would be seen).
 */
type FlowMessage = Extract<BridgeMessage, 'startBank' | 'endBank' | 'dismissRepayDialog'>;

interface NativeFlow {
  screens: readonly AppPathKey[];
  start?: FlowMessage;
  end: FlowMessage;
}

/** Outer flows first: starts are sent outer to inner, ends inner to outer. */
export const NATIVE_FLOWS: readonly NativeFlow[] = [
  // The native repayment dialog stays up while the borrower is on any repayment screen.
  { screens: ['repay', 'repayDelay', 'repayInstruction', 'repayChoice', 'bindCard'], end: 'dismissRepayDialog' },
  { screens: ['repayChoice', 'bindCard'], start: 'startBank', end: 'endBank' },
];

function flowsAt(pathname: string | undefined): readonly NativeFlow[] {
  if (pathname === undefined) return [];
  return NATIVE_FLOWS.filter((flow) => flow.screens.some((key) => paths[key].path === pathname));
}

/** The messages that moving from one screen to another sends (`undefined`: outside the web app). */
export function flowMessages(from: string | undefined, to: string | undefined): FlowMessage[] {
  const before = flowsAt(from);
  const after = flowsAt(to);
  const ends = before
    .filter((flow) => !after.includes(flow))
    .reverse()
    .map((flow) => flow.end);
  const starts = after.filter((flow) => !before.includes(flow)).flatMap((flow) => (flow.start ? [flow.start] : []));
  return [...ends, ...starts];
}

let current: string | undefined;

/** The router shows `pathname`: sends the starts and ends that crossing into it means. */
export function followScreen(pathname: string): void {
  const messages = flowMessages(current, pathname);
  current = pathname;
  for (const name of messages) callNative(name);
}

/** The borrower leaves the web app (the webview closes): every open flow ends. */
export function leaveFlows(): void {
  const messages = flowMessages(current, undefined);
  current = undefined;
  for (const name of messages) callNative(name);
}
