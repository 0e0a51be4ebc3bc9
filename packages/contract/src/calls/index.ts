import * as borrower from './borrower.ts';
import * as clientErrors from './client-errors.ts';
import * as complaint from './complaint.ts';
import * as grievance from './grievance.ts';
import * as loan from './loan.ts';
import * as oldRepayment from './old-repayment.ts';
import * as promotion from './promotion.ts';
import * as receipts from './receipts.ts';
import * as repay from './repay.ts';
import * as site from './site.ts';

export * from './borrower.ts';
export * from './client-errors.ts';
export * from './complaint.ts';
export * from './grievance.ts';
export * from './loan.ts';
export * from './old-repayment.ts';
export * from './promotion.ts';
export * from './receipts.ts';
export * from './repay.ts';
export * from './site.ts';

const isCall = (v: unknown): v is import('../call.ts').CallDef =>
  typeof v === 'object' && v !== null && 'family' in v && 'path' in v && 'request' in v;

/** Every call the apps make, for the OpenAPI document and the contract tests. */
export const ALL_CALLS = [
  borrower,
  complaint,
  loan,
  repay,
  oldRepayment,
  promotion,
  grievance,
  receipts,
  clientErrors,
  site,
].flatMap((m) => Object.values(m).filter(isCall));
