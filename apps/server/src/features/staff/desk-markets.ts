import { LENDING_MARKET_IDS, type LendingMarket, type LendingMarketId, lendingMarkets } from '@loan/contract';
import { orderMarketOfReference } from '../orders/index.ts';
import type { StaffPrincipal } from './auth.ts';

/**
 * The one rule of which rows of the desk a staff member may see or change: those of their markets. Every list and
 * action of the staff API filters with `inDeskMarkets` on the market of its rows as written here, so a row of another
 * market is neither listed nor found (the same 404 as a missing one).
 */

/** The markets a staff member works: an agent and an admin alike, the market of their account. */
export const deskMarkets = (staff: StaffPrincipal): LendingMarketId[] => [staff.agent.market];

/**
 * `case when <expr> = 'INR' then 'IN' ... end`: a market from a value each market spells its own way, over every
 * lending market the contract defines.
 */
const byMarket = (test: (market: LendingMarket) => string) =>
  `(case ${lendingMarkets()
    .map((market) => `when ${test(market)} then '${market.id}'`)
    .join(' ')} end)`;

/** Where nothing says otherwise: the first market, Mexico, where the lender started (as for borrowers before markets). */
const FIRST_MARKET: LendingMarketId = LENDING_MARKET_IDS[0];

const borrowerMarket = (borrowerId: string) =>
  `(select whose.market from borrowers whose where whose.id = ${borrowerId})`;

/**
 * The market of each kind of row, as SQL over the row's alias: a borrower's and an order's are columns of their own; a
 * payment notification's is the order of the reference it names, else its currency's; an SMS's its own (the Chinese
 * landing's go to the first desk).
 */
export const MARKET_OF = {
  complaint: (c: string) => `${c}.market`,
  contactMessage: (m: string) => `${m}.market`,
  paymentChannel: (c: string) => `${c}.market`,
  borrower: borrowerMarket,
  paymentNotification: (n: string) =>
    `coalesce(${orderMarketOfReference(`${n}.reference`)},
              ${byMarket((market) => `${n}.currency = '${market.currency}'`)}, '${FIRST_MARKET}')`,
  sms: (s: string) => `coalesce(${byMarket((market) => `${s}.market = '${market.id}'`)}, '${FIRST_MARKET}')`,
} as const;

/** `<market> = any($n)`, with `deskMarkets(staff)` the parameter `$n`. */
export const inDeskMarkets = (marketSql: string, param: number) => `${marketSql} = any($${param}::text[])`;
