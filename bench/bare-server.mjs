/**
 * The comparison routes of the API benchmark, Fastify with no plugins:
 * - `/bare` answers a constant JSON envelope (the ceiling of Fastify alone on this machine);
 * - with DATABASE_URL, `/minimal-loan-details` answers `loan-details`' exact answer for the query's borrower and
 *   order with one fused, prepared statement and no write: the server's own read (`loadLoanDetail`) and views, on
 *   the same PostgreSQL, without the session check, rate limit, security headers or zod checks of a real call. The
 *   practical limit of this machine for that answer. Run with tsx (it imports the server's TypeScript).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { code: 0, success: true, message: 'ok', data: { phone: '5500000000', va: '800', email: 'a@b.c' } };
app.get('/bare', async () => answer);

let db;
if (process.env.DATABASE_URL) {
  const { openDatabase } = await import('../apps/server/src/db/database.ts');
  const { isRepayable, loadLoanDetail } = await import('../apps/server/src/features/orders/index.ts');
  const { orderKeyFacts } = await import('../apps/server/src/features/loan/key-facts.ts');
  const { loanDetailView } = await import('../apps/server/src/features/loan/views.ts');
  const { localeOfLanguage } = await import('../apps/server/src/plugins/locale.ts');
  const { successEnvelope } = await import('../apps/server/src/http/envelope.ts');
  db = await openDatabase(process.env.DATABASE_URL, '/nonexistent');
  app.get('/minimal-loan-details', async (request) => {
    const { userId, orderId, language } = request.query;
    const locale = localeOfLanguage(language);
    const detail = await loadLoanDetail(db, Number(userId), Number(orderId), locale.market, new Date());
    // As the route does: the order's own market states its money and law.
    const orderLocale = { ...locale, market: detail.order.market };
    const keyFacts = orderKeyFacts({
      order: detail.order,
      locale: orderLocale,
      coolingOffDays: detail.coolingOffDays,
      grievance: detail.grievance,
    });
    const view = loanDetailView(
      detail.order,
      orderLocale,
      detail.coolingOff,
      isRepayable(detail.owed) ? detail.owed : null,
      keyFacts,
    );
    return successEnvelope('online', view);
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => db?.close())
    .then(() => process.exit(0)),
);
