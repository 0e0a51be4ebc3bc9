import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { readEnv } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { bootstrapFirstAdmin } from './features/staff/bootstrap.ts';
import { capConnectionsPerAddress } from './platform/connection-cap.ts';
import { seedDemoData } from './seed.ts';

/** After the grace period's last connections are closed, how long close() may still take before the process exits. */
const FORCED_EXIT_AFTER_MS = 2_000;

const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    // One line per problem, no stack trace: this is an operator's mistake, not a bug.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
})();
/** The app's logger once it is built; a connection lost before then is written as the same kind of JSON line. */
let log: FastifyBaseLogger | undefined;
const db = await openDatabase(env.DATABASE_URL, env.DATA_DIR, {
  statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  onConnectionError: (error) => {
    const msg = 'database: connection lost; reconnecting';
    if (log) log.warn({ err: error }, msg);
    else process.stdout.write(`${JSON.stringify({ level: 40, time: Date.now(), msg, error: error.message })}\n`);
  },
});
const applied = await migrate(db);
const [connectedAs] =
  db.kind === 'postgres'
    ? await db.query<{ superuser: boolean }>('select rolsuper as superuser from pg_roles where rolname = current_user')
    : [];
const seeded = env.NODE_ENV === 'production' ? false : await seedDemoData(db);
const firstAdminLink = env.STAFF_FIRST_ADMIN ? await bootstrapFirstAdmin(db, env.STAFF_FIRST_ADMIN) : null;
const app = await buildApp(env, db);
log = app.log;
app.log.info({ database: db.kind, migrations: applied, demoSeeded: seeded }, 'database ready');
// A superuser may alter or drop anything, the audit log's triggers included (docs/support-desk.md, "Audit log").
if (env.NODE_ENV === 'production' && connectedAs?.superuser === true)
  app.log.warn('connected to PostgreSQL as a superuser: run the servers as APP_DATABASE_ROLE (docs/deploying.md)');

limitConnections(app.server);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: env.SHUTDOWN_GRACE_MS }, 'shutting down: finishing in-flight requests');
    // close() stops accepting, closes idle keep-alive connections and waits for in-flight requests; a request still
    // running when the grace period ends has its connection closed, and the process exits regardless.
    const grace = setTimeout(() => {
      app.log.warn('shutdown grace period over: closing the remaining connections');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), FORCED_EXIT_AFTER_MS).unref();
    }, env.SHUTDOWN_GRACE_MS);
    grace.unref();
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
// Production writes nothing but JSON log lines (a collector parses every line); the URLs are for a newcomer's laptop.
if (env.NODE_ENV !== 'production') printUrls(env.PORT);
// Printed once, outside the logger (whose redaction would hide the token): whoever started the server hands it to the
// first admin. A JSON line in production like every other.
if (firstAdminLink) {
  const text = "Support desk: the first admin sets a password at this server's address followed by firstAdminLink";
  process.stdout.write(
    env.NODE_ENV === 'production'
      ? `${JSON.stringify({ level: 30, time: Date.now(), msg: text, firstAdminLink })}\n`
      : `Support desk: the first admin sets a password at <this server's address>${firstAdminLink}\n\n`,
  );
}

/**
 * Timeouts and a connection cap for client sockets: a fresh socket that sends nothing, an idle keep-alive socket and
 * a request that trickles in are all closed in bounded time, and sockets past the cap are refused at once, so idle
 * connections can neither use up the file descriptors nor hold a stopping server open.
 */
function limitConnections(server: Server) {
  server.maxConnections = env.HTTP_MAX_CONNECTIONS;
  if (env.TRUST_PROXY === false) capConnectionsPerAddress(server, env.HTTP_MAX_CONNECTIONS_PER_ADDRESS);
  server.keepAliveTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  server.requestTimeout = env.HTTP_REQUEST_TIMEOUT_MS;
  server.headersTimeout = Math.min(env.HTTP_REQUEST_TIMEOUT_MS, env.HTTP_SOCKET_TIMEOUT_MS);
  server.setTimeout(env.HTTP_SOCKET_TIMEOUT_MS, (socket) => socket.destroy());
}

/** What a newcomer opens first; the launch parameters are the demo borrowers' (1001 Mexican, 1002 Indian). */
function printUrls(port: number) {
  const base = `http://localhost:${port}`;
  const demo = 'userId=1001&sessionId=demo-1001&productId=1&orderId=5004&language=2';
  const indian = 'userId=1002&sessionId=demo-1002&productId=3&orderId=6007&language=1';
  const lines = [
    `Test preview (opens every screen): ${base}/testPreview?${demo}`,
    `The same for a borrower in India:  ${base}/testPreview?${indian}`,
    `Customer service:                  ${base}/customerService?${demo}`,
    `Privacy policy (English):          ${base}/PrivacyPolicy?language=1`,
    `API documentation:                 ${base}/docs`,
    ...(env.NODE_ENV === 'production' ? [] : [`Support desk (agent.mx@demo.test / support-desk-demo): ${base}/staff`]),
    `Health:                            ${base}/healthz`,
  ];
  process.stdout.write(
    `\nLoan H5 is running on ${db.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}.\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`,
  );
}
