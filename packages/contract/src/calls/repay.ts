import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import {
  bankAccountSchema,
  boundedString,
  detailRowSchema,
  flag,
  idParam,
  integerInput,
  isoDate,
  money,
  moneyParam,
  repayChannelGroupSchema,
  repayChannelSchema,
  transferReceivedSchema,
  upiRequestSchema,
} from '../entities.ts';
import { localDateTime } from './receipts.ts';

const orderQuery = z.object({ productId: idParam, orderId: idParam });

/**
 * The answer of the repay, extension and instruction calls for an order that owes nothing any more (ours): not a
 * failure, a state. The screen says so and shows the payment that closed the loan, with a link to its receipt.
 */
export const settledOrderSchema = z.object({
  state: z.literal('settled'),
  productName: z.string(),
  productLogo: z.string(),
  /** The newest repayment of the debt; null for an order closed without one (e.g. seeded as settled). */
  lastPayment: z.nullable(
    z.object({
      receiptNo: z.string(),
      amount: money,
      paidAt: localDateTime,
      /** The store or bank channel's name, or the bank card (masked). */
      channel: z.string(),
    }),
  ),
  /** 1 when the settlement certificate (carta finiquito) can be shown. */
  hasCertificate: flag,
});
export type SettledOrder = z.output<typeof settledOrderSchema>;

/** What is due and where to pay it (`state: 'due'`): the native app's `loan-play-detail` shape. */
export const repayDueSchema = z.object({
  state: z.literal('due'),
  repayAmount: money,
  productName: z.string(),
  repayDate: isoDate,
  productLogo: z.string(),
  detail: z.array(detailRowSchema),
  repayList: z.array(repayChannelGroupSchema),
  noticeMsg: z.string(),
});

/** The extension offer (`state: 'due'`): the native app's `loan-play-delay-detail` shape. */
export const delayDueSchema = z.object({
  state: z.literal('due'),
  productLogo: z.string(),
  productName: z.string(),
  delayInfo: z.object({ reviewer: z.string(), delayAmount: money, delayTime: isoDate }),
  repayPlan: z.array(z.object({ title: z.string(), amount: money, remark: z.string(), time: isoDate })),
  repayList: z.array(repayChannelGroupSchema),
  noticeMsg: z.string(),
  note: z.string(),
});

/**
 * An order whose extension is already paid (`state: 'extended'`), as the extension screen finds it when reopened: the
 * extension is done, the loan is due on its new date, and it cannot be extended again.
 */
export const delayExtendedSchema = z.object({
  state: z.literal('extended'),
  productName: z.string(),
  productLogo: z.string(),
  newDueOn: isoDate,
  fee: money,
  /** What is owed on the new due date. */
  due: money,
});

/** Payment instructions for a channel (`state: 'due'`): the native app's `generate-vcode` shape. */
export const instructionsDueSchema = z.object({
  state: z.literal('due'),
  topLogo: z.string(),
  repayDetail: z.object({
    amount: money,
    repayTitle: z.string(),
    repayDes: z.string(),
    repayCode: z.string().check(z.describe('URL of a Code 128 barcode image of vCode')),
    vCode: z.string(),
    companyName: z.string(),
    /** SPEI: the 18-digit CLABE the transfer goes to (the reference is its concept). */
    clabe: z.optional(z.string().check(z.regex(/^\d{18}$/))),
    bankAccount: z.optional(bankAccountSchema),
    upi: z.optional(upiRequestSchema),
    /** A payment provider's hosted page for the voucher or transfer (Stripe's printable OXXO voucher). */
    hostedUrl: z.optional(z.string()),
    transferReceived: z.optional(transferReceivedSchema),
    /**
     * A repayment the borrower may pay in part: what is owed and the least one payment may be. Absent for an
     * extension fee, a cooling-off exit, or a loan owing no more than the minimum.
     */
    partial: z.optional(z.object({ owed: money, minimum: money })),
  }),
  dataList: z.array(z.object({ title: z.string(), content: z.array(z.string()) })),
  imgList: z.array(
    z.object({
      title: z.string(),
      eMail: z.optional(z.string()),
      link: z.optional(z.string()),
      content: z.array(z.string()),
    }),
  ),
  bottomLogo: z.string(),
});

export const loanPlayDetail = defineCall({
  name: 'loan-play-detail',
  family: 'online',
  method: 'GET',
  path: '/v3/installment/loan-play-detail',
  auth: 'session',
  summary:
    'What is due on an order and the channels to pay it (requestType=3: what leaving it in its cooling-off period costs)',
  request: z.object({
    productId: idParam,
    orderId: idParam,
    requestType: z.optional(z.pipe(integerInput, z.union([z.literal(1), z.literal(3)]))),
  }),
  data: z.discriminatedUnion('state', [repayDueSchema, settledOrderSchema]),
});

export const loanPlayDelayDetail = defineCall({
  name: 'loan-play-delay-detail',
  family: 'online',
  method: 'GET',
  path: '/v3/installment/loan-play-delay-detail',
  auth: 'session',
  summary: 'The extension (deferral) offer of an order and the channels to pay its fee',
  request: orderQuery,
  data: z.discriminatedUnion('state', [delayDueSchema, delayExtendedSchema, settledOrderSchema]),
});

const voucherRequest = z.object({
  productId: idParam,
  orderId: idParam,
  /**
   * Left out, the server takes what the purpose costs today (what is owed, the extension fee, the cooling-off exit).
   * Given for a repayment, it is a part the borrower chose on screen: the server takes it only between the market's
   * minimum and what is owed. An extension fee or a cooling-off exit is always the whole amount.
   */
  amount: z.optional(moneyParam),
  payCode: boundedString(32).check(z.minLength(1)),
  requestType: z.pipe(integerInput, z.union([z.literal(1), z.literal(2), z.literal(3)])),
});

export const generateVcode = defineCall({
  name: 'generate-vcode',
  family: 'online',
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  auth: 'session',
  summary: 'Payment instructions with a voucher reference and its Code 128 barcode (stable per order, channel, amount)',
  request: voucherRequest,
  data: z.discriminatedUnion('state', [instructionsDueSchema, settledOrderSchema]),
});

/** One channel of the plan with its live reference (`state: 'due'`): the entry the plan lists, code included. */
export const channelReferenceDueSchema = z.object({
  state: z.literal('due'),
  channel: z.extend(repayChannelSchema, { vCode: z.string() }),
});

export const channelReference = defineCall({
  name: 'channel-reference',
  family: 'online',
  method: 'POST',
  path: '/v3/loan-details/channel-reference',
  auth: 'session',
  summary:
    "A channel's payment reference for the order and amount, made when it has no live one (reading the plan never makes one)",
  request: voucherRequest,
  data: z.discriminatedUnion('state', [channelReferenceDueSchema, settledOrderSchema]),
});
