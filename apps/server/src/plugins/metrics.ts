import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toSafeInt } from '../db/database.ts';
import { Metrics } from '../platform/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Requests that matched no route share one label, so a scanner's random URLs cannot grow the series without end. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * The app's Prometheus registry: every request counted and timed by its route pattern (never the raw URL, which
 * holds ids and query strings), the database pool, and open complaints past their answer-by date.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = new Metrics();
  app.decorate('metrics', metrics);

  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    done();
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
    help: 'Open complaints past their answer-by date',
    collect: async (gauge) => {
      try {
        const [row] = await app.db.query<{ n: unknown }>(
          "select count(*) as n from complaints where state = 'open' and response_due_at < now()",
        );
        gauge.set(toSafeInt(row?.n ?? 0));
      } catch (error) {
        // The rest of the scrape is still worth having; NaN says "unknown", never a reassuring zero.
        app.log.error({ err: error }, 'metrics: overdue complaints not counted');
        gauge.set(Number.NaN);
      }
    },
  });
});
