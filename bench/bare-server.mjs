/** The comparison route of the API benchmark: Fastify with no plugins, answering a constant JSON envelope. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { code: 0, success: true, message: 'ok', data: { phone: '5500000000', va: '800', email: 'a@b.c' } };
app.get('/bare', async () => answer);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
