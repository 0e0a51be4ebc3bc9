import { registerFixtureMarket } from '@loan/contract/testing';
import type { FastifyInstance } from 'fastify';

/** Known from the moment a test imports this file, before it builds its app, as a real market is. */
const FIXTURE = registerFixtureMarket();

/**
 * The server's steps of "Checklist: add a market" (docs/architecture.md) for the tests' fixture market: what the
 * migration adding a market would insert (its `markets` row, a bank, a product, and the lender's contacts and
 * grievance desk there under the market's settings key).
 */
export async function addFixtureMarket(app: FastifyInstance) {
  await app.db.exec(`
    insert into markets (id, currency) values ('CO', 'COP');
    insert into banks (code, name, market, position) values ('BANCOLOMBIA', 'Bancolombia', 'CO', 1);
    insert into products (id, name, logo, company, amount, term_days, periods, commission_bp, market)
      values (90, 'Presto Cash', '/media/products/presto-cash.svg', 'Lend H5 Financial Services', 50000000, 91, 1, 1000, 'CO');
    insert into settings (key, value) values
      ('grievance_desk_co', '{"name": "Defensor del Consumidor Financiero", "phone": "+57 601 123 4567", "email": "defensor@lend-h5.example", "hours": "Lunes a viernes, 8:00–17:00", "responseDays": 15}'),
      ('customer_service_co', '{"phone": "+57 601 765 4321", "va": "01 8000 123 456", "email": "soporte.co@lend-h5.example"}');
  `);
  return FIXTURE;
}
