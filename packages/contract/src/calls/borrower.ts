import * as z from 'zod/mini';
import { defineCall } from '../call.ts';

/**
 * The market the borrower belongs to: the currency, calendar, tax and law every in-app screen states for them. The
 * launch `language` chooses the words only, so the app asks the server whose market it speaks for.
 */
export const borrowerMarket = defineCall({
  name: 'borrower-market',
  family: 'online',
  method: 'GET',
  path: '/user/market',
  auth: 'session',
  summary: "The borrower's market (id of packages/contract/src/market.ts): their money, law and calendar",
  request: z.object({}),
  data: z.object({ market: z.string().check(z.regex(/^[A-Z]{2}$/)) }),
});
