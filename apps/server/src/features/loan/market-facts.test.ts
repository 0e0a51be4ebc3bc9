import {
  addDays,
  contractDetail,
  formatInstant,
  INDIA,
  type LendingMarket,
  loanDetailConfirm,
  loanDetailPush,
  loanDetails,
  MEXICO,
  marketToday,
  onlineSuccessSchema,
} from '@loan/contract';
import { FIXTURE_MARKET } from '@loan/contract/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { addFixtureMarket } from '../../testing/fixture-market.ts';
import { buildTestApp, query } from '../../testing/test-app.ts';

/**
 * A loan's market is a fact of the loan: whatever language its pages are read in, an order states the figures, dates
 * and currency it was signed with, and counts its days on its market's calendar. The same suite runs for each market,
 * including the tests' fixture market (Colombia), which proves a market is one definition, its content and its database
 * rows.
 */

/** The instant a wall-clock time `HH:mm` of `day` is in a market's time zone (no DST in the zones tested). */
function instantAt(day: string, time: string, market: LendingMarket): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const seenAsUtc = Date.parse(`${formatInstant(guess, market).replace(' ', 'T')}Z`);
  return new Date(guess.getTime() - (seenAsUtc - guess.getTime()));
}

for (const market of [MEXICO, INDIA, FIXTURE_MARKET]) {
  describe(`an order signed in ${market.id}`, () => {
    let app: FastifyInstance;
    const clock = { at: new Date() };
    let who: { userId: string; sessionId: string; productId: string };
    let orderId: number;

    beforeAll(async () => {
      app = await buildTestApp({}, { now: () => clock.at });
      if (market === FIXTURE_MARKET) await addFixtureMarket(app);
      const fixture = await app.inject({
        method: 'POST',
        url: '/dev/loan/offer-fixture',
        payload: { market: market.id },
      });
      expect(fixture.statusCode).toBe(200);
      who = fixture.json();
    });
    afterAll(() => app.close());

    const read = async <S extends z.ZodMiniType>(path: string, schema: S, language: string, params = {}) => {
      const body = (await app.inject({ url: `/online/v3${path}?${query({ ...who, language, ...params })}` })).json();
      const parsed = onlineSuccessSchema(schema).safeParse(body);
      if (!parsed.success) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
      return schema.parse((body as { data: unknown }).data) as z.output<S>;
    };
    const moneyOf = (rows: readonly { format: string; value: unknown }[]) =>
      rows.filter((row) => row.format === 'money').map((row) => row.value);

    it('offers its own terms read in either language: the same tax, received amount and annual cost', async () => {
      const en = await read('/loan-confirm/loan-detail-confirm', loanDetailConfirm.data, '1', {
        productId: who.productId,
      });
      const es = await read('/loan-confirm/loan-detail-confirm', loanDetailConfirm.data, '2', {
        productId: who.productId,
      });
      expect(es.keyFacts.version).toBe(en.keyFacts.version);
      expect(moneyOf(es.details)).toEqual(moneyOf(en.details));
      expect({ ...es.keyFacts, fees: es.keyFacts.fees.map((f) => f.amount) }).toMatchObject({
        costKind: market.annualCost.kind,
        annualCostPct: en.keyFacts.annualCostPct,
        amountReceived: en.keyFacts.amountReceived,
        fees: en.keyFacts.fees.map((f) => f.amount),
      });

      const pushed = await app.inject({
        method: 'POST',
        url: `/online/v3/loan-confirm/loan-detail-push?${query({ ...who, language: '1' })}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query({
          amount: en.amount,
          periods: en.periods,
          termUnit: en.termUnit,
          productId: who.productId,
          keyFactsVersion: en.keyFacts.version,
        }),
      });
      orderId = loanDetailPush.data.parse(pushed.json().data).orderId;
    });

    it('states the figures it was signed with, in its currency, whatever the language', async () => {
      const [en, es] = await Promise.all(
        ['1', '2'].map((language) => read('/loan-details/loan-details', loanDetails.data, language, { orderId })),
      );
      expect(en?.currency).toBe(market.currency);
      expect(es?.currency).toBe(market.currency);
      expect(moneyOf(es?.userOrderDetail.detail ?? [])).toEqual(moneyOf(en?.userOrderDetail.detail ?? []));
      expect(es?.keyFacts).toMatchObject({
        version: en?.keyFacts?.version,
        annualCostPct: en?.keyFacts?.annualCostPct,
        amountReceived: en?.keyFacts?.amountReceived,
      });
      const [contractEn, contractEs] = await Promise.all(
        ['1', '2'].map((language) =>
          read('/loan-details/contract-detail', contractDetail.data, language, { orderNo: orderId }),
        ),
      );
      expect(contractEs).toMatchObject({
        IVA: contractEn?.IVA,
        giveAmount: contractEn?.giveAmount,
        commission: contractEn?.commission,
        contractDate: contractEn?.contractDate,
      });
      // Signed today on the market's calendar.
      expect(contractEn?.contractDate).toBe(marketToday(market, clock.at));
    });

    it('counts days overdue on its market’s calendar: a day later at local midnight, not at UTC’s', async () => {
      const dueOn = '2026-03-10';
      await app.db.query(
        `update orders set status = 180, disbursed_on = $2::date - term_days, disbursed_at = null, due_on = $2
          where id = $1`,
        [orderId, dueOn],
      );
      const overdueAt = async (day: string, time: string) => {
        clock.at = instantAt(day, time, market);
        const detail = await read('/loan-details/loan-details', loanDetails.data, '2', { orderId });
        return detail.dueToday?.overdueDays;
      };
      expect(await overdueAt(dueOn, '23:30')).toBe(0);
      expect(await overdueAt(addDays(dueOn, 1), '00:30')).toBe(1);
      expect(await overdueAt(addDays(dueOn, 1), '23:30')).toBe(1);
      expect(await overdueAt(addDays(dueOn, 2), '00:30')).toBe(2);
    });
  });
}

describe('a borrower of a market this server has no definition of', () => {
  it('is an error for their calls, answered at once, never another market guessed', async () => {
    const app = await buildTestApp();
    try {
      await app.db.exec(`
        insert into markets (id, currency) values ('ZZ', 'XXX');
        insert into borrowers (id, name, phone, market) values (990001, 'Nobody', '0000000000', 'ZZ');
        insert into sessions (id, borrower_id) values ('zz-session', 990001);
      `);
      const response = await app.inject({
        url: `/online/user/market?${query({ userId: 990001, sessionId: 'zz-session', language: '1' })}`,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().success).toBe(false);
    } finally {
      await app.close();
    }
  });
});
