import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import { seedDemoData } from '../seed.ts';
import { createFreshPostgresDatabase, testPostgresUrl } from '../testing/test-database.ts';
import { type Database, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

const run = promisify(execFile);
const admin = testPostgresUrl();

/** scripts/backup.sh then scripts/restore-drill.sh on the suite's PostgreSQL: what the drill says, and its exit. */
describe.skipIf(!admin)(
  `backup and restore drill${admin ? '' : ' (skipped: TEST_DATABASE_URL is unset; scripts/test.sh runs this in its PostgreSQL stage)'}`,
  () => {
    let source: { url: string; drop: () => Promise<void> };
    let db: Database;
    let dir: string;

    beforeAll(async () => {
      source = await createFreshPostgresDatabase(admin ?? '');
      db = await openDatabase(source.url, '/nonexistent');
      await migrate(db);
      await seedDemoData(db);
      dir = await mkdtemp(path.join(tmpdir(), 'loan-backup-test-'));
    }, 120_000);

    afterAll(async () => {
      await db?.close();
      await source?.drop();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    const backup = async () => {
      const { stdout } = await run('bash', [`${repoRoot}scripts/backup.sh`, dir], {
        env: { ...process.env, DATABASE_URL: source.url },
      });
      return stdout.trim();
    };
    const drill = async (): Promise<{ code: number; output: string }> => {
      try {
        const { stdout } = await run('bash', [`${repoRoot}scripts/restore-drill.sh`, dir], {
          env: { ...process.env, ADMIN_URL: admin },
        });
        return { code: 0, output: stdout };
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string };
        return { code: failed.code, output: failed.stdout + failed.stderr };
      }
    };
    // Each backup under a name of its own (names are to the second): until the clock is past the newest backup's
    // second, which the drill in between has usually taken care of already.
    const nextSecond = async () => {
      const newest =
        (await readdir(dir))
          .filter((name) => name.endsWith('.dump'))
          .sort()
          .at(-1) ?? '';
      const stamp = newest.replace(/^loan-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.dump$/, '$1-$2-$3T$4:$5:$6Z');
      const free = Date.parse(stamp) + 1_000;
      while (Date.now() < free) await new Promise((resolve) => setTimeout(resolve, free - Date.now()));
    };

    it('restores the latest backup and finds every row, the ledger and the migrations as they were', async () => {
      const dump = await backup();
      expect(path.basename(dump)).toMatch(/^loan-\d{8}T\d{6}Z\.dump$/);
      expect((await readdir(dir)).sort()).toEqual([
        path.basename(dump).replace('.dump', '.counts'),
        path.basename(dump),
      ]);
      const { code, output } = await drill();
      expect(output).toMatch(/ok {4}row counts of \d+ tables match/);
      expect(output).toMatch(/ok {4}ledger: paid = applied \+ surplus owed back on all [1-9]\d* orders/);
      expect(output).toMatch(/ok {4}migrations current/);
      expect(code).toBe(0);
    }, 120_000);

    it('fails on a restore that lost rows, a broken ledger or a schema behind the code', async () => {
      await nextSecond();
      const dump = await backup();
      await writeFile(dump.replace('.dump', '.counts'), 'orders 999\n');
      const lost = await drill();
      expect(lost.code).toBe(1);
      expect(lost.output).toMatch(/FAIL {2}row counts differ/);

      await nextSecond();
      // A payment that brought in more than was applied, with no surplus owed back for the difference.
      const [payment] = await db.query<{ order_id: string }>(
        'update repayments set received = received + 1 where id = (select min(id) from repayments) returning order_id',
      );
      await db.query('delete from schema_migrations where name = (select max(name) from schema_migrations)');
      await backup();
      const broken = await drill();
      expect(broken.code).toBe(1);
      expect(broken.output).toContain(`FAIL  ledger broken on orders ${payment?.order_id}`);
      expect(broken.output).toMatch(/FAIL {2}migrations differ/);
    }, 120_000);
  },
);
