import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { staffBearer } from '../../testing/staff-client.ts';
import { loadLoanState } from '../orders/index.ts';
import { useProviderTestBed } from './providers/testing/provider-test-bed.ts';

const script = fileURLToPath(new URL('../../../../../scripts/staff.mjs', import.meta.url));
const run = promisify(execFile);

/*
 * Reconciliation: Stripe's successful payments against what was applied here, over the staff API and
 * `scripts/staff.mjs reconcile --since`; it lists what never arrived and applies nothing.
 */
describe('payment reconciliation', () => {
  const bed = useProviderTestBed('stripe');

  it('lists a payment Stripe took whose webhook never arrived, and applies nothing', async () => {
    const paidWho = await bed.seedLoan();
    const lostWho = await bed.seedLoan();
    for (const who of [paidWho, lostWho]) {
      const { made: intent } = await bed.ask(who, 'OXXO', await bed.due(who));
      if (who === paidWho) await bed.stripe.succeed(intent.id);
      else bed.stripe.succeedUnsent(intent.id);
    }
    const lost = [...bed.stripe.intents.values()].at(-1);
    const lostDue = (await loadLoanState(bed.app.db, Number(lostWho.orderId))).due;
    const today = new Date().toISOString().slice(0, 10);

    const report = await bed.app.inject({
      url: `/staff/api/payments/reconciliation?since=${today}`,
      headers: { authorization: await staffBearer(bed.app, 'agent.mx@demo.test') },
    });
    const data = report.json().data;
    expect(data.providers).toEqual([{ provider: 'stripe', market: 'MX', payments: 2 }]);
    expect(data.differences).toEqual([
      expect.objectContaining({ kind: 'not-received', paymentId: lost?.id, providerAmount: lostDue }),
    ]);
    // India's desk has no provider here: nothing to compare.
    const india = await bed.app.inject({
      url: `/staff/api/payments/reconciliation?since=${today}`,
      headers: { authorization: await staffBearer(bed.app, 'agent.in@demo.test') },
    });
    expect(india.json().data).toMatchObject({ providers: [], differences: [] });

    const token = (await staffBearer(bed.app, 'agent.mx@demo.test', 'reconcile')).replace(/^Bearer /, '');
    const printed = await run(process.execPath, [script, 'reconcile', '--since', today], {
      env: { ...process.env, STAFF_API: bed.base, STAFF_API_TOKEN: token },
    }).catch((error: { stdout: string; code: number }) => error);
    expect(printed.stdout).toContain(`not-received  stripe ${lost?.id}`);
    expect((printed as { code?: number }).code).toBe(1);
    // Reconciliation applied nothing.
    expect((await loadLoanState(bed.app.db, Number(lostWho.orderId))).due).toBe(lostDue);
  });
});
