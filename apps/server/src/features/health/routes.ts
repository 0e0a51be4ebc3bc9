import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate.ts';

/** Probes run every few seconds: their answers are counted in the metrics, not written to the log line by line. */
const PROBE = { config: { rateLimit: false }, logLevel: 'warn' } as const;

/**
 * Probes for the balancer and the orchestrator. `/livez`: the process answers (restart it when it does not).
 * `/readyz`: it can serve, the database answers and holds every migration this build carries (send it traffic only
 * then). `/healthz`: the database answers (the load balancers and the image's health check poll it).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/livez', PROBE, async () => ({ status: 'ok' }));

  app.get('/readyz', PROBE, async (request, reply) => {
    let pending: string[];
    try {
      pending = await pendingMigrations(app.db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: app.db.kind });
    }
    if (pending.length > 0)
      return reply.status(503).send({ status: 'migrations pending', database: app.db.kind, pending });
    return { status: 'ok', database: app.db.kind };
  });

  app.get('/healthz', PROBE, async (request, reply) => {
    try {
      await app.db.query('select 1');
      return { status: 'ok', database: app.db.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: app.db.kind });
    }
  });
}
