import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { query } from '../../testing/test-app.ts';
import { type SeededLoan, useProviderTestBed } from './providers/testing/provider-test-bed.ts';

/*
 * India through Razorpay: a UPI QR code and a virtual account made at (a local fake of) Razorpay's API, and its
 * signed webhooks applied through the shared notification path, over real HTTP.
 */

describe('Razorpay: UPI QR codes and virtual accounts, POST /webhooks/razorpay', () => {
  const bed = useProviderTestBed('razorpay');

  const ask = async (who: SeededLoan, payCode: string, amount: number) => (await bed.ask(who, payCode, amount)).shown;
  const plan = async (who: SeededLoan) =>
    (
      await bed.app.inject({
        url: `/online/v3/installment/loan-play-detail?${query({ userId: who.userId, sessionId: who.sessionId, language: '1', productId: who.productId, orderId: who.orderId })}`,
      })
    ).json().data;

  it('lists only UPI and NEFT, each with what Razorpay made: the QR code and intent, the account and IFSC', async () => {
    const who = await bed.seedLoan();
    const codes = (await plan(who)).repayList.flatMap((g: { list: { payCode: string }[] }) =>
      g.list.map((c) => c.payCode),
    );
    expect(codes.sort()).toEqual(['NEFT', 'UPI']);
    const amount = await bed.due(who);
    const instructions = async (payCode: string) =>
      (
        await bed.app.inject({
          method: 'POST',
          url: `/online/v3/loan-details/generate-vcode?${query({ userId: who.userId, sessionId: who.sessionId, language: '1' })}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: query({ productId: who.productId, orderId: who.orderId, amount, payCode, requestType: 1 }),
        })
      ).json().data.repayDetail;
    const upi = await ask(who, 'UPI', amount);
    const qr = bed.razorpay.objectOf(upi.vCode);
    expect(qr?.kind).toBe('qr');
    expect(qr?.amount).toBe(amount);
    // The instructions show Razorpay's UPI request (its payee, and the QR code the screen draws of it).
    expect((await instructions('UPI')).upi).toEqual({
      vpa: new URL(String(qr?.body.image_content)).searchParams.get('pa'),
      link: qr?.body.image_content,
    });
    // Razorpay's own QR image is kept with the instructions.
    const [kept] = await bed.app.db.query<{ instructions: { upiQrImage: string } }>(
      'select instructions from payment_references where reference = $1',
      [upi.vCode],
    );
    expect(kept?.instructions.upiQrImage).toBe(qr?.body.image_url);
    // The plan's card shows the same request as the instructions.
    expect(upi.upi).toEqual({
      vpa: new URL(String(qr?.body.image_content)).searchParams.get('pa'),
      link: qr?.body.image_content,
    });
    expect(upi.bankAccount).toBeUndefined();

    // NEFT: the plan lists the virtual account's number (as a house NEFT reference is its account number); the
    // instructions add its IFSC, each with its own Copy.
    const neft = await ask(who, 'NEFT', amount);
    const account = bed.razorpay.objectOf(neft.vCode);
    expect(account?.kind).toBe('va');
    const receiver = (account?.body.receivers as { account_number: string; ifsc: string }[] | undefined)?.[0];
    expect(neft.vCode).toBe(receiver?.account_number);
    expect(neft.bankAccount).toEqual({ number: receiver?.account_number, ifsc: receiver?.ifsc });
    expect(neft.upi).toBeUndefined();
    expect((await instructions('NEFT')).bankAccount).toEqual({
      number: receiver?.account_number,
      ifsc: receiver?.ifsc,
    });
    // Asked again: the same QR code and account, nothing new at Razorpay.
    const calls = bed.razorpay.requests.length;
    expect((await ask(who, 'UPI', amount)).vCode).toBe(upi.vCode);
    expect((await instructions('NEFT')).bankAccount?.number).toBe(receiver?.account_number);
    expect(bed.razorpay.requests.length).toBe(calls);
  });

  it('applies a UPI payment once although Razorpay reports it twice (payment.captured, qr_code.credited)', async () => {
    const who = await bed.seedLoan();
    const amount = await bed.due(who);
    const upi = await ask(who, 'UPI', amount);
    const neft = await ask(who, 'NEFT', amount);
    const qr = bed.razorpay.objectOf(upi.vCode);
    if (!qr) throw new Error('no QR code');
    const { responses } = await bed.razorpay.payQr(qr.id);
    const outcomes = await Promise.all(responses.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(outcomes).toEqual(['ignored', 'applied']);
    expect(await bed.due(who)).toBe(0);
    expect((await plan(who)).state).toBe('settled');
    // The virtual account no longer matches anything due: closed at Razorpay.
    expect(bed.razorpay.objectOf(neft.vCode)?.status).toBe('closed');
  });

  it('applies a NEFT credit to the virtual account; a retried event changes nothing', async () => {
    const who = await bed.seedLoan();
    const amount = await bed.due(who);
    const neft = await ask(who, 'NEFT', amount);
    const account = bed.razorpay.objectOf(neft.vCode);
    if (!account) throw new Error('no account');
    const { responses } = await bed.razorpay.creditAccount(account.id);
    expect(await responses[0]?.json()).toMatchObject({ outcome: 'applied' });
    const [stored] = await bed.app.db.query<{ body: string; event_id: string }>(
      "select body, event_id from provider_events where event_type = 'virtual_account.credited' order by id desc limit 1",
    );
    const retry = await bed.razorpay.post(stored?.body ?? '', bed.razorpay.sign(stored?.body ?? ''), stored?.event_id);
    expect(await retry.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await bed.due(who)).toBe(0);
  });

  it('accepts an HMAC made as Razorpay documents, refuses a changed byte or the other provider secret, recording nothing', async () => {
    const who = await bed.seedLoan();
    const amount = await bed.due(who);
    const upi = await ask(who, 'UPI', amount);
    const qr = bed.razorpay.objectOf(upi.vCode);
    if (!qr) throw new Error('no QR code');
    const payment = {
      id: 'pay_Interop0000001',
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      created_at: 1_764_000_000,
      notes: [],
    };
    const body = bed.razorpay.eventFor('qr_code.credited', {
      payment: { entity: payment },
      qr_code: { entity: qr.body },
    });
    // Razorpay's documentation: the hex HMAC-SHA256 of the raw body, keyed with the webhook secret.
    const documented = createHmac('sha256', bed.razorpay.webhookSecret).update(body).digest('hex');
    expect(Razorpay.validateWebhookSignature(body, documented, bed.razorpay.webhookSecret)).toBe(true);
    const before = await bed.storedEvents();
    const changed = body.replace(`"amount":${amount}`, `"amount":${amount - 1}`);
    expect(changed).not.toBe(body);
    const refusals = [
      await bed.razorpay.post(changed, documented),
      await bed.razorpay.post(body, bed.razorpay.sign(body, 'whsec_a_stripe_webhook_secret')),
      await bed.razorpay.post(body, ''),
    ];
    for (const refused of refusals) expect(refused.status).toBe(401);
    expect(await bed.storedEvents()).toBe(before);
    expect(await bed.due(who)).toBe(amount);
    const accepted = await bed.razorpay.post(body, documented);
    expect(await accepted.json()).toMatchObject({ outcome: 'applied' });
    expect(await bed.storedEvents()).toBe(before + 1);
    expect(await bed.due(who)).toBe(0);
  });
});
