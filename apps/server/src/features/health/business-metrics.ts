import { LENDING_MARKET_IDS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import type { Gauge } from 'prom-client';
import { toSafeInt } from '../../db/database.ts';
import { countLoansConfirmed, repaymentsAppliedByMarket, surplusRefundsOwedByMarket } from '../orders/index.ts';
import { MARKET_OF } from '../staff/index.ts';

/*
 * The business as Prometheus sees it, per market, read from the database at scrape time: every server shares the
 * database, so every server reports the same figures (alerts take max() across instances), and a server's restart
 * resets nothing. Money is in minor units of the market's currency (`currency` label). Each is one grouped statement
 * (a few a scrape, counted over indexed columns); while the database is down they have no series (Metrics.gauge) and
 * db_up says why.
 */

type Row = Record<string, unknown>;

/**
 * Replaces every series of a labelled gauge with the rows of one statement; a gauge labelled by market alone shows 0
 * for a market with no rows, so a change from nothing is a change Prometheus sees.
 */
async function setFromRows<L extends string>(
  gauge: Gauge<L>,
  rows: Row[],
  labels: readonly L[],
  value: (row: Row) => number,
): Promise<void> {
  gauge.reset();
  if (labels.length === 1 && labels[0] === 'market')
    for (const market of LENDING_MARKET_IDS) gauge.set({ market } as Record<L, string>, 0);
  for (const row of rows)
    gauge.set(Object.fromEntries(labels.map((label) => [label, String(row[label])])) as Record<L, string>, value(row));
}

const count = (row: Row) => toSafeInt(row.n ?? 0);
const minor = (row: Row) => toSafeInt(row.minor ?? 0);

export function registerBusinessMetrics(app: FastifyInstance): void {
  const { metrics, db } = app;

  metrics.gauge({
    name: 'loans_confirmed',
    help: 'Loans borrowers have confirmed (orders signed), all time, by market',
    labelNames: ['market'],
    collect: async (gauge) => setFromRows(gauge, await countLoansConfirmed(db), ['market'], count),
  });

  const repayments = () => repaymentsAppliedByMarket(db);
  metrics.gauge({
    name: 'repayments_applied',
    help: 'Repayments applied to a debt, all time, by market',
    labelNames: ['market'],
    collect: async (gauge) => setFromRows(gauge, await repayments(), ['market'], count),
  });
  metrics.gauge({
    name: 'repayments_applied_minor_units',
    help: 'Money applied to debts by repayments, all time, in minor units of the market currency',
    labelNames: ['market', 'currency'],
    collect: async (gauge) => setFromRows(gauge, await repayments(), ['market', 'currency'], minor),
  });

  metrics.gauge({
    name: 'payments_unmatched',
    help: 'Payment notifications not applied (unknown reference, wrong amount or currency, paid twice), all time, by market',
    labelNames: ['market'],
    collect: async (gauge) =>
      setFromRows(
        gauge,
        await db.query(
          `select ${MARKET_OF.paymentNotification('n')} as market, count(*) as n
             from payment_notifications n where n.outcome = 'unmatched' group by 1`,
        ),
        ['market'],
        count,
      ),
  });

  const refunds = () => surplusRefundsOwedByMarket(db);
  metrics.gauge({
    name: 'surplus_refunds_owed',
    help: 'Money received above what an order owed and not yet paid back to the borrower: how many, by market',
    labelNames: ['market'],
    collect: async (gauge) => setFromRows(gauge, await refunds(), ['market'], count),
  });
  metrics.gauge({
    name: 'surplus_refunds_owed_minor_units',
    help: 'Surplus owed back to borrowers, in minor units of the market currency',
    labelNames: ['market', 'currency'],
    collect: async (gauge) => setFromRows(gauge, await refunds(), ['market', 'currency'], minor),
  });
  metrics.gauge({
    name: 'surplus_refund_oldest_owed_seconds',
    help: 'How long the oldest surplus still owed back has waited, by market',
    labelNames: ['market'],
    collect: async (gauge) => setFromRows(gauge, await refunds(), ['market'], (row) => Number(row.oldest)),
  });

  metrics.gauge({
    name: 'payment_notification_age_seconds',
    help: "Time since the last payment notification of each channel (its provider's webhook), by market",
    labelNames: ['market', 'channel'],
    collect: async (gauge) =>
      setFromRows(
        gauge,
        await db.query(
          // The latest notification of each channel first, so the market rule runs once per channel, not per row.
          `select ${MARKET_OF.paymentNotification('n')} as market, n.channel,
                  extract(epoch from now() - n.received_at) as age
             from (select distinct on (channel) channel, reference, currency, received_at from payment_notifications
                    order by channel, received_at desc) n`,
        ),
        ['market', 'channel'],
        (row) => Number(row.age),
      ),
  });
}
