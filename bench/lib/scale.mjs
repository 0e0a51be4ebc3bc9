import pg from 'pg';
import { complaintPage } from '../../apps/server/src/features/complaint/complaints.ts';
import { encodeListCursor } from '../../apps/server/src/features/complaint/list-cursor.ts';
import { loadOrderRecord } from '../../apps/server/src/features/orders/order-record.ts';
import { MEXICO } from '../../packages/contract/src/market.ts';

/** Borrowers made for the growth measurement, one per size, beside the demo data. */
export const SCALE_SIZES = [10, 1_000, 100_000];
const borrowerIdOf = (rows) => 9_000_000 + rows;

/**
 * One borrower per size with that many complaints and that many orders (copies of demo order 5004), inserted with
 * generate_series; all sizes live in the same database, so the small borrower's figures are read beside 101 010
 * rows of others'.
 */
async function insertRows(client) {
  for (const rows of SCALE_SIZES) {
    const id = borrowerIdOf(rows);
    await client.query(
      "insert into borrowers (id, name, phone, address, market) values ($1, 'Bench borrower', '5500000000', 'Bench street 1', 'MX')",
      [id],
    );
    await client.query('insert into sessions (id, borrower_id) values ($1, $2)', [`bench-${rows}`, id]);
    await client.query(
      // Answer due 30 days after filing (GRIEVANCE_RESPONSE_DAYS), as the server files them.
      `insert into complaints (borrower_id, type_id, detail, created_at, response_due_at)
       select $1, 4, 'Bench complaint number ' || g, now() - g * interval '1 minute',
              now() - g * interval '1 minute' + interval '30 days'
         from generate_series(1, $2::int) g`,
      [id, rows],
    );
    await client.query(
      `insert into orders (borrower_id, product_id, status, market, currency, amount, term_days, periods, commission,
                           interest, iva, tax_rate_pct, tax_base, received, signed_on, disbursed_on, due_on, is_delay,
                           collection_complaints)
       select $1, o.product_id, o.status, o.market, o.currency, o.amount, o.term_days, o.periods, o.commission,
              o.interest, o.iva, o.tax_rate_pct, o.tax_base, o.received, o.signed_on, o.disbursed_on, o.due_on,
              o.is_delay, o.collection_complaints
         from orders o cross join generate_series(1, $2::int) g
        where o.id = 5004`,
      [id, rows],
    );
  }
  await client.query('analyze');
}

/**
 * A Queryable that runs each query of the server's own code (complaint tabs, order record) twice: once under
 * EXPLAIN, whose plan it keeps, then for real, so the code goes on as in a request.
 */
function explainingQueryable(client, plans) {
  return {
    query: async (sql, params) => {
      const explained = await client.query(`explain ${sql}`, params ? [...params] : undefined);
      plans.push({ sql: sql.replace(/\s+/g, ' ').trim(), plan: explained.rows.map((r) => r['QUERY PLAN']).join('\n') });
      return (await client.query(sql, params ? [...params] : undefined)).rows;
    },
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Sequential requests (one at a time) for at most `maxRequests` or `budgetMs`, whichever comes first. */
async function latency(url, { maxRequests = 60, budgetMs = 12_000 } = {}) {
  for (let i = 0; i < 2; i += 1) await (await fetch(url)).arrayBuffer();
  const times = [];
  let bytes = 0;
  const started = Date.now();
  while (times.length < maxRequests && Date.now() - started < budgetMs) {
    const t0 = performance.now();
    const response = await fetch(url);
    const body = await response.arrayBuffer();
    times.push(performance.now() - t0);
    bytes = body.byteLength;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { requests: times.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), responseBytes: bytes };
}

/**
 * The cursor of the page that starts halfway down the borrower's list (the complaint before it is the last one of
 * the page before), as the server would have given it: a page deep in the list must cost what the first one does.
 */
async function middleCursor(client, borrowerId, size) {
  const [row] = (
    await client.query(
      `select id::text as id,
              to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position_at
         from complaints where borrower_id = $1
        order by created_at desc, id desc offset $2 limit 1`,
      [borrowerId, Math.floor(size / 2)],
    )
  ).rows;
  return encodeListCursor({ createdAt: row.position_at, id: Number(row.id) });
}

/** Latency of problem-list (its first page, and a page halfway down) and loan-details per size, with their plans. */
export async function measureScale({ appBase, databaseUrl, log }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    log('  inserting rows');
    await insertRows(client);
    const rows = [];
    const plans = [];
    for (const size of SCALE_SIZES) {
      const borrowerId = borrowerIdOf(size);
      const [newest] = (
        await client.query('select max(id)::text as id from orders where borrower_id = $1', [borrowerId])
      ).rows;
      const session = `userId=${borrowerId}&sessionId=bench-${size}&language=2`;
      log(`  ${size} rows: problem-list`);
      rows.push({
        call: 'problem-list (first page)',
        rows: size,
        ...(await latency(`${appBase}/online/user-problem/problem-list?${session}`)),
      });
      const cursor = await middleCursor(client, borrowerId, size);
      rows.push({
        call: 'problem-list (page halfway down)',
        rows: size,
        ...(await latency(`${appBase}/online/user-problem/problem-list?${session}&cursor=${cursor}`)),
      });
      log(`  ${size} rows: loan-details`);
      rows.push({
        call: 'loan-details',
        rows: size,
        ...(await latency(
          `${appBase}/online/v3/loan-details/loan-details?${session}&productId=1&orderId=${newest.id}`,
        )),
      });

      const sessionPlans = [];
      await explainingQueryable(client, sessionPlans).query(
        `select borrower_id from sessions
          where id = $1 and borrower_id = $2 and (expires_at is null or expires_at > now())`,
        [`bench-${size}`, borrowerId],
      );
      const listPlans = [];
      const locale = { market: MEXICO, wording: 'es' };
      const first = await complaintPage(explainingQueryable(client, listPlans), borrowerId, locale, { pageSize: 20 });
      await complaintPage(explainingQueryable(client, listPlans), borrowerId, locale, {
        pageSize: 20,
        cursor: first.nextCursor ?? cursor,
      });
      const detailPlans = [];
      await loadOrderRecord(explainingQueryable(client, detailPlans), borrowerId, Number(newest.id));
      plans.push(
        { rows: size, call: 'session check (every call)', queries: sessionPlans },
        { rows: size, call: 'problem-list', queries: listPlans },
        { rows: size, call: 'loan-details', queries: detailPlans },
      );
    }
    return { rows, plans };
  } finally {
    await client.end();
  }
}
