/**
 * One retention sweep, now, with the servers' settings (`npm run retention-sweep`, or in a release
 * `node apps/server/dist/retention-sweep.js`): what the servers do every RETENTION_SWEEP_EVERY_MS, for an operator who
 * changed a period or wants it done before a backup. Prints what it swept as one JSON line; exit 1 on failure.
 */
import { readEnv } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { storageOf } from './plugins/storage.ts';
import { retentionPeriods, sweepRetention } from './retention.ts';

try {
  const env = readEnv();
  const db = await openDatabase(env.DATABASE_URL, env.DATA_DIR, {
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  try {
    const swept = await sweepRetention(db, storageOf(env, db), retentionPeriods(env), new Date());
    process.stdout.write(`${JSON.stringify({ swept })}\n`);
  } finally {
    await db.close();
  }
} catch (error) {
  process.stderr.write(`retention sweep failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
