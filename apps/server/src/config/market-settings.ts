import {
  type AppWordingSet,
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
  return parseSetting(key, row?.value, schema);
}

/** A setting's stored value (null or undefined when there is no row) parsed by its schema, or the 503. */
export function parseSetting<T>(key: string, value: unknown, schema: z.ZodMiniType<T>): T {
  if (value === undefined || value === null)
    throw new Failure(FAILURE_CODE.unavailable, COMMON.notConfigured, 503, { setting: key });
  // jsonb arrives parsed from PGlite and from node-postgres alike; the schema guards operator edits.
  return schema.parse(typeof value === 'string' ? JSON.parse(value) : value);
}

export type CustomerService = z.infer<typeof getWhatsapp.data>;

/**
 * The contacts a server answers get-whatsapp with, kept `ttlMs` per market: the call reads nothing else, and an
 * operator's edit of the contacts is seen by every server within that time. A missing setting is not kept (asked
 * again next time), so configuring it takes effect at once.
 */
export function customerServiceCache(db: Queryable, ttlMs: number, now: () => number = Date.now) {
  const kept = new Map<string, { value: CustomerService; until: number }>();
  return async (market: LendingMarket): Promise<CustomerService> => {
    const key = customerServiceKey(market);
    const entry = kept.get(key);
    if (entry && entry.until > now()) return entry.value;
    const value = await customerServiceOf(db, market);
    if (ttlMs > 0) kept.set(key, { value, until: now() + ttlMs });
    return value;
  };
}

export function customerServiceOf(db: Queryable, market: LendingMarket): Promise<CustomerService> {
  return readSetting(db, customerServiceKey(market), getWhatsapp.data);
}

export function grievanceDeskOf(db: Queryable, market: LendingMarket): Promise<GrievanceContact> {
  return readSetting(db, grievanceDeskKey(market), grievanceContactSchema);
}

/** Where the borrower escalates: the market's regulator, once the lender's answer is due, in the words they read. */
export const escalationRouteOf = (market: LendingMarket, wording: AppWordingSet): EscalationRoute => ({
  ...market.regulator,
  conditions: market.regulator.conditions[wording],
  afterDays: GRIEVANCE_RESPONSE_DAYS,
});
