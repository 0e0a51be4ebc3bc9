import type { FastifyInstance } from 'fastify';
import { bearerTokenMatches } from '../../platform/bearer-token.ts';
import { registerBusinessMetrics } from './business-metrics.ts';

/**
 * `GET /metrics` for Prometheus, only while METRICS_TOKEN is set and only with it as a bearer token: the series
 * describe the business (payments, complaints), so they are never public.
 */
export async function metricsRoutes(app: FastifyInstance) {
  registerBusinessMetrics(app);
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  // Scraped every few seconds: counted, not logged line by line.
  app.get('/metrics', { config: { rateLimit: false }, logLevel: 'warn' }, async (request, reply) => {
    if (!bearerTokenMatches(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
    }
    const { contentType, body } = await app.metrics.exposition();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
