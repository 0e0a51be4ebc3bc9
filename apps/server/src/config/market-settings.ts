import {
  type EscalationRoute,
  FAILURE_CODE,
  GRIEVANCE_RESPONSE_DAYS,
  type GrievanceContact,
  getWhatsapp,
  grievanceContactSchema,
  type LendingMarket,
} from '@loan/contract';
import type * as z from 'zod/mini';
import type { Queryable } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { COMMON } from '../http/messages.ts';

/*
 * The lender's own contacts differ by market and are operator configuration, one `settings` row per market:
 * `customer_service_<market.settingsKey>` (phone, hotline, e-mail) and `grievance_desk_<market.settingsKey>` (the
 * Grievance Redressal Officer in India, the UNE in Mexico). The regulator a borrower escalates to is public law and
 * lives on the market (market.regulator).
 */

export const customerServiceKey = (market: LendingMarket) => `customer_service_${market.settingsKey}`;
export const grievanceDeskKey = (market: LendingMarket) => `grievance_desk_${market.settingsKey}`;

/** A setting parsed by its schema; a market the operator has not configured yet is a 503 naming the setting. */
async function readSetting<T>(db: Queryable, key: string, schema: z.ZodMiniType<T>): Promise<T> {
  const [row] = await db.query<{ value: unknown }>('select value from settings where key = $1', [key]);
  if (!row) throw new Failure(FAILURE_CODE.unavailable, COMMON.notConfigured, 503, { setting: key });
  // jsonb arrives parsed from PGlite and from node-postgres alike; the schema guards operator edits.
  return schema.parse(typeof row.value === 'string' ? JSON.parse(row.value) : row.value);
}

export type CustomerService = z.infer<typeof getWhatsapp.data>;

export function customerServiceOf(db: Queryable, market: LendingMarket): Promise<CustomerService> {
  return readSetting(db, customerServiceKey(market), getWhatsapp.data);
}

export function grievanceDeskOf(db: Queryable, market: LendingMarket): Promise<GrievanceContact> {
  return readSetting(db, grievanceDeskKey(market), grievanceContactSchema);
}

/** Where the borrower escalates: the market's regulator, once the lender's answer is due. */
export const escalationRouteOf = (market: LendingMarket): EscalationRoute => ({
  ...market.regulator,
  afterDays: GRIEVANCE_RESPONSE_DAYS,
});
