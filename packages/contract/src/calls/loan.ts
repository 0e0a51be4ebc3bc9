import * as z from 'zod/mini';
import type { AnnualCostKind } from '../annual-cost.ts';
import { defineCall } from '../call.ts';
import { RATING_STARS } from '../constants.ts';
import {
  boundedString,
  contractRecordSchema,
  detailRowSchema,
  flag,
  idParam,
  integerInput,
  intParam,
  isoDate,
  money,
  moneyParam,
  positiveIntParam,
} from '../entities.ts';
import { grievanceContactSchema } from '../grievance.ts';

const orderQuery = z.object({ productId: idParam, orderId: idParam });

export const repayPlanRowSchema = z.object({
  title: z.string(),
  amount: money,
  description: z.string(),
  pay_time: isoDate,
});

const costKinds = ['APR', 'CAT'] as const satisfies readonly AnnualCostKind[];

/**
 * The Key Facts Statement (India, RBI) or contract cover sheet "carátula" (Mexico, CONDUSEF) of the offer the borrower
 * is about to accept: every figure from the server, money in minor units. `version` is a hash of the offer's terms;
 * the push must carry it, so a borrower never accepts terms other than the ones they read.
 */
export const keyFactsSchema = z.object({
  version: z.string().check(z.describe('Hash of the offer terms these key facts state')),
  costKind: z.enum(costKinds).check(z.describe("The market's annual cost: APR (India) or CAT (Mexico, sin IVA)")),
  annualCostPct: z.number().check(z.describe('Annual cost in percent, to the market’s decimals: CAT one, APR two')),
  disbursalDate: isoDate,
  amountSanctioned: money,
  amountReceived: money,
  fees: z.array(z.object({ name: z.string(), amount: money })),
  totalRepay: money,
  schedule: z.array(z.object({ date: isoDate, amount: money })),
  penalPerDayPct: z.number(),
  coolingOffDays: z.int().check(z.nonnegative()),
  grievance: grievanceContactSchema,
});
export type KeyFacts = z.infer<typeof keyFactsSchema>;

/** Bound of a key-facts version as the push accepts it (a hex hash). */
export const keyFactsVersionParam = z.string().check(z.regex(/^[0-9a-f]{8,64}$/, 'expected the key facts version'));

export const loanDetailConfirm = defineCall({
  name: 'loan-detail-confirm',
  family: 'online',
  method: 'GET',
  path: '/v3/loan-confirm/loan-detail-confirm',
  auth: 'session',
  summary: 'The loan offer the borrower is about to accept',
  request: z.object({ productId: idParam, isType: z.optional(intParam) }),
  data: z.object({
    firstPayTime: isoDate,
    amount: money,
    periods: z.int().check(z.positive(), z.describe('Number of instalments (1 = a single repayment)')),
    termUnit: z.int().check(z.describe('1 = days')),
    termDays: z.int().check(z.positive(), z.describe('Loan term, in days')),
    isNeedPop: flag,
    sendSms: flag,
    details: z.array(detailRowSchema),
    repay_plans: z.array(repayPlanRowSchema),
    loanRate: z.string().check(z.describe('Interest rate per day, as shown (e.g. 0.0065%)')),
    ratemsg: z.string(),
    amountDec: z.string(),
    isNewContract: z.string().check(z.describe('Contract URL, empty when none')),
    messageType: z.int(),
    comProductLogo: z.string(),
    comProductName: z.string(),
    couNum: z.optional(money.check(z.describe('Coupon amount'))),
    keyFacts: keyFactsSchema,
  }),
});

export const loanDetailPush = defineCall({
  name: 'loan-detail-push',
  family: 'online',
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-push',
  auth: 'session',
  summary: 'Accept the offer and create the loan order (idempotent: one order per offer)',
  request: z.object({
    amount: moneyParam,
    periods: positiveIntParam,
    termUnit: intParam,
    productId: idParam,
    keyFactsVersion: keyFactsVersionParam,
  }),
  data: z.object({ lendDetailsUrl: z.string(), orderId: z.int() }),
});

export const loanDetails = defineCall({
  name: 'loan-details',
  family: 'online',
  method: 'GET',
  path: '/v3/loan-details/loan-details',
  auth: 'session',
  summary: 'Status and details of one order',
  request: orderQuery,
  data: z.object({
    orderStatus: z.int(),
    noticeStatusText: z.string(),
    noticeDesText: z.string(),
    productName: z.string(),
    productLogo: z.string(),
    userOrderDetail: z.object({ detail: z.array(detailRowSchema) }),
    inside: z.string(),
    isScore: flag,
    h5Url: z.string(),
    isDelay: flag,
    isNewContract: z.string(),
    currency: z
      .string()
      .check(
        z.regex(/^[A-Z]{3}$/),
        z.describe('ISO 4217 currency of every amount of the order, fixed when it was signed'),
      ),
    dueToday: z.nullable(
      z
        .object({
          amount: money.check(
            z.describe('What the borrower owes today: the amount the repay screen asks (loan-play-detail repayAmount)'),
          ),
          dueDate: isoDate.check(z.describe('The due date of the loan (after any extension)')),
          dueInDays: z
            .int()
            .check(z.nonnegative(), z.describe('Whole days until the due date; 0 on the due date and once late')),
          overdueDays: z.int().check(z.nonnegative(), z.describe('Whole days past the due date; 0 when on time')),
          lateInterest: money.check(z.describe('Overdue interest included in the amount; 0 when on time')),
        })
        .check(z.describe('What is owed today while the loan is being repaid (174, 180); null for any other order')),
    ),
    keyFacts: z.nullable(
      keyFactsSchema.check(z.describe('The key facts the borrower accepted, to read again; null for a refused one')),
    ),
    coolingOff: z.object({
      available: flag.check(z.describe('1 while the borrower may still cancel the loan (cooling-off period)')),
      amount: money.check(z.describe('Principal plus interest for the days used; 0 when not available')),
      until: z
        .string()
        .check(
          z.describe("End of the period, YYYY-MM-DD HH:mm:ss in the market's time zone; empty when not available"),
        ),
    }),
  }),
});

export const googleScore = defineCall({
  name: 'google-score',
  family: 'online',
  method: 'POST',
  path: '/v3/loan-details/google-score',
  auth: 'session',
  summary: 'Record the service rating (1–5 stars)',
  request: z.object({
    score: z.pipe(integerInput, z.int().check(z.gte(1), z.lte(RATING_STARS))),
    orderId: z.optional(idParam),
  }),
  data: z.object({}),
});

export const contractDetail = defineCall({
  name: 'contract-detail',
  family: 'online',
  method: 'GET',
  path: '/v3/loan-details/contract-detail',
  auth: 'session',
  summary: 'Figures of the promissory note / loan agreement of one order, or of an offer before it is accepted',
  request: z
    .object({
      orderNo: z.optional(boundedString(64).check(z.minLength(1))),
      productId: z.optional(idParam.check(z.describe('The offer to preview, before an order exists'))),
    })
    .check(
      // The launch context sends productId with every call, so an order number, when given, wins.
      z.refine((q) => q.orderNo !== undefined || q.productId !== undefined, {
        message: 'give orderNo (an order) or productId (an offer)',
        path: ['orderNo'],
      }),
    ),
  data: contractRecordSchema,
});
