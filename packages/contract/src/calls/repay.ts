import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import {
  boundedString,
  detailRowSchema,
  idParam,
  integerInput,
  isoDate,
  money,
  moneyParam,
  repayChannelGroupSchema,
} from '../entities.ts';

const orderQuery = z.object({ productId: idParam, orderId: idParam });

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
  data: z.object({
    repayAmount: money,
    productName: z.string(),
    repayDate: isoDate,
    productLogo: z.string(),
    detail: z.array(detailRowSchema),
    repayList: z.array(repayChannelGroupSchema),
    noticeMsg: z.string(),
  }),
});

export const loanPlayDelayDetail = defineCall({
  name: 'loan-play-delay-detail',
  family: 'online',
  method: 'GET',
  path: '/v3/installment/loan-play-delay-detail',
  auth: 'session',
  summary: 'The extension (deferral) offer of an order and the channels to pay its fee',
  request: orderQuery,
  data: z.object({
    productLogo: z.string(),
    productName: z.string(),
    delayInfo: z.object({ reviewer: z.string(), delayAmount: money, delayTime: isoDate }),
    repayPlan: z.array(z.object({ title: z.string(), amount: money, remark: z.string(), time: isoDate })),
    repayList: z.array(repayChannelGroupSchema),
    noticeMsg: z.string(),
    note: z.string(),
  }),
});

export const generateVcode = defineCall({
  name: 'generate-vcode',
  family: 'online',
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  auth: 'session',
  summary: 'Payment instructions with a voucher reference and its Code 128 barcode (stable per order, channel, amount)',
  request: z.object({
    productId: idParam,
    orderId: idParam,
    amount: moneyParam,
    payCode: boundedString(32).check(z.minLength(1)),
    requestType: z.pipe(integerInput, z.union([z.literal(1), z.literal(2), z.literal(3)])),
  }),
  data: z.object({
    topLogo: z.string(),
    repayDetail: z.object({
      amount: money,
      repayTitle: z.string(),
      repayDes: z.string(),
      repayCode: z.string().check(z.describe('URL of a Code 128 barcode image of vCode')),
      vCode: z.string(),
      companyName: z.string(),
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
  }),
});
