import type { FastifyInstance } from 'fastify';

/** Load balancers poll this; 200 only while the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await app.db.query('select 1');
      return { status: 'ok', database: app.db.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: app.db.kind });
    }
  });
}
