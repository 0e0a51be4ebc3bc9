import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The headers `@fastify/helmet` sets for `options`, worked out once: helmet itself answers one request of a throwaway
 * Fastify instance, and every header it added is kept. (`@fastify/helmet` builds helmet's middleware and re-parses the
 * CSP directives on every request, a tenth of an API call's CPU; the headers never change between requests.)
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    const response = await probe.inject({ url: '/' });
    await probe.close();
    return response.headers;
  };
  const plain = await answer(false);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(await answer(true)))
    if (!(name in plain) && typeof value === 'string') headers[name] = value;
  if (Object.keys(headers).length === 0) throw new Error('helmet set no headers');
  return headers;
}

/** Helmet's headers on every response, the same as registering `@fastify/helmet` with these options. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: FastifyHelmetOptions) => {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
