import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askReference } from '../../testing/repay-client.ts';
import { staffBearer } from '../../testing/staff-client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { loadLoanState } from '../orders/index.ts';
import { type FakeStripe, startFakeStripe, stripeSettings } from './providers/testing/fake-stripe.ts';

const script = fileURLToPath(new URL('../../../../../scripts/staff.mjs', import.meta.url));
const run = promisify(execFile);

/*
 * Reconciliation: Stripe's successful payments against what was applied here, over the staff API and
 * `scripts/staff.mjs reconcile --since`; it lists what never arrived and applies nothing.
 */
describe('payment reconciliation', () => {
  let app: FastifyInstance;
  let stripe: FakeStripe;
  let base: string;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await buildTestApp(stripeSettings(stripe));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `${base}/webhooks/stripe`;
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it('lists a payment Stripe took whose webhook never arrived, and applies nothing', async () => {
    const paidWho = (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: {} })).json();
    const lostWho = (await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: {} })).json();
    for (const who of [paidWho, lostWho]) {
      const amount = (await loadLoanState(app.db, Number(who.orderId))).due;
      await askReference(app, who, { orderId: who.orderId, requestType: 1, amount, payCode: 'OXXO' });
      const intent = [...stripe.intents.values()].at(-1);
      if (!intent) throw new Error('no intent');
      if (who === paidWho) await stripe.succeed(intent.id);
      else stripe.succeedUnsent(intent.id);
    }
    const lost = [...stripe.intents.values()].at(-1);
    const lostDue = (await loadLoanState(app.db, Number(lostWho.orderId))).due;
    const today = new Date().toISOString().slice(0, 10);

    const report = await app.inject({
      url: `/staff/api/payments/reconciliation?since=${today}`,
      headers: { authorization: await staffBearer(app, 'agent.mx@demo.test') },
    });
    const data = report.json().data;
    expect(data.providers).toEqual([{ provider: 'stripe', market: 'MX', payments: 2 }]);
    expect(data.differences).toEqual([
      expect.objectContaining({ kind: 'not-received', paymentId: lost?.id, providerAmount: lostDue }),
    ]);
    // India's desk has no provider here: nothing to compare.
    const india = await app.inject({
      url: `/staff/api/payments/reconciliation?since=${today}`,
      headers: { authorization: await staffBearer(app, 'agent.in@demo.test') },
    });
    expect(india.json().data).toMatchObject({ providers: [], differences: [] });

    const token = (await staffBearer(app, 'agent.mx@demo.test', 'reconcile')).replace(/^Bearer /, '');
    const printed = await run(process.execPath, [script, 'reconcile', '--since', today], {
      env: { ...process.env, STAFF_API: base, STAFF_API_TOKEN: token },
    }).catch((error: { stdout: string; code: number }) => error);
    expect(printed.stdout).toContain(`not-received  stripe ${lost?.id}`);
    expect((printed as { code?: number }).code).toBe(1);
    // Reconciliation applied nothing.
    expect((await loadLoanState(app.db, Number(lostWho.orderId))).due).toBe(lostDue);
  });
});
