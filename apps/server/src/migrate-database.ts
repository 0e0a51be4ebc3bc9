/**
 * Migrates the database as its owner, then makes the role the servers run as (`APP_DATABASE_ROLE`, db/app-role.ts):
 * compose's `migrate` service runs it before the servers start (`node apps/server/dist/migrate-database.js`), so the
 * servers never hold a role that could alter the audit log. Prints one JSON line; exit 1 with one line per problem.
 */
import { readMigrationEnv } from './config/env.ts';
import { grantAppRole } from './db/app-role.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';

try {
  const env = readMigrationEnv();
  const db = await openDatabase(env.DATABASE_URL, '/nonexistent');
  try {
    const applied = await migrate(db);
    if (env.APP_DATABASE_ROLE && env.APP_DATABASE_PASSWORD)
      await grantAppRole(db, env.APP_DATABASE_ROLE, env.APP_DATABASE_PASSWORD);
    process.stdout.write(
      `${JSON.stringify({ level: 30, time: Date.now(), msg: 'database migrated', migrations: applied, appRole: env.APP_DATABASE_ROLE ?? null })}\n`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
