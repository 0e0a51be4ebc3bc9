import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { toSafeInt } from '../../../../db/database.ts';
import { askReference } from '../../../../testing/repay-client.ts';
import { buildTestApp } from '../../../../testing/test-app.ts';
import { loadLoanState } from '../../../orders/index.ts';
import { type FakeRazorpay, razorpaySettings, startFakeRazorpay } from './fake-razorpay.ts';
import { type FakeStripe, startFakeStripe, stripeSettings } from './fake-stripe.ts';

/*
 * The bed the provider tests stand on: the real app on a fresh database collecting one market's repayments through
 * a local fake of the provider, the app listening so the fake posts its signed webhooks to it as the provider would;
 * a fresh borrower with one disbursed loan per test; the instructions a channel shows, with what the provider made
 * for them; and the ledger's own rows read back.
 */

interface Fakes {
  stripe: FakeStripe;
  razorpay: FakeRazorpay;
}
export type ProviderName = keyof Fakes;

/** What the provider made for a channel's instructions: a Stripe PaymentIntent, a Razorpay QR code or account. */
type Made = {
  stripe: FakeStripe['intents'] extends Map<string, infer Intent> ? Intent : never;
  razorpay: FakeRazorpay['objects'] extends Map<string, infer Receiver> ? Receiver : never;
};

const PROVIDERS = {
  stripe: {
    start: startFakeStripe,
    settings: stripeSettings,
    market: 'MX',
    language: '2',
    latest: (fake: FakeStripe) => [...fake.intents.values()].at(-1),
  },
  razorpay: {
    start: startFakeRazorpay,
    settings: razorpaySettings,
    market: 'IN',
    language: '1',
    latest: (fake: FakeRazorpay) => [...fake.objects.values()].at(-1),
  },
} as const;

/** A fresh borrower of the provider's market with one disbursed loan (`POST /dev/repay/fixture`). */
export interface SeededLoan {
  userId: string;
  sessionId: string;
  orderId: string;
  productId: string;
  phone: string;
}

/** An order's figures from the ledger's rows. */
export interface Ledger {
  status: number;
  /** What the order still asks for. */
  due: number;
  /** Principal, interest and penalty. */
  owed: number;
  /** Repayment rows. */
  rows: number;
  received: number;
  /** Taken back by refunds and chargebacks (re-opened or surplus given up). */
  reversed: number;
  /** Received less reversed. */
  paid: number;
  /** Surplus still owed back to the borrower. */
  surplus: number;
  /** Surplus ever recorded, owed back or paid back. */
  surplusRecorded: number;
}

interface TestBed<P extends ProviderName> {
  app: FastifyInstance;
  /** The app's own address (the fake's webhooks and scripts call it over HTTP). */
  base: string;
  seedLoan(status?: 174 | 180): Promise<SeededLoan>;
  due(loan: SeededLoan): Promise<number>;
  /**
   * A channel's instructions asked for as the plan screen does, in the market's language, and the provider's latest
   * object behind them (a PaymentIntent, a QR code or account).
   */
  ask(
    loan: Pick<SeededLoan, 'userId' | 'sessionId' | 'orderId' | 'productId'>,
    payCode: string,
    amount: number,
    requestType?: 1 | 2 | 3,
  ): Promise<{ shown: Awaited<ReturnType<typeof askReference>>; made: Made[P] }>;
  ledger(orderId: string | number): Promise<Ledger>;
  /** Provider events the app has stored, whatever their outcome. */
  storedEvents(): Promise<number>;
  /** The counter of instructions a provider failed to close, as the metrics page prints it. */
  closeFailures(): Promise<string>;
  /** The ledger, held to paid + balance = owed + surplus with the balance never below zero. */
  holds(orderId: string | number): Promise<Ledger>;
  close(): Promise<void>;
}

/** The bed, with its fake under the provider's name (`bed.stripe`, `bed.razorpay`). */
export type ProviderTestBed<P extends ProviderName> = TestBed<P> & Pick<Fakes, P>;

/**
 * The bed of a `describe` block: started before its tests and closed after them. Its fields are there once the block's
 * `beforeAll` has run (in the tests and their helpers, not at the block's top level).
 */
export function useProviderTestBed<P extends ProviderName>(name: P): ProviderTestBed<P> {
  const bed = {} as ProviderTestBed<P>;
  beforeAll(async () => {
    Object.assign(bed, await startProviderTestBed(name));
  });
  afterAll(async () => {
    await bed.close?.();
  });
  return bed;
}

export async function startProviderTestBed<P extends ProviderName>(name: P): Promise<ProviderTestBed<P>> {
  const spec = PROVIDERS[name];
  const provider = (await spec.start()) as Fakes[P];
  const app = await buildTestApp((spec.settings as (fake: Fakes[P]) => Record<string, string>)(provider));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  provider.webhookUrl = `${base}/webhooks/${name}`;
  const latest = spec.latest as (fake: Fakes[P]) => Made[P] | undefined;

  const ledger = async (orderId: string | number): Promise<Ledger> => {
    const [row] = await app.db.query<Record<string, unknown>>(
      `select (select count(*) from repayments where order_id = $1) as rows,
              (select coalesce(sum(received), 0) from repayments where order_id = $1) as received,
              (select coalesce(sum(amount), 0) from surplus_refunds where order_id = $1 and state = 'owed') as surplus,
              (select coalesce(sum(amount), 0) from surplus_refunds where order_id = $1) as recorded,
              (select coalesce(sum(reopened + surplus_reversed), 0) from payment_reversals where order_id = $1) as reversed`,
      [orderId],
    );
    const state = await loadLoanState(app.db, Number(orderId));
    const received = toSafeInt(row?.received);
    const reversed = toSafeInt(row?.reversed);
    return {
      status: state.status,
      due: state.due,
      owed: state.amount + state.interest + state.penalty,
      rows: toSafeInt(row?.rows),
      received,
      reversed,
      paid: received - reversed,
      surplus: toSafeInt(row?.surplus),
      surplusRecorded: toSafeInt(row?.recorded),
    };
  };

  const bed: TestBed<P> = {
    app,
    base,
    seedLoan: async (status) =>
      (
        await app.inject({
          method: 'POST',
          url: '/dev/repay/fixture',
          payload: { market: spec.market, ...(status ? { status } : {}) },
        })
      ).json(),
    due: async (loan) => (await loadLoanState(app.db, Number(loan.orderId))).due,
    ask: async (loan, payCode, amount, requestType = 1) => {
      const shown = await askReference(
        app,
        loan,
        { orderId: loan.orderId, productId: loan.productId, requestType, amount, payCode },
        spec.language,
      );
      const made = latest(provider);
      if (!made) throw new Error(`${name} made nothing for ${payCode}`);
      return { shown, made };
    },
    ledger,
    storedEvents: async () =>
      toSafeInt((await app.db.query<{ n: unknown }>('select count(*) as n from provider_events'))[0]?.n),
    closeFailures: async () =>
      (await app.metrics.registry.getSingleMetricAsString('payment_provider_instruction_close_failures_total')) ?? '',
    holds: async (orderId) => {
      const figures = await ledger(orderId);
      // The balance is what the order still asks for, and a settled loan asks for nothing.
      if (figures.status === 200) expect(figures.due).toBe(0);
      expect(figures.paid + figures.due).toBe(figures.owed + figures.surplus);
      expect(figures.due).toBeGreaterThanOrEqual(0);
      return figures;
    },
    close: async () => {
      await app.close();
      await provider.close();
    },
  };
  return { ...bed, [name]: provider } as ProviderTestBed<P>;
}
