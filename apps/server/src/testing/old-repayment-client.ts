import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { query } from './test-app.ts';

/** The old card repayment flow as the app drives it, for suites that need a pending card repayment. */
export interface FixtureBorrower {
  userId: string;
  sessionId: string;
  orderId: string;
  phone: string;
}

const base = '/api/v1/lend/lend-api/service/loan';

export function oldRepaymentCall(
  app: FastifyInstance,
  path: string,
  body: Record<string, string | number>,
  who: { userId: string; sessionId: string; language?: string },
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    // Mexico's launch unless the caller says otherwise.
    url: `${base}${path}?${query({ language: '2', ...who })}`,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: query(body),
  });
}

/** A fresh borrower with one open order (the dev-tools fixture), so suites never share SMS caps or orders. */
export async function freshBorrower(app: FastifyInstance, market = 'MX'): Promise<FixtureBorrower> {
  return (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: { market } })).json();
}

/** The body of a repayment-commit of the whole amount due with the borrower's first card. */
export async function commitBody(
  app: FastifyInstance,
  who: FixtureBorrower & { language?: string },
  sendMsg: 0 | 1 = 1,
) {
  const way = (await oldRepaymentCall(app, '/repayment-way', { orderId: who.orderId }, who)).json().data as {
    repayToken: string;
    repayAmount: number;
    bankCards: { id: number; bankName: string; cardNo: string; bankCode: string }[];
  };
  const card = way.bankCards[0];
  if (!card) throw new Error('the fixture borrower has no card');
  return {
    amount: way.repayAmount,
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: 'null',
    orderId: who.orderId,
    repayToken: way.repayToken,
    bankCode: card.bankCode,
    sendMsg,
  };
}
