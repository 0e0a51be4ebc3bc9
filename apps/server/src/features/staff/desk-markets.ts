import { LENDING_MARKETS, type StaffMarket } from '@loan/contract';
import type { StaffPrincipal } from './auth.ts';

/**
 * The one rule of which rows of the desk a staff member may see or change: those of their markets. Every list and
 * action of the staff API filters with `inDeskMarkets` on the market of its rows as written here, so a row of another
 * market is neither listed nor found (the same 404 as a missing one).
 */

/** The markets a staff member works: an agent and an admin alike, the market of their account. */
export const deskMarkets = (staff: StaffPrincipal): StaffMarket[] => [staff.agent.market];

const marketIds = Object.keys(LENDING_MARKETS) as StaffMarket[];

/** `case when <expr> = 'INR' then 'IN' ... end`: a market from a value each market spells its own way. */
const byMarket = (test: (market: StaffMarket) => string) =>
  `(case ${marketIds.map((id) => `when ${test(id)} then '${id}'`).join(' ')} end)`;

/** Where nothing says otherwise: Mexico, where the lender started (as for borrowers made before markets). */
const FIRST_MARKET: StaffMarket = 'MX';

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
    `coalesce((select o.market from payment_references pr join orders o on o.id = pr.order_id
                where pr.reference = ${n}.reference),
              ${byMarket((id) => `${n}.currency = '${LENDING_MARKETS[id].currency}'`)}, '${FIRST_MARKET}')`,
  sms: (s: string) => `coalesce(${byMarket((id) => `${s}.market = '${id}'`)}, '${FIRST_MARKET}')`,
} as const;

/** `<market> = any($n)`, with `deskMarkets(staff)` the parameter `$n`. */
export const inDeskMarkets = (marketSql: string, param: number) => `${marketSql} = any($${param}::text[])`;
