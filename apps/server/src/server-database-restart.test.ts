import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_POOL_SIZE } from './db/database.ts';
import { writeBenchFigures } from './testing/bench-figures.ts';
import { type PrivatePostgres, startPrivatePostgres } from './testing/private-postgres.ts';
import { releaseDir, type ServerProcess, startServer, stopServer } from './testing/server-process.ts';

/**
 * PostgreSQL restarted under a transactional load, ten rounds, on the release build (the compiled server with the
 * production npm packages only): the server process must survive every restart, answer only 200 or 503, recover by
 * itself, and lose no write it acknowledged. There are more writers than the pool has connections, so callers wait
 * for a client: a client handed from one caller to the next is where a connection's death used to go unheard and end
 * the process. Then a stuck database (a table locked from outside) and a frozen one: fast 503s instead of hangs.
 *
 * It needs a release folder (RELEASE_DIR) and PostgreSQL's binaries: scripts/prod-smoke.sh runs it on the release it
 * built, `RELEASE_DIR=/tmp/release npx vitest run apps/server/src/server-database-restart.test.ts` after
 * `bash scripts/build-release.sh /tmp/release` by hand.
 */
const release = releaseDir();
const ROUNDS = 10;
/**
 * More writers (transactions) than the pool has connections, so some always wait for one, beside readers (single
 * queries): a reader's answer frees its client for a waiting writer inside the socket's read, the moment a
 * connection's death in the same read used to go unheard.
 */
const WRITERS = DATABASE_POOL_SIZE * 2;
const READERS = 12;
const STATEMENT_TIMEOUT_MS = 1_000;
const SESSION = 'userId=1001&sessionId=demo-1001&language=1';

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pollUntil(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`still not true after ${timeoutMs} ms`);
    await sleep(100);
  }
  return Date.now() - started;
}

/** The status of a GET; a server that is gone fails the test with its last output (why it died). */
async function statusOf(server: ServerProcess, path: string): Promise<number> {
  try {
    return (await fetch(`${server.base}${path}`)).status;
  } catch (error) {
    throw new Error(
      `no answer (server exit: ${server.child.exitCode ?? server.child.signalCode ?? 'none'}):\n${server.output().slice(-2000)}`,
      { cause: error },
    );
  }
}

/** The parent pid of a Linux process (field 4 of /proc/<pid>/stat, after the parenthesised name). */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** The postmaster of the test's own cluster and every process it started (backends, checkpointer, ...). */
function clusterProcesses(postmaster: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return parentOf(pid) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children];
}

/** Sends a signal to each pid; one that has exited meanwhile (a backend that just ended) is no error. */
function signalAll(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}

/**
 * Writes in transactions (a fresh borrower with an order; a complaint with its request id), reads of the complaint
 * list, and what they answered.
 */
class Load {
  readonly orders = new Set<number>();
  readonly complaints = new Set<string>();
  readonly statuses = new Map<number, number>();
  private running = true;
  private sequence = 0;
  private readonly done: Promise<void>[];

  constructor(private readonly base: string) {
    this.done = [
      ...Array.from({ length: WRITERS }, (_, worker) => this.write(worker)),
      ...Array.from({ length: READERS }, () => this.read()),
    ];
  }

  private count(status: number) {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  private async read() {
    while (this.running) {
      try {
        this.count((await fetch(`${this.base}/online/user-problem/problem-list?${SESSION}`)).status);
      } catch {
        this.count(0);
      }
    }
  }

  private async write(worker: number) {
    while (this.running) {
      this.sequence += 1;
      try {
        if (worker % 2 === 0) {
          const response = await fetch(`${this.base}/dev/repay/fixture`, form({}));
          this.count(response.status);
          if (response.status === 200)
            this.orders.add(Number(((await response.json()) as { orderId: string }).orderId));
        } else {
          const requestId = `restart-${worker}-${this.sequence}`;
          const response = await fetch(
            `${this.base}/online/user-problem/problem-save?${SESSION}`,
            form({ problemType: '4', problemDetail: `restart ${requestId}`, problemImage: '', requestId }),
          );
          this.count(response.status);
          if (response.status === 200 && ((await response.json()) as { success: boolean }).success) {
            this.complaints.add(requestId);
          }
        }
      } catch {
        // The connection itself failed (the process died): counted as 0, and the survival check says why.
        this.count(0);
      }
    }
  }

  async stop() {
    this.running = false;
    await Promise.all(this.done);
  }
}

describe.skipIf(!release)(
  `the release build while PostgreSQL restarts under load${release ? '' : ' (skipped: RELEASE_DIR is unset; scripts/prod-smoke.sh runs this on its release build)'}`,
  () => {
    let database: PrivatePostgres;
    let server: ServerProcess;
    const figures = {
      rounds: 0,
      survived: false,
      downAnswers: new Set<number>(),
      recoveryMs: [] as number[],
      acknowledged: 0,
      lost: Number.NaN,
      stuckStatus: 0,
      stuckBeforeRelease: false,
      frozenStatuses: [] as number[],
    };

    beforeAll(async () => {
      database = await startPrivatePostgres();
      server = await startServer(
        {
          DATABASE_URL: database.url,
          DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
          RATE_LIMIT_PER_MINUTE: '1000000',
          // The load files complaints as one borrower, far past the daily cap.
          COMPLAINTS_PER_BORROWER_PER_DAY: '1000000',
        },
        undefined,
        release,
      );
    }, 180_000);

    afterAll(async () => {
      if (server) await stopServer(server, 'SIGKILL');
      await database?.destroy();
      const maxRecovery = figures.recoveryMs.length > 0 ? Math.max(...figures.recoveryMs) : Number.NaN;
      writeBenchFigures('Database restart under load', [
        {
          measure: `release server survived ${ROUNDS} PostgreSQL restarts, ${WRITERS} writers and ${READERS} readers on a pool of ${DATABASE_POOL_SIZE}`,
          value: figures.survived ? `yes (${figures.rounds} rounds)` : 'no',
          target: 'yes, every time',
          met: figures.survived && figures.rounds === ROUNDS,
        },
        {
          measure: 'answers while PostgreSQL was down',
          value: [...figures.downAnswers].sort().join(', ') || '-',
          target: '503 only',
          met: figures.downAnswers.size > 0 && [...figures.downAnswers].every((s) => s === 503),
        },
        {
          measure: 'slowest recovery after PostgreSQL was back (ms, to /healthz 200)',
          value: Math.round(maxRecovery),
          target: 'recovers without restart',
          met: Number.isFinite(maxRecovery),
        },
        {
          measure: 'acknowledged writes lost',
          value: Number.isNaN(figures.lost) ? '-' : `${figures.lost} of ${figures.acknowledged}`,
          target: '0',
          met: figures.lost === 0,
        },
        {
          measure: `API call while a table is locked (statement timeout ${STATEMENT_TIMEOUT_MS} ms)`,
          value: figures.stuckStatus,
          target: '503 before the lock is released',
          met: figures.stuckStatus === 503 && figures.stuckBeforeRelease,
        },
        {
          measure: 'health check and API call while every PostgreSQL process is frozen (SIGSTOP)',
          value: figures.frozenStatuses.join(', ') || '-',
          target: '503, 503',
          met: figures.frozenStatuses.length === 2 && figures.frozenStatuses.every((s) => s === 503),
        },
      ]);
    });

    it('survives PostgreSQL restarts under transactional load, answers 503 meanwhile, loses nothing', async () => {
      const load = new Load(server.base);
      // Under load: each writer's worth of writes acknowledged since the database (re)started.
      const writesGoThrough = async () => {
        const acknowledged = () => load.orders.size + load.complaints.size;
        const before = acknowledged();
        await pollUntil(async () => acknowledged() >= before + WRITERS);
      };
      try {
        for (let round = 0; round < ROUNDS; round += 1) {
          await writesGoThrough();
          // A fast shutdown ends every connection, also those in the middle of a transaction.
          await database.stop();
          figures.downAnswers.add(await statusOf(server, '/healthz'));
          figures.downAnswers.add(await statusOf(server, '/online/user-problem/get-whatsapp?language=1'));
          await sleep(500);
          expect(server.child.exitCode, server.output().slice(-2000)).toBeNull();
          await database.start();
          figures.recoveryMs.push(await pollUntil(async () => (await fetch(`${server.base}/healthz`)).status === 200));
          figures.rounds += 1;
        }
        await writesGoThrough();
      } finally {
        await load.stop();
      }
      expect(server.child.exitCode, server.output().slice(-2000)).toBeNull();
      figures.survived = true;
      expect([...figures.downAnswers]).toEqual([503]);
      // Only answers that say "try again": never a crash, never a 500.
      expect([...load.statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(load.orders.size).toBeGreaterThan(0);
      expect(load.complaints.size).toBeGreaterThan(0);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const orders = await client.query<{ id: string }>('select id from orders where id = any($1::bigint[])', [
          [...load.orders],
        ]);
        const complaints = await client.query<{ client_request_id: string }>(
          'select client_request_id from complaints where client_request_id = any($1::text[])',
          [[...load.complaints]],
        );
        figures.acknowledged = load.orders.size + load.complaints.size;
        figures.lost = figures.acknowledged - orders.rows.length - complaints.rows.length;
      } finally {
        await client.end();
      }
      expect(figures.lost).toBe(0);
    }, 300_000);

    it('gives a fast 503 while the database is stuck, and answers again once it is not', async () => {
      const locker = new pg.Client({ connectionString: database.url });
      await locker.connect();
      let released = false;
      try {
        await locker.query('begin');
        await locker.query('lock table complaints in access exclusive mode');
        const stuck = await fetch(`${server.base}/online/user-problem/problem-list?${SESSION}`);
        figures.stuckStatus = stuck.status;
        figures.stuckBeforeRelease = !released;
        expect(stuck.status).toBe(503);
        await locker.query('rollback');
        released = true;
        const again = await fetch(`${server.base}/online/user-problem/problem-list?${SESSION}`);
        expect(again.status).toBe(200);
      } finally {
        await locker.end();
      }
    }, 120_000);

    it('gives a 503, not a hang, while PostgreSQL does not answer at all, and recovers once it does', async () => {
      const probe = new pg.Client({ connectionString: database.url });
      await probe.connect();
      const [row] = (await probe.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      // Only this test's private cluster is frozen: its postmaster and the processes it started.
      const frozen = clusterProcesses(parentOf(row?.pid ?? 0));
      try {
        signalAll(frozen, 'SIGSTOP');
        figures.frozenStatuses.push((await fetch(`${server.base}/healthz`)).status);
        figures.frozenStatuses.push((await fetch(`${server.base}/online/user-problem/problem-list?${SESSION}`)).status);
      } finally {
        signalAll(frozen, 'SIGCONT');
        await probe.end();
      }
      expect(figures.frozenStatuses).toEqual([503, 503]);
      expect(server.child.exitCode).toBeNull();
      await pollUntil(async () => (await fetch(`${server.base}/healthz`)).status === 200);
      const again = await fetch(`${server.base}/online/user-problem/problem-list?${SESSION}`);
      expect(again.status).toBe(200);
    }, 120_000);
  },
);
