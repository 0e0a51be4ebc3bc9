import { LENDING_MARKET_IDS } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, toSafeInt } from '../db/database.ts';
import { Metrics } from '../platform/metrics.ts';
import { wantsAppShell, wantsStaffShell } from './web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Requests that matched no route share one label, so a scanner's random URLs cannot grow the series without end. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * The label of a request no route matched: the in-app screens and the console's pages are answered from the
 * not-found handler (history routing), each screen under its own path (a fixed set), the console under one label.
 */
function pageRoute(request: FastifyRequest): string {
  if (wantsAppShell(request)) return request.url.split('?')[0] ?? UNMATCHED_ROUTE;
  if (wantsStaffShell(request)) return '/staff/*';
  return UNMATCHED_ROUTE;
}

/**
 * The app's Prometheus registry: every request counted and timed by its route pattern (never the raw URL, which
 * holds ids and query strings), whether the database answers, its pool, and open complaints past their answer-by
 * date. Every gauge reads what it can while the database is down, so a scrape answers during the incident.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = new Metrics();
  // An unreachable database already shows as db_up 0; anything else is worth a log line.
  metrics.onCollectError = (name, error) => {
    if (!isDatabaseUnavailable(error)) app.log.error({ err: error, metric: name }, 'metrics: gauge not read');
  };
  app.decorate('metrics', metrics);

  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? pageRoute(request),
      status_code: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  metrics.gauge({
    name: 'db_up',
    help: 'Whether the database answered a query at scrape time (1) or not (0)',
    collect: async (gauge) => {
      gauge.set(
        await app.db.query('select 1').then(
          () => 1,
          () => 0,
        ),
      );
    },
  });
  metrics.gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections running a query or transaction (the embedded database has one)',
    collect: (gauge) => gauge.set(app.db.poolStats().inUse),
  });
  metrics.gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a database connection',
    collect: (gauge) => gauge.set(app.db.poolStats().waiting),
  });
  metrics.gauge({
    name: 'db_pool_size',
    help: 'Database connections open (the embedded database has one)',
    collect: (gauge) => gauge.set(app.db.poolStats().size),
  });
  metrics.gauge({
    name: 'complaints_overdue',
    help: 'Open complaints past their answer-by date (a regulatory deadline), by market',
    labelNames: ['market'],
    collect: async (gauge) => {
      const rows = await app.db.query<{ market: string; n: unknown }>(
        "select market, count(*) as n from complaints where state = 'open' and response_due_at < now() group by market",
      );
      gauge.reset();
      for (const market of LENDING_MARKET_IDS) gauge.set({ market }, 0);
      for (const row of rows) gauge.set({ market: row.market }, toSafeInt(row.n));
    },
  });
});
