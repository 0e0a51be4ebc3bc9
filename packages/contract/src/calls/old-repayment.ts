import { z } from 'zod';
import { defineCall } from '../call.ts';
import { APP_SMS_CODE_MIN_LENGTH } from '../constants.ts';
import { flag, idParam, money, moneyParam } from '../entities.ts';

export const repaymentWay = defineCall({
  name: 'repayment-way',
  family: 'oldRepayment',
  method: 'POST',
  path: '/repayment-way',
  auth: 'session',
  summary: "The borrower's bank cards (masked) and a repay token for one order",
  request: z.object({ orderId: idParam }),
  data: z.object({
    alipay: flag.describe('1 when the alipay-style (redirect) path is offered'),
    repayToken: z.string(),
    repayAmount: money,
    bankCards: z.array(
      z.object({
        id: z.number().int(),
        bankName: z.string(),
        cardNo: z.string().describe('Masked but for the last 4 digits'),
        bankCode: z.string(),
      }),
    ),
  }),
});

export const repaymentCommit = defineCall({
  name: 'repayment-commit',
  family: 'oldRepayment',
  method: 'POST',
  path: '/repayment-commit',
  auth: 'session',
  summary: 'Start a card repayment (idempotent per repayToken)',
  request: z.object({
    amount: moneyParam,
    bankName: z.string().max(64),
    cardId: idParam,
    cardNo: z.string().max(32),
    couponId: z
      .union([idParam, z.literal(''), z.literal('null')])
      .nullable()
      .optional(),
    orderId: idParam,
    repayToken: z.string().min(1).max(128),
    bankCode: z.string().max(32),
    sendMsg: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
  }),
  data: z.object({ needValid: flag, repayRecordId: z.number().int() }),
});

export const repaymentConfirm = defineCall({
  name: 'repayment-confirm',
  family: 'oldRepayment',
  method: 'POST',
  path: '/repayment-confirm',
  auth: 'session',
  summary: 'Confirm a card repayment with the SMS code',
  request: z.object({
    orderId: idParam,
    verifyCode: z.string().min(APP_SMS_CODE_MIN_LENGTH).max(8),
    repaymentRecordId: idParam,
  }),
  data: z.object({}),
});

export const repaymentHuichao = defineCall({
  name: 'repayment-huichao',
  family: 'oldRepayment',
  method: 'POST',
  path: '/repayment-huichao',
  auth: 'session',
  summary: 'Alipay-style repayment: answers the URL to redirect to',
  request: z.object({ userId: idParam, orderId: idParam, amount: moneyParam }),
  data: z.object({ url: z.string() }),
});
