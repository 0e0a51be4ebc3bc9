import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { commitBody, oldRepaymentCall } from '../../testing/old-repayment-client.ts';
import { sendSignedNotification } from '../../testing/repay-client.ts';
import { query } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { type SeededLoan, useProviderTestBed } from './providers/testing/provider-test-bed.ts';
import { voidRetiredInstructions } from './providers/void-instructions.ts';

/*
 * Instructions open at a provider (a Stripe OXXO voucher or SPEI transfer, a Razorpay QR code or account) are
 * cancelled there once the order is settled or extended by any path, here the house-format notification.
 */

/** Our reference behind a provider's instructions, as the house-format notification names it. */
const referenceOf = async (app: FastifyInstance, providerRef: string) => {
  const [row] = await app.db.query<{ reference: string; amount: unknown }>(
    'select reference, amount from payment_references where provider_ref = $1',
    [providerRef],
  );
  if (!row) throw new Error(`no reference for ${providerRef}`);
  return { reference: row.reference, amount: Number(row.amount) };
};

const payByHouse = async (app: FastifyInstance, providerRef: string, currency: string, channel: string) => {
  const { reference, amount } = await referenceOf(app, providerRef);
  const response = await sendSignedNotification(app, {
    eventId: `house-${reference}`,
    reference,
    amount,
    currency,
    paidAt: new Date().toISOString(),
    channel,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().outcome).toBe('applied');
};

describe('Stripe: a house-format settlement cancels the order\u2019s open PaymentIntents', () => {
  const bed = useProviderTestBed('stripe');

  const repayVouchers = async (who: SeededLoan) => {
    const amount = await bed.due(who);
    const { made: oxxo } = await bed.ask(who, 'OXXO', amount);
    const { made: spei } = await bed.ask(who, 'SPEI', amount);
    if (oxxo.id === spei.id) throw new Error('Stripe made no intents');
    return { oxxo, spei };
  };

  it('settling by the house webhook cancels the paid OXXO voucher and the other SPEI transfer at Stripe', async () => {
    const who = await bed.seedLoan();
    const { oxxo, spei } = await repayVouchers(who);
    expect([oxxo.status, spei.status]).toEqual(['requires_action', 'requires_action']);
    await payByHouse(bed.app, oxxo.id, 'MXN', 'OXXO');
    expect((await loadLoanState(bed.app.db, Number(who.orderId))).due).toBe(0);
    expect([bed.stripe.intents.get(oxxo.id)?.status, bed.stripe.intents.get(spei.id)?.status]).toEqual([
      'canceled',
      'canceled',
    ]);
    const open = await bed.app.db.query(
      'select 1 from payment_references where order_id = $1 and provider_closed_at is null',
      [who.orderId],
    );
    expect(open).toHaveLength(0);
  });

  it('a paid extension cancels the repayment voucher made for the old amount', async () => {
    const who = await bed.seedLoan();
    const { oxxo } = await repayVouchers(who);
    const delay = (
      await bed.app.inject({
        url: `/online/v3/installment/loan-play-delay-detail?${query({ userId: who.userId, sessionId: who.sessionId, language: '2', productId: 1, orderId: who.orderId })}`,
      })
    ).json().data;
    const fee = delay.delayInfo.delayAmount as number;
    const { made: feeIntent } = await bed.ask(who, 'OXXO', fee, 2);
    await payByHouse(bed.app, feeIntent.id, 'MXN', 'OXXO');
    expect(await bed.app.db.query('select 1 from loan_extensions where order_id = $1', [who.orderId])).toHaveLength(1);
    expect(bed.stripe.intents.get(oxxo.id)?.status).toBe('canceled');
  });

  it('repaying with a card in the old flow cancels the vouchers shown before', async () => {
    const who = await bed.seedLoan();
    const { oxxo, spei } = await repayVouchers(who);
    const commit = (await oldRepaymentCall(bed.app, '/repayment-commit', await commitBody(bed.app, who), who)).json();
    const outbox = (await bed.app.inject({ url: `/dev/sms-outbox?phone=${who.phone}` })).json();
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
    const confirm = await oldRepaymentCall(
      bed.app,
      '/repayment-confirm',
      { orderId: who.orderId, verifyCode: code, repaymentRecordId: commit.data.repayRecordId },
      who,
    );
    expect(confirm.statusCode).toBe(200);
    expect((await loadLoanState(bed.app.db, Number(who.orderId))).due).toBe(0);
    expect([bed.stripe.intents.get(oxxo.id)?.status, bed.stripe.intents.get(spei.id)?.status]).toEqual([
      'canceled',
      'canceled',
    ]);
  });

  it('a Stripe outage keeps the settlement, is counted, and the next pass cancels', async () => {
    const who = await bed.seedLoan();
    const { oxxo, spei } = await repayVouchers(who);
    bed.stripe.failNext = true;
    await payByHouse(bed.app, oxxo.id, 'MXN', 'OXXO');
    const state = await loadLoanState(bed.app.db, Number(who.orderId));
    expect(state.due).toBe(0);
    expect(await bed.closeFailures()).toMatch(/provider="stripe"} 1/);
    const stillOpen = [bed.stripe.intents.get(oxxo.id)?.status, bed.stripe.intents.get(spei.id)?.status];
    expect(stillOpen).toContain('requires_action');
    await voidRetiredInstructions(bed.app, bed.app.log);
    expect([bed.stripe.intents.get(oxxo.id)?.status, bed.stripe.intents.get(spei.id)?.status]).toEqual([
      'canceled',
      'canceled',
    ]);
  });
});

describe('Razorpay: a house-format settlement closes the order\u2019s QR code and virtual account', () => {
  const bed = useProviderTestBed('razorpay');

  it('closes the QR code and the NEFT account once the loan is repaid another way', async () => {
    const who = await bed.seedLoan();
    const amount = await bed.due(who);
    const { made: qr } = await bed.ask(who, 'UPI', amount);
    const { made: account } = await bed.ask(who, 'NEFT', amount);
    if (qr.id === account.id) throw new Error('Razorpay made no QR code and account');
    expect([qr.status, account.status]).toEqual(['active', 'active']);
    await payByHouse(bed.app, qr.id, 'INR', 'UPI');
    expect((await loadLoanState(bed.app.db, Number(who.orderId))).due).toBe(0);
    expect([bed.razorpay.objects.get(qr.id)?.status, bed.razorpay.objects.get(account.id)?.status]).toEqual([
      'closed',
      'closed',
    ]);
  });

  it('does not try to close a QR code Razorpay itself was paid through (it closed it)', async () => {
    const who = await bed.seedLoan();
    const { made: qr } = await bed.ask(who, 'UPI', await bed.due(who));
    const before = await bed.closeFailures();
    await bed.razorpay.payQr(qr.id);
    expect((await loadLoanState(bed.app.db, Number(who.orderId))).due).toBe(0);
    expect(await bed.closeFailures()).toBe(before);
    const [row] = await bed.app.db.query<{ closed: unknown }>(
      'select provider_closed_at is not null as closed from payment_references where provider_ref = $1',
      [qr.id],
    );
    expect(row?.closed).toBe(true);
  });
});
