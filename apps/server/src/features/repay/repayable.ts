import { conflict } from '../../http/failure.ts';
import { isRepayable, type LoanState } from '../orders/index.ts';
import { REPAY } from './messages.ts';

/** The repay calls' refusals: nothing is due, or the loan cannot be extended (again). */

export function assertRepayable(state: LoanState): void {
  if (!isRepayable(state)) throw conflict(REPAY.nothingDue);
}

export function assertExtendable(state: LoanState): void {
  assertRepayable(state);
  if (!state.isDelay) throw conflict(REPAY.notExtendable);
}
