import { staffPath } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { DEMO_HOUSE_ACCOUNTS } from '../../seed.ts';
import { signInStaff } from '../../testing/staff-client.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';
import { openFreshTestDatabase } from '../../testing/test-database.ts';
import { DEMO_STAFF_PASSWORD } from './bootstrap.ts';

describe('a fresh production database holds no invented payment accounts', { timeout: 120_000 }, () => {
  it('the house channels are there, each naming the account it needs, none filled in, no instruction naming one', async () => {
    const db = await openFreshTestDatabase();
    try {
      await migrate(db);
      const rows = await db.query<Record<string, string | null>>(
        `select pay_code, house_account, clabe_prefix, upi_vpa, ifsc, instructions_en::text as en,
                instructions_es::text as es
           from repay_channels where house_account is not null order by pay_code`,
      );
      expect(rows.map((r) => [r.pay_code, r.house_account])).toEqual([
        ['NEFT', 'ifsc'],
        ['SPEI', 'clabe_prefix'],
        ['UPI', 'upi_vpa'],
      ]);
      for (const row of rows) expect([row.clabe_prefix, row.upi_vpa, row.ifsc]).toEqual([null, null, null]);
      // A row's own instructions; the catalogue's, which the shipped rows name by key, are checked beside it
      // (features/repay/channel-instructions.test.ts).
      const texts = (
        await db.query<{ t: string }>(
          "select coalesce(instructions_en::text, '') || coalesce(instructions_es::text, '') as t from repay_channels",
        )
      )
        .map((r) => r.t)
        .join('\n');
      for (const [, , invented] of DEMO_HOUSE_ACCOUNTS) expect(texts).not.toContain(invented);
    } finally {
      await db.close();
    }
  });
});

describe('house payment accounts: set by an admin of the market, audited; "not configured yet" until then', {
  timeout: 120_000,
}, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // As production starts: the house channels' accounts empty. India's admin for these tests.
    await app.db.query('update repay_channels set clabe_prefix = null, upi_vpa = null, ifsc = null');
    await app.db.query("update staff_agents set market = 'IN' where email = 'admin@demo.test'");
  }, 120_000);
  afterAll(async () => app?.close());

  const fixture = async (market: 'MX' | 'IN') => {
    const response = await app.inject({ method: 'POST', url: '/dev/repay/fixture', payload: { market } });
    return response.json() as { userId: string; sessionId: string; orderId: string; productId: string };
  };
  const voucher = async (payCode: string, who: Awaited<ReturnType<typeof fixture>>, language = '1') => {
    const plan = await app.inject({
      url: `/online/v3/installment/loan-play-detail?${query({ userId: who.userId, sessionId: who.sessionId, language, productId: who.productId, orderId: who.orderId })}`,
    });
    const amount = Number(plan.json().data.repayAmount);
    return app.inject({
      method: 'POST',
      url: `/online/v3/loan-details/generate-vcode?${query({ userId: who.userId, sessionId: who.sessionId, language })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ productId: who.productId, orderId: who.orderId, amount, requestType: 1, payCode }),
    });
  };

  it('a borrower is told the channel is not available yet (503) and no reference is made', async () => {
    const who = await fixture('IN');
    for (const [payCode, language, words] of [
      ['UPI', '1', 'Paying by UPI is not available yet. Please choose another way to pay.'],
      ['NEFT', '2', 'El pago por NEFT / IMPS aún no está disponible. Elige otra forma de pago.'],
    ] as const) {
      const response = await voucher(payCode, who, language);
      expect(response.statusCode, payCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, message: words });
    }
    const spei = await voucher('SPEI', await fixture('MX'));
    expect(spei.statusCode).toBe(503);
    const made = await app.db.query('select 1 from payment_references where order_id = $1', [Number(who.orderId)]);
    expect(made).toEqual([]);
  });

  it("an admin sees their market's house channels and sets one with their password; the change is audited", async () => {
    const admin = await signInStaff(app, 'admin@demo.test');
    const listed = await admin.call('paymentAccounts');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.accounts).toEqual([
      { payCode: 'NEFT', channel: 'NEFT / IMPS', kind: 'ifsc', value: null },
      { payCode: 'UPI', channel: 'UPI', kind: 'upiVpa', value: null },
    ]);

    const set = (payCode: string, value: string, password = DEMO_STAFF_PASSWORD) =>
      admin.call('setPaymentAccount', { payCode }, { value, password });
    expect((await set('UPI', 'collections@examplebank', 'wrong password')).statusCode).toBe(403);
    expect((await set('UPI', 'not a vpa')).statusCode).toBe(400);
    expect((await set('NEFT', 'lend0000001')).statusCode).toBe(400);
    // Mexico's channel is not India's admin's: answered like a missing one.
    expect((await set('SPEI', '646180')).statusCode).toBe(404);
    expect((await set('OXXO', '646180')).statusCode).toBe(404);

    const saved = await set('UPI', 'collections@examplebank');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      payCode: 'UPI',
      channel: 'UPI',
      kind: 'upiVpa',
      value: 'collections@examplebank',
    });
    const [audit] = await app.db.query<{ agent_email: string; target: string; before: unknown; after: unknown }>(
      "select agent_email, target, before, after from staff_audit_log where action = 'payment-account-set' order by id desc limit 1",
    );
    expect(audit).toMatchObject({
      agent_email: 'admin@demo.test',
      target: 'payment-channel:UPI',
      before: { upiVpa: null },
      after: { upiVpa: 'collections@examplebank' },
    });

    const who = await fixture('IN');
    const paid = await voucher('UPI', who);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.repayDetail.upi.vpa).toBe('collections@examplebank');
    expect(paid.json().data.dataList[0].content.join(' ')).toContain('the payee is the one shown here');
  });

  it('agents and API tokens cannot read or set the accounts', async () => {
    const agent = await signInStaff(app, 'agent.in@demo.test');
    expect((await agent.call('paymentAccounts')).statusCode).toBe(403);
    expect(
      (
        await agent.call(
          'setPaymentAccount',
          { payCode: 'NEFT' },
          { value: 'ABCD0123456', password: DEMO_STAFF_PASSWORD },
        )
      ).statusCode,
    ).toBe(403);
    const admin = await signInStaff(app, 'admin@demo.test');
    const token = String((await admin.call('createToken', {}, { name: 'script' })).json().data.secret);
    const byToken = await app.inject({
      method: 'POST',
      url: staffPath('setPaymentAccount', { payCode: 'NEFT' }),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { value: 'ABCD0123456', password: DEMO_STAFF_PASSWORD },
    });
    expect(byToken.statusCode).toBe(403);
    const [neft] = await app.db.query<{ ifsc: string | null }>(
      "select ifsc from repay_channels where pay_code = 'NEFT'",
    );
    expect(neft?.ifsc).toBeNull();
  });
});
