import { buildApp } from './app.ts';
import { readEnv } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';

const env = readEnv();
const db = await openDatabase(env.DATABASE_URL, env.DATA_DIR);
const applied = await migrate(db);
const seeded = env.NODE_ENV === 'production' ? false : await seedDemoData(db);
const app = await buildApp(env, db);
app.log.info({ database: db.kind, migrations: applied, demoSeeded: seeded }, 'database ready');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
printUrls(env.PORT);

/** What a newcomer opens first; the launch parameters are the demo borrower's. */
function printUrls(port: number) {
  const base = `http://localhost:${port}`;
  const demo = 'userId=1001&sessionId=demo-1001&productId=1&orderId=5004&language=2';
  const lines = [
    `Test preview (opens every screen): ${base}/testPreview?${demo}`,
    `Customer service:                  ${base}/customerService?${demo}`,
    `Privacy policy (English):          ${base}/PrivacyPolicy?language=1`,
    `API documentation:                 ${base}/docs`,
    `Health:                            ${base}/healthz`,
  ];
  process.stdout.write(
    `\nLoan H5 is running on ${db.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}.\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`,
  );
}
