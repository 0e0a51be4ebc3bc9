import type { REPAY_REQUEST_TYPE } from '@loan/contract';
import { paths } from '@/config/paths.ts';

export type RepayRequestType = (typeof REPAY_REQUEST_TYPE)[keyof typeof REPAY_REQUEST_TYPE];

/**
 * The payment instructions of a picked channel: `/carpmm?requestType=…&payCode=…`. No amount: the server decides what
 * is paid. The borrower's launch context (order, session) stays in sessionStorage, so the link does not repeat it.
 */
export function repayInstructionHref(requestType: RepayRequestType, payCode: string): string {
  return paths.repayInstruction.href({ requestType, payCode });
}

/**
 * A long reference or CLABE cut into groups of 4 digits for reading aloud or typing (`1234 5678 9012 3456`). Only the
 * display is grouped: the Copy button copies the digits as they are.
 */
export function digitGroups(code: string, size = 4): string[] {
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += size) groups.push(code.slice(i, i + size));
  return groups;
}
