import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/database.ts';
import { multipartBody, pixelsOf, solidPng } from './features/complaint/test-images.ts';
import { isBenchRun, writeBenchFigures } from './testing/bench-figures.ts';
import { freePort, type ServerProcess, startServer, stopServer } from './testing/server-process.ts';
import { createFreshPostgresDatabase, testPostgresUrl } from './testing/test-database.ts';

/**
 * Crash consistency: a steady load of repayment commits, complaint saves and uploads, each with its own id, while
 * the server process is killed with SIGKILL at random moments and started again on the same database.
 * Every acknowledged write must be there afterwards, none twice; an unacknowledged one may or may not exist, and a
 * complaint retried with its request id after the crash exists exactly once.
 *
 * The embedded database runs in the PGlite stage of the test run, PostgreSQL in the PostgreSQL stage
 * (TEST_DATABASE_URL), so each run kills one kind.
 */
const adminUrl = testPostgresUrl();
// Each kill costs a restart of a few seconds; the test run kills enough to cut writes at varied moments on both
// databases, the bench run many more for its figures.
const KILLS = isBenchRun() ? 60 : 8;
const WORKERS = 3;
const SESSION = 'userId=1001&sessionId=demo-1001&language=1';

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** The database the server wrote, opened directly once the server has stopped. */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

async function embeddedTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-pglite-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase(undefined, dataDir),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(admin: string): Promise<Target> {
  const fresh = await createFreshPostgresDatabase(admin);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-pg-'));
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: fresh.url },
    open: () => openDatabase(fresh.url, dataDir),
    cleanup: async () => {
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Ledger {
  attempted: { complaints: Set<string>; repayments: number; uploads: number };
  /** requestId → problemId */
  complaints: Map<string, number>;
  /** orderId → repayRecordId */
  repayments: Map<number, number>;
  /** url → bytes */
  uploads: Map<string, Buffer>;
}

const form = (fields: Record<string, string | number>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
});

async function postJson<T>(url: string, init: RequestInit): Promise<T | undefined> {
  const response = await fetch(url, init);
  if (response.status !== 200) return undefined;
  return (await response.json()) as T;
}

type Online<T> = { success: boolean; data: T };

/** One write of each kind; resolves when it is acknowledged, throws or returns quietly when it is not. */
function writers(base: string, ledger: Ledger) {
  let sequence = 0;
  const complaint = async (requestId: string) => {
    ledger.attempted.complaints.add(requestId);
    const body = await postJson<Online<{ problemId: number }>>(
      `${base}/online/user-problem/problem-save?${SESSION}`,
      form({ problemType: '4', problemDetail: `crash ${requestId}`, problemImage: '', requestId }),
    );
    if (body?.success) ledger.complaints.set(requestId, body.data.problemId);
  };
  const repayment = async (n: number) => {
    // Each card repayment texts a code, and codes are capped per client IP: every repayment is its own client.
    const ip = { 'x-forwarded-for': `10.${(n >> 16) % 256}.${(n >> 8) % 256}.${n % 256}` };
    const post = <T>(url: string, init: RequestInit) =>
      postJson<T>(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...ip } });
    const who = await post<{ userId: string; sessionId: string; orderId: string }>(
      `${base}/dev/repay/fixture`,
      form({}),
    );
    if (!who) return;
    const api = `${base}/api/v1/lend/lend-api/service/loan`;
    const session = `userId=${who.userId}&sessionId=${who.sessionId}&language=2`;
    const way = await post<{
      code: string;
      data: {
        repayToken: string;
        repayAmount: number;
        bankCards: { id: number; bankName: string; cardNo: string; bankCode: string }[];
      };
    }>(`${api}/repayment-way?${session}`, form({ orderId: who.orderId }));
    const card = way?.data.bankCards[0];
    if (!way || !card) return;
    ledger.attempted.repayments++;
    const commit = await post<{ code: string; data: { repayRecordId: number } }>(
      `${api}/repayment-commit?${session}`,
      form({
        amount: way.data.repayAmount,
        bankName: card.bankName,
        cardId: card.id,
        cardNo: card.cardNo,
        couponId: 'null',
        orderId: who.orderId,
        repayToken: way.data.repayToken,
        bankCode: card.bankCode,
        sendMsg: 1,
      }),
    );
    if (commit?.code === '00') ledger.repayments.set(Number(who.orderId), Number(commit.data.repayRecordId));
  };
  const upload = async (n: number) => {
    ledger.attempted.uploads++;
    // Unique bytes per upload: the size and colour come from the sequence number.
    const png = solidPng(2 + (n % 40), [n % 256, (n >> 8) % 256, 77]);
    const { payload, headers } = multipartBody('problemImage', 'photo.png', 'image/png', png);
    const body = await postJson<Online<{ url: string }>>(`${base}/online/user-problem/upload-problem-img?${SESSION}`, {
      method: 'POST',
      headers,
      body: payload,
    });
    if (body?.success) ledger.uploads.set(body.data.url, png);
  };
  return async (run: string) => {
    const n = ++sequence;
    const kind = n % 3;
    if (kind === 0) await complaint(`crash-${run}-${n}`);
    else if (kind === 1) await repayment(n);
    else await upload(n);
  };
}

async function crashRun(target: Target) {
  const port = await freePort();
  const env = {
    ...target.env,
    RATE_LIMIT_PER_MINUTE: '1000000',
    // The load files complaints as one borrower, far past the daily cap.
    COMPLAINTS_PER_BORROWER_PER_DAY: '1000000',
    TRUST_PROXY: '1',
  };
  const ledger: Ledger = {
    attempted: { complaints: new Set(), repayments: 0, uploads: 0 },
    complaints: new Map(),
    repayments: new Map(),
    uploads: new Map(),
  };
  const restartsMs: number[] = [];
  let server: ServerProcess = await startServer(env, port);
  const write = writers(server.base, ledger);
  const run = Math.random().toString(36).slice(2, 8);

  let loading = true;
  const worker = async () => {
    while (loading) {
      try {
        await write(run);
      } catch {
        // The server died under this request: unacknowledged. Wait for it to come back before the next write.
        while (
          loading &&
          !(await fetch(`${server.base}/healthz`).then(
            (r) => r.ok,
            () => false,
          ))
        )
          await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);

  let kills = 0;
  try {
    while (kills < KILLS) {
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 1600));
      server.child.kill('SIGKILL');
      await server.exited;
      kills++;
      const started = Date.now();
      server = await startServer(env, port);
      restartsMs.push(Date.now() - started);
    }
  } finally {
    loading = false;
    await Promise.all(workers);
  }

  // A borrower whose save was cut off retries it with the same request id: it must exist exactly once.
  const unacknowledgedRetried = [...ledger.attempted.complaints].filter((id) => !ledger.complaints.has(id));
  for (const requestId of unacknowledgedRetried) {
    const body = await postJson<Online<{ problemId: number }>>(
      `${server.base}/online/user-problem/problem-save?${SESSION}`,
      form({ problemType: '4', problemDetail: `crash ${requestId}`, problemImage: '', requestId }),
    );
    if (body?.success) ledger.complaints.set(requestId, body.data.problemId);
  }

  // Uploads are served back with the exact bytes acknowledged.
  let uploadsLost = 0;
  for (const [url, bytes] of ledger.uploads) {
    const served = await fetch(server.base + url);
    // Stored re-encoded: the same pixels come back, not the same bytes.
    if (
      served.status !== 200 ||
      !(await pixelsOf(Buffer.from(await served.arrayBuffer()))).equals(await pixelsOf(bytes))
    )
      uploadsLost++;
  }
  await stopServer(server);

  const db = await target.open();
  try {
    const complaintRows = await db.query<{ request: string; n: unknown; id: unknown }>(
      `select client_request_id as request, count(*) as n, min(id) as id from complaints
        where client_request_id like $1 group by client_request_id`,
      [`crash-${run}-%`],
    );
    const complaintsFound = new Map(complaintRows.map((r) => [r.request, { n: Number(r.n), id: Number(r.id) }]));
    const repaymentRows = await db.query<{ order_id: unknown; n: unknown; id: unknown }>(
      'select order_id, count(*) as n, min(id) as id from card_repayments group by order_id',
    );
    const repaymentsFound = new Map(
      repaymentRows.map((r) => [Number(r.order_id), { n: Number(r.n), id: Number(r.id) }]),
    );

    const complaintsLost = [...ledger.complaints].filter(
      ([id, problemId]) => complaintsFound.get(id)?.id !== problemId,
    );
    const repaymentsLost = [...ledger.repayments].filter(
      ([order, record]) => repaymentsFound.get(order)?.id !== record,
    );
    const duplicated =
      complaintRows.filter((r) => Number(r.n) > 1).length + repaymentRows.filter((r) => Number(r.n) > 1).length;
    const sorted = [...restartsMs].sort((x, y) => x - y);
    return {
      kills,
      acknowledged: ledger.complaints.size + ledger.repayments.size + ledger.uploads.size,
      attempted: ledger.attempted.complaints.size + ledger.attempted.repayments + ledger.attempted.uploads,
      lost: complaintsLost.length + repaymentsLost.length + uploadsLost,
      duplicated,
      retriedComplaints: unacknowledgedRetried.length,
      retriedComplaintsExactlyOnce: unacknowledgedRetried.filter((id) => complaintsFound.get(id)?.n === 1).length,
      restartMedianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      restartMaxMs: sorted.at(-1) ?? 0,
    };
  } finally {
    await db.close();
  }
}

describe(`acknowledged writes survive SIGKILL (${KILLS} kills)`, () => {
  let target: Target | undefined;
  afterAll(() => target?.cleanup());

  const kind = adminUrl ? 'PostgreSQL' : 'the embedded PGlite data directory';
  it(`keeps every acknowledged repayment, complaint and upload, none twice, on ${kind}`, async () => {
    target = adminUrl ? await postgresTarget(adminUrl) : await embeddedTarget();
    const result = await crashRun(target);
    const label = target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    writeBenchFigures(`Crash consistency on ${label}`, [
      {
        measure: 'SIGKILLs during the write load',
        value: result.kills,
        target: `${KILLS}`,
        met: result.kills === KILLS,
      },
      { measure: 'writes attempted', value: result.attempted, target: 'informational', met: true },
      { measure: 'writes acknowledged', value: result.acknowledged, target: '> 0', met: result.acknowledged > 0 },
      { measure: 'acknowledged writes lost', value: result.lost, target: '0', met: result.lost === 0 },
      { measure: 'writes stored twice', value: result.duplicated, target: '0', met: result.duplicated === 0 },
      {
        measure: 'cut-off complaints retried with their request id, stored exactly once',
        value: `${result.retriedComplaintsExactlyOnce}/${result.retriedComplaints}`,
        target: 'all',
        met: result.retriedComplaintsExactlyOnce === result.retriedComplaints,
      },
      { measure: 'restart to healthy, median (ms)', value: result.restartMedianMs, target: 'informational', met: true },
      { measure: 'restart to healthy, max (ms)', value: result.restartMaxMs, target: 'informational', met: true },
    ]);
    expect(result.kills).toBe(KILLS);
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.lost).toBe(0);
    expect(result.duplicated).toBe(0);
    expect(result.retriedComplaintsExactlyOnce).toBe(result.retriedComplaints);
  }, 600_000);
});
