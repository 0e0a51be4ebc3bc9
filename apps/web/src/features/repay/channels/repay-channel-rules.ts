import type { REPAY_REQUEST_TYPE } from '@loan/contract';
import { paths } from '@/config/paths.ts';

export type RepayRequestType = (typeof REPAY_REQUEST_TYPE)[keyof typeof REPAY_REQUEST_TYPE];

/**
 * The payment instructions of a picked channel: `/carpmm?requestType=…&amount=…&payCode=…`. The borrower's launch
 * context (order, session) stays in sessionStorage, so the link does not repeat it.
 */
export function repayInstructionHref(requestType: RepayRequestType, amount: number, payCode: string): string {
  return paths.repayInstruction.href({ requestType, amount, payCode });
}
