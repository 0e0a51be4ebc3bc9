import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import { APP_SMS_CODE_MIN_LENGTH } from '../constants.ts';
import { boundedString, flag, flagParam, idParam, money, moneyParam } from '../entities.ts';

export const repaymentWay = defineCall({
  name: 'repayment-way',
  family: 'oldRepayment',
  method: 'POST',
  path: '/repayment-way',
  auth: 'session',
  summary: "The borrower's bank cards (masked) and a repay token for one order",
  request: z.object({ orderId: idParam }),
  data: z.object({
    alipay: flag.check(z.describe('1 when the alipay-style (redirect) path is offered')),
    repayToken: z.string(),
    repayAmount: money,
    bankCards: z.array(
      z.object({
        id: z.int(),
        bankName: z.string(),
        cardNo: z.string().check(z.describe('Masked but for the last 4 digits')),
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
    bankName: boundedString(64),
    cardId: idParam,
    cardNo: boundedString(32),
    couponId: z.optional(z.nullable(z.union([z.literal(''), z.literal('null'), idParam]))),
    orderId: idParam,
    repayToken: boundedString(128).check(z.minLength(1)),
    bankCode: boundedString(32),
    sendMsg: flagParam,
  }),
  data: z.object({ needValid: flag, repayRecordId: z.int() }),
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
    verifyCode: z.string().check(z.minLength(APP_SMS_CODE_MIN_LENGTH), z.maxLength(8)),
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
