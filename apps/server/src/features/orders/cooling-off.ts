import { COOLING_OFF_DAYS_DEFAULT, coolingOffExit, DAY_MS, REPAYABLE_STATUSES } from '@loan/contract';
import { type Queryable, toSafeInt } from '../../db/database.ts';
import { PAID } from './owed.ts';

/*
 * The cooling-off period (RBI digital lending "cooling-off/look-up period"): for `days` × 24 hours from the moment the
 * loan was paid out, the borrower may leave it by paying the principal plus interest for the days used, no penalty.
 * The loan detail offers it, the repayment channels collect it, the settlement closes the order. One rule, here.
 */

/** `settings` key of the cooling-off period in days (an operator may lengthen it; the regulator sets a minimum). */
export const COOLING_OFF_SETTING = 'cooling_off_days';

/** The cooling-off period in days: the setting when it holds a whole number of days, else the default. */
export async function coolingOffDays(db: Queryable): Promise<number> {
  const [row] = await db.query<{ value: unknown }>('select value from settings where key = $1', [COOLING_OFF_SETTING]);
  return coolingOffDaysOf(row?.value);
}

/** The setting's stored value (absent: undefined) as the period in days. */
export function coolingOffDaysOf(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : COOLING_OFF_DAYS_DEFAULT;
}

export interface CoolingOffTerms {
  status: number;
  /** Principal, minor units. */
  amount: number;
  /** When the loan was paid out; null while it has not been. */
  disbursedAt: Date | null;
  /** When the borrower already left the loan this way. */
  cooledOffAt: Date | null;
  /** Repaid so far (counts towards the exit amount). */
  paid: number;
}

export interface CoolingOffState {
  available: boolean;
  /** What leaving costs now (principal + interest for the days used − paid); 0 when not available. */
  amount: number;
  interest: number;
  daysUsed: number;
  /** The first moment the period is over; null when the loan has not been paid out. */
  until: Date | null;
}

const CLOSED = { available: false, amount: 0, interest: 0, daysUsed: 0 } as const;

/** Whether the borrower may still cancel at `now`, and for how much: last millisecond in, the deadline itself out. */
export function coolingOffState(terms: CoolingOffTerms, days: number, now: Date): CoolingOffState {
  if (terms.disbursedAt === null) return { ...CLOSED, until: null };
  const start = terms.disbursedAt.getTime();
  const until = new Date(start + days * DAY_MS);
  const open =
    REPAYABLE_STATUSES.includes(terms.status) &&
    terms.cooledOffAt === null &&
    now.getTime() >= start &&
    now.getTime() < until.getTime();
  if (!open) return { ...CLOSED, until };
  // A started day counts as one.
  const daysUsed = Math.max(1, Math.ceil((now.getTime() - start) / DAY_MS));
  const exit = coolingOffExit(terms.amount, daysUsed);
  const amount = Math.max(0, exit.total - terms.paid);
  return { available: amount > 0, amount, interest: exit.interest, daysUsed, until };
}

/** `YYYY-MM-DD HH:mm:ss` in UTC, as the loan detail shows moments. */
export const utcDateTime = (moment: Date) => moment.toISOString().slice(0, 19).replace('T', ' ');

/** The cooling-off state of an order (already checked to be the borrower's); `forUpdate` locks the order row. */
export async function loadCoolingOff(
  db: Queryable,
  orderId: number,
  now: Date,
  forUpdate = false,
): Promise<CoolingOffState> {
  const [row] = await db.query<Record<string, unknown>>(
    `select o.status, o.amount, o.cooled_off_at,
            coalesce(o.disbursed_at, o.disbursed_on::timestamp at time zone 'UTC') as disbursed_at,
            ${PAID}
       from orders o where o.id = $1 ${forUpdate ? 'for update of o' : ''}`,
    [orderId],
  );
  if (!row) throw new Error(`order ${orderId} vanished`);
  return coolingOffState(coolingOffTermsOf(row), await coolingOffDays(db), now);
}

/** The terms from a row holding `status, amount, disbursed_at, cooled_off_at, paid`, whichever query fetched it. */
export function coolingOffTermsOf(row: Record<string, unknown>): CoolingOffTerms {
  return {
    status: toSafeInt(row.status),
    amount: toSafeInt(row.amount),
    disbursedAt: row.disbursed_at ? new Date(row.disbursed_at as string | Date) : null,
    cooledOffAt: row.cooled_off_at ? new Date(row.cooled_off_at as string | Date) : null,
    paid: toSafeInt(row.paid),
  };
}
