import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import { APP_SMS_CODE_MIN_LENGTH, BANK_CARD_MAX_DIGITS, BANK_CARD_MIN_DIGITS } from '../constants.ts';
import { boundedString, flag, flagParam, idParam, money, moneyParam } from '../entities.ts';

export const repaymentWay = defineCall({
  name: 'repayment-way',
  family: 'oldRepayment',
  method: 'POST',
  path: '/repayment-way',
  auth: 'session',
  summary: "The borrower's bank cards (masked) and a repay token for one order",
  // Older clients send userId and the order id in the query of a POST, the web client a form body: both are taken.
  queryFields: ['userId', 'orderId'],
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

/* Ours (the old flow had no call for these steps): the SMS entry's Cancel and its "get code" again. */
export const repaymentCancel = defineCall({
  name: 'repayment-cancel',
  family: 'oldRepayment',
  method: 'POST',
  path: '/repayment-cancel',
  auth: 'session',
  summary: 'Cancel a pending card repayment (the SMS entry was cancelled), so a new one may be committed',
  request: z.object({ orderId: idParam, repaymentRecordId: idParam }),
  data: z.object({}),
});

export const repaymentSendCode = defineCall({
  name: 'repayment-send-code',
  family: 'oldRepayment',
  method: 'POST',
  path: '/repayment-send-code',
  auth: 'session',
  summary: 'Send a new SMS code for a pending card repayment (at most one per phone per 60 s)',
  request: z.object({ orderId: idParam, repaymentRecordId: idParam }),
  data: z.object({ retryAfterS: z.int() }),
});

export const bankList = defineCall({
  name: 'bank-list',
  family: 'oldRepayment',
  method: 'GET',
  path: '/bank-list',
  auth: 'session',
  summary: 'Banks a card may be bound from, for the bind-card picker',
  request: z.object({}),
  data: z.object({ banks: z.array(z.object({ bankCode: z.string(), bankName: z.string() })) }),
});

export const bindCard = defineCall({
  name: 'bind-card',
  family: 'oldRepayment',
  method: 'POST',
  path: '/bind-card',
  auth: 'session',
  summary: "Add a bank card to the borrower's cards (Luhn-checked; a card already bound is refused)",
  request: z.object({
    bankCode: boundedString(32).check(z.minLength(1)),
    cardNo: z
      .string()
      .check(z.regex(new RegExp(`^\\d{${BANK_CARD_MIN_DIGITS},${BANK_CARD_MAX_DIGITS}}$`), 'card number digits')),
  }),
  data: z.object({ id: z.int() }),
});
