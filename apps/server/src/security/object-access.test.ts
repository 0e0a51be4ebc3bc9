import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, solidPng } from '../features/complaint/test-images.ts';
import { cardToken } from '../platform/at-rest.ts';
import {
  type FieldValues,
  jsonOf,
  loadOperations,
  type Operation,
  operationUrl,
  sampleValue,
  sendOperation,
  type Who,
} from '../testing/api-surface.ts';
import { writeBenchFigures } from '../testing/bench-figures.ts';
import { mintStaffSession, staffBearer } from '../testing/staff-client.ts';
import { buildTestApp, DEMO, query } from '../testing/test-app.ts';

/**
 * Object-level authorisation (OWASP API1) and mass assignment (API3), generated from the OpenAPI document: every
 * parameter that names an object is classified below, and each one that names a borrower's object is attacked with
 * borrower 1002's ids, a missing id, 100 random and 100 sequential ids, from borrower 1001's session.
 */

type Kind =
  /** Objects that belong to one borrower: attacked. */
  | 'order'
  | 'complaint'
  | 'complaintRequest'
  | 'repaymentRecord'
  | 'repayToken'
  | 'card'
  | 'upload'
  | 'borrower'
  /** A payment receipt, `P<repayment id>` or `E<extension id>`. */
  | 'receipt'
  /** Not a borrower's object (the reason is next to each name). */
  | 'notOwned';

const ID_PARAMS: Record<string, Kind> = {
  orderId: 'order',
  orderNo: 'order',
  problemId: 'complaint',
  // The draft id of problem-save: replaying another borrower's must not answer their complaint.
  requestId: 'complaintRequest',
  repaymentRecordId: 'repaymentRecord',
  repayToken: 'repayToken',
  receiptNo: 'receipt',
  cardId: 'card',
  problemImage: 'upload',
  // repayment-huichao's body names the borrower again; it must be the session's.
  userId: 'borrower',
  // A catalogue id: the offer found is always the session borrower's own offer of that product.
  productId: 'notOwned',
  // Landing templates are public pages (channel-template, register's `id`).
  templateId: 'notOwned',
  id: 'notOwned',
  // The captcha session of an anonymous visitor: 128 random bits, the only thing that names it.
  sid: 'notOwned',
  // Attribution and device fields the caller describes itself with; nothing is read back by them.
  page_id: 'notOwned',
  deviceId: 'notOwned',
  merchantNumber: 'notOwned',
  invite_code: 'notOwned',
  // A hash of the offer's terms, not an object: a wrong or old one is refused as stale terms.
  keyFactsVersion: 'notOwned',
  // Accepted because the call's wire format has it, and ignored: no coupons exist.
  couponId: 'notOwned',
  // A masked card number echoed back by the app; the card is named by cardId.
  cardNo: 'notOwned',
  // Staff calls (the describe block at the end attacks them by market and role instead): an agent records a complaint
  // for any borrower, an admin filters the audit log by any agent, a password link is named by its 256-bit secret,
  // reply photos must be the desk's own uploads.
  borrowerId: 'notOwned',
  agentId: 'notOwned',
  token: 'notOwned',
  images: 'notOwned',
  // The id of the page a browser error report came from: it only finds log lines, and is read by nothing.
  pageRequestId: 'notOwned',
};

/** Names that look like they point at an object; each must be in ID_PARAMS. */
const ID_LIKE = /id$|id_|Id|no$|num|key|ref|token|image/i;

const RUNS = 100;

describe('object access (OWASP API1/API3)', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  let operations: Operation[];
  const me: Who = DEMO.borrower;
  const them: Who = DEMO.otherBorrower;
  /** 1002's objects, and 1001's own used to make every other field of an attack valid. */
  const theirs: Record<Exclude<Kind, 'notOwned'>, string> = {} as never;
  const mine: Record<string, unknown> = {};
  const missing: Record<Exclude<Kind, 'notOwned'>, string> = {
    order: '987654321',
    complaint: '987654321',
    complaintRequest: 'never-used-request-id',
    repaymentRecord: '987654321',
    repayToken: 'never-issued-token-0000000000000000',
    card: '987654321',
    upload: `/uploads/${'0'.repeat(32)}.png`,
    borrower: '987654321',
    receipt: 'P987654321',
  };
  /** Strings only borrower 1002's data contains. */
  const markers: string[] = ['Rahul Sharma', '9812345678', 'MG Road', '6521800012343456', 'State Bank of India'];
  const figures = { requests: 0, leaks: 0, serverErrors: 0, distinguishable: 0 };
  const findings: string[] = [];

  const online = (path: string) => ({ method: 'POST' as const, url: `/online${path}` });
  const oldRepay = (path: string) => ({ method: 'POST' as const, url: `/api/v1/lend/lend-api/service/loan${path}` });
  const dataOf = (response: LightMyRequestResponse) => (jsonOf(response) as { data?: Record<string, unknown> })?.data;

  async function uploadAs(who: Who): Promise<string> {
    const body = multipartBody('problemImage', 'p.png', 'image/png', solidPng());
    const response = await app.inject({
      method: 'POST',
      url: `/online/user-problem/upload-problem-img?${new URLSearchParams({ ...who })}`,
      ...body,
    });
    return String(dataOf(response)?.url);
  }

  async function pendingRepayment(who: Who, orderId: string) {
    const way = dataOf(await sendOperation(app, oldRepay('/repayment-way'), who, { orderId }));
    const cards = (way?.bankCards ?? []) as { id: number; bankName: string; cardNo: string; bankCode: string }[];
    const card = cards[0];
    if (!card || typeof way?.repayToken !== 'string') throw new Error('no repay token');
    const commit = await sendOperation(app, oldRepay('/repayment-commit'), who, {
      amount: 1000,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      orderId,
      repayToken: way.repayToken,
      bankCode: card.bankCode,
      sendMsg: 0,
    });
    return { record: String(dataOf(commit)?.repayRecordId), card: String(card.id), token: way.repayToken };
  }

  /**
   * A voucher of `amount` paid for the order through a channel of its market (a partial repayment, so the order stays
   * open): the repayment's id.
   */
  async function paidVoucher(
    who: Who,
    order: { orderId: string; productId: number; payCode: string },
    amount: number,
  ): Promise<string> {
    const instructions = await sendOperation(app, online('/v3/loan-details/generate-vcode'), who, {
      productId: order.productId,
      orderId: order.orderId,
      amount,
      payCode: order.payCode,
      requestType: 1,
    });
    const reference = (dataOf(instructions)?.repayDetail as { vCode?: string } | undefined)?.vCode;
    await app.inject({ method: 'POST', url: '/dev/repay/voucher-paid', payload: { reference } });
    const [row] = await app.db.query<{ id: unknown }>(
      'select id from repayments where order_id = $1 order by id desc limit 1',
      [order.orderId],
    );
    if (!row) throw new Error('the voucher was not paid');
    return String(row.id);
  }

  async function fileComplaint(who: Who, detail: string, requestId: string, image: string) {
    const response = await sendOperation(app, online('/user-problem/problem-save'), who, {
      problemType: 2,
      problemDetail: detail,
      orderNo: '',
      problemImage: image,
      requestId,
    });
    return String(dataOf(response)?.problemId);
  }

  /** What belongs to 1002, read straight from the database: it must be the same after every attack. */
  const snapshotOfThem = () =>
    Promise.all([
      app.db.query(
        'select o.id, o.status, o.amount, o.due_on, (select coalesce(sum(r.amount), 0) from repayments r where r.order_id = o.id) as repaid from orders o where o.borrower_id = 1002 order by o.id',
      ),
      app.db.query(
        'select id, state, score, detail, order_id, reply_text from complaints where borrower_id = 1002 order by id',
      ),
      app.db.query('select id, status, amount from card_repayments where borrower_id = 1002 order by id'),
      app.db.query('select id, card_last4, card_token from bank_accounts where borrower_id = 1002 order by id'),
      app.db.query(
        `select i.storage_key, i.complaint_id from complaint_images i
           join complaints c on c.id = i.complaint_id where c.borrower_id = 1002 order by 1`,
      ),
    ]).then((rows) => JSON.stringify(rows));
  let before = '';

  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    operations = await loadOperations(app);
    const secret = `secret-complaint-of-1002-${Date.now()}`;
    markers.push(secret);
    theirs.upload = await uploadAs(them);
    markers.push(theirs.upload);
    theirs.complaintRequest = 'req-of-borrower-1002';
    theirs.complaint = await fileComplaint(them, secret, theirs.complaintRequest, theirs.upload);
    const pending = await pendingRepayment(them, '6001');
    theirs.order = '6001';
    theirs.repaymentRecord = pending.record;
    theirs.card = pending.card;
    theirs.repayToken = pending.token;
    markers.push(pending.token);
    theirs.borrower = '1002';
    // Their order 6001 is Indian: paid through UPI.
    theirs.receipt = `P${await paidVoucher(them, { orderId: '6001', productId: 3, payCode: 'UPI' }, 10_000)}`;

    const ownPending = await pendingRepayment(me, '5004');
    Object.assign(mine, {
      orderId: 5004,
      orderNo: '5004',
      productId: 1,
      problemId: Number(await fileComplaint(me, 'my own complaint', 'req-of-borrower-1001', '')),
      repaymentRecordId: Number(ownPending.record),
      repayToken: ownPending.token,
      cardId: Number(ownPending.card),
      userId: 1001,
      problemImage: '',
      problemType: 2,
      problemDetail: 'probing for other borrowers',
      requestId: undefined,
      amount: 1000,
      score: 5,
      payCode: 'OXXO',
      requestType: 1,
      verifyCode: '000000',
      sendMsg: 0,
      bankCode: 'BBVA',
      bankName: 'BBVA México',
      cardNo: '**** 5678',
    });
    before = await snapshotOfThem();
  });
  afterAll(() => app.close());

  function inspect(label: string, response: LightMyRequestResponse) {
    figures.requests += 1;
    if (response.statusCode >= 500) {
      figures.serverErrors += 1;
      findings.push(`${label}: ${response.statusCode}`);
    }
    const leaked = markers.find((m) => response.body.includes(m));
    if (leaked) {
      figures.leaks += 1;
      findings.push(`${label}: body carries 1002's ${leaked.slice(0, 24)}`);
    }
  }

  it('classifies every id-like parameter of every operation in the OpenAPI document', () => {
    const unclassified = operations.flatMap((op) =>
      op.fields.filter((f) => ID_LIKE.test(f.name) && !(f.name in ID_PARAMS)).map((f) => `${op.id}.${f.name}`),
    );
    expect(unclassified).toEqual([]);
    // The table is not dead weight: each attacked kind appears in some operation.
    const kinds = new Set(operations.flatMap((op) => op.fields.map((f) => ID_PARAMS[f.name])));
    for (const kind of ['order', 'complaint', 'repaymentRecord', 'card', 'upload', 'borrower', 'repayToken'])
      expect(kinds).toContain(kind);
  });

  it("never shows borrower 1001 anything of 1002's, and answers 'not yours' exactly like 'does not exist'", async () => {
    const randomIds = fc.sample(fc.integer({ min: 1, max: 2_000_000_000 }), { numRuns: RUNS, seed: 20261123 });
    const randomKeys = fc.sample(fc.stringMatching(/^[a-f0-9]{32}$/), { numRuns: RUNS, seed: 20261123 });
    let attacked = 0;
    for (const op of operations.filter((o) => o.session)) {
      const baseline: FieldValues = Object.fromEntries(op.fields.map((f) => [f.name, sampleValue(f, mine)]));
      for (const field of op.fields) {
        const kind = ID_PARAMS[field.name];
        if (!kind || kind === 'notOwned') continue;
        attacked += 1;
        const send = (value: unknown) => sendOperation(app, op, me, { ...baseline, [field.name]: value });
        const label = `${op.id}.${field.name}`;
        const theirAnswer = await send(theirs[kind]);
        const missingAnswer = await send(missing[kind]);
        inspect(`${label}=theirs`, theirAnswer);
        inspect(`${label}=missing`, missingAnswer);
        // A replayed draft id files the caller's own complaint: only the new complaint's id may differ.
        const comparable = (r: LightMyRequestResponse) =>
          `${r.statusCode} ${kind === 'complaintRequest' ? r.body.replace(/\d+/g, '#') : r.body}`;
        if (comparable(theirAnswer) !== comparable(missingAnswer)) {
          figures.distinguishable += 1;
          findings.push(`${label}: theirs ${comparable(theirAnswer)} vs missing ${comparable(missingAnswer)}`);
        }
        if (kind === 'complaintRequest')
          expect(String(dataOf(theirAnswer)?.problemId ?? '')).not.toBe(theirs.complaint);

        const theirNumber = Number(theirs[kind].replace(/^P/, ''));
        const asKind = (n: number) => (kind === 'receipt' ? `P${n}` : n);
        const variants =
          kind === 'upload'
            ? randomKeys.map((k) => `/uploads/${k}.png`)
            : kind === 'repayToken' || kind === 'complaintRequest'
              ? randomKeys.map((k) => `probe-${k}`)
              : [
                  ...randomIds,
                  ...Array.from({ length: RUNS }, (_, i) => theirNumber - RUNS / 2 + i).filter((n) => n > 0),
                ].map(asKind);
        for (const value of variants) inspect(`${label}=${value}`, await send(value));
      }
    }
    expect(attacked).toBeGreaterThanOrEqual(15);
    expect(findings).toEqual([]);
  });

  it('refuses a missing, forged, mismatched or expired session on every session call, all alike', async () => {
    await app.db.query(
      "insert into sessions (id, borrower_id, expires_at) values ('expired-1001', 1001, now() - interval '1 minute')",
    );
    const forged: (Who | undefined)[] = [
      undefined,
      { userId: '1001', sessionId: 'forged-session' },
      { userId: '1002', sessionId: me.sessionId },
      { userId: '1001', sessionId: them.sessionId },
      { userId: '1001', sessionId: "demo-1001' or '1'='1" },
      { userId: '1001', sessionId: 'expired-1001' },
      { userId: '1001', sessionId: 'x'.repeat(129) },
    ];
    for (const op of operations.filter((o) => o.session)) {
      const baseline: FieldValues = Object.fromEntries(op.fields.map((f) => [f.name, sampleValue(f, mine)]));
      const answers = new Set<string>();
      for (const who of forged) {
        const response = await sendOperation(app, op, who, baseline);
        inspect(`${op.id} forged session`, response);
        expect(response.statusCode, `${op.id} ${JSON.stringify(who)}`).toBe(401);
        answers.add(response.body);
      }
      expect(answers.size, op.id).toBe(1);
    }
  });

  it('ignores fields a caller adds to change what is stored (mass assignment)', async () => {
    const extra = {
      userId: '1002',
      borrowerId: 1002,
      borrower_id: 1002,
      status: 200,
      state: 'replied',
      score: 5,
      reply_text: 'forged reply',
      amount: 1,
      repaid: 999999,
      id: 1,
      created_at: '2000-01-01',
    };
    // A complaint: stored for the session's borrower, open, with its own text only.
    const saved = await sendOperation(app, online('/user-problem/problem-save'), me, {
      ...extra,
      problemType: 2,
      problemDetail: 'mass assignment probe',
    });
    inspect('problem-save + extra fields', saved);
    const problemId = dataOf(saved)?.problemId;
    const [complaint] = await app.db.query(
      'select borrower_id, state, score, reply_text, score_requested from complaints where id = $1',
      [problemId],
    );
    expect(complaint).toMatchObject({ state: 'open', score: null, reply_text: '', score_requested: false });
    expect(Number(complaint?.borrower_id)).toBe(1001);

    // A card: bound to the session's borrower, whatever the body says.
    const bound = await sendOperation(app, oldRepay('/bind-card'), me, {
      ...extra,
      bankCode: 'BBVA',
      cardNo: '4111111111111111',
    });
    inspect('bind-card + extra fields', bound);
    const [card] = await app.db.query('select borrower_id from bank_accounts where card_token = $1', [
      cardToken(app.config.CARD_TOKEN_KEY, '4111111111111111'),
    ]);
    expect(Number(card?.borrower_id)).toBe(1001);

    // A loan: the offer's amount and terms, never the body's; a different amount is refused and lends nothing.
    const confirm = dataOf(
      await sendOperation(app, { method: 'GET', url: '/online/v3/loan-confirm/loan-detail-confirm' }, me, {
        productId: 1,
      }),
    );
    const ordersBefore = await app.db.query('select id from orders where borrower_id = 1001');
    const cheaper = await sendOperation(app, online('/v3/loan-confirm/loan-detail-push'), me, {
      ...extra,
      amount: Number(confirm?.amount) * 10,
      periods: confirm?.periods as number,
      termUnit: confirm?.termUnit as number,
      productId: 1,
    });
    inspect('loan-detail-push + other amount', cheaper);
    expect(cheaper.statusCode).toBeGreaterThanOrEqual(400);
    expect(await app.db.query('select id from orders where borrower_id = 1001')).toEqual(ordersBefore);

    // A card repayment: the record keeps the committed amount; a confirm cannot add one.
    const [record] = await app.db.query('select amount, status from card_repayments where id = $1', [
      mine.repaymentRecordId,
    ]);
    const confirmed = await sendOperation(app, oldRepay('/repayment-confirm'), me, {
      ...extra,
      amount: 1,
      orderId: 5004,
      repaymentRecordId: mine.repaymentRecordId as number,
      verifyCode: '000000',
    });
    inspect('repayment-confirm + amount', confirmed);
    expect(
      (await app.db.query('select amount, status from card_repayments where id = $1', [mine.repaymentRecordId]))[0],
    ).toEqual(record);
  });

  it('answers ids of the wrong type with a client error, never a 5xx or another borrower', async () => {
    const wrong = ['abc', '6001.0', '6001abc', '-6001', '0', '1e3', '0x1771', ' 6001', '9'.repeat(40), '', 'null'];
    for (const op of operations.filter((o) => o.session)) {
      const baseline: FieldValues = Object.fromEntries(op.fields.map((f) => [f.name, sampleValue(f, mine)]));
      for (const field of op.fields.filter((f) => ID_PARAMS[f.name] && ID_PARAMS[f.name] !== 'notOwned')) {
        for (const value of [...wrong, ['6001', '5004']]) {
          const response = await sendOperation(app, op, me, { ...baseline, [field.name]: value });
          inspect(`${op.id}.${field.name}=${JSON.stringify(value)}`, response);
          expect(response.statusCode, `${op.id}.${field.name}=${value}`).toBeLessThan(500);
        }
        for (const value of [{ $gt: 0 }, [6001], true, null, 6001.5]) {
          const response = await sendOperation(app, op, me, { ...baseline, [field.name]: value }, { json: true });
          inspect(`${op.id}.${field.name}=${JSON.stringify(value)} (json)`, response);
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it("leaves every row of borrower 1002's exactly as it was, and reports the figures", async () => {
    expect(await snapshotOfThem()).toBe(before);
    const met = figures.leaks === 0 && figures.serverErrors === 0 && figures.distinguishable === 0;
    writeBenchFigures(
      'Security: object access',
      [
        {
          measure: 'attack requests (1001 asking for 1002, random, sequential, forged)',
          value: figures.requests,
          target: '—',
          met: true,
        },
        { measure: "responses carrying 1002's data", value: figures.leaks, target: '0', met: figures.leaks === 0 },
        { measure: '5xx responses', value: figures.serverErrors, target: '0', met: figures.serverErrors === 0 },
        {
          measure: '"not yours" distinguishable from "does not exist"',
          value: figures.distinguishable,
          target: '0',
          met: figures.distinguishable === 0,
        },
      ],
      [
        'Generated from /docs/openapi.json: every id-like parameter must be classified in the suite table.',
        ...findings.slice(0, 10),
      ],
    );
    expect(met).toBe(true);
  });
});

describe('staff object access: roles and markets (OWASP API1/API5)', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  let staffOps: Operation[];
  const MX_AGENT = 'agent.mx@demo.test';
  const IN_AGENT = 'agent.in@demo.test';
  const ADMIN = 'admin@demo.test';
  const baseline = (op: Operation): FieldValues =>
    Object.fromEntries(
      op.fields.filter((f) => f.required).map((f) => [f.name, sampleValue(f, { text: 'x', note: 'x' })]),
    );

  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    staffOps = (await loadOperations(app)).filter((op) => op.staff !== null);
  }, 600_000);
  afterAll(() => app.close());

  it('documents the staff API, every route of it', () => {
    expect(staffOps.length).toBeGreaterThanOrEqual(30);
    expect(staffOps.filter((op) => op.staff === 'admin').map((op) => op.id)).toContain('staff-audit');
  });

  it('refuses every staff call but sign-in and the password link without staff credentials, a borrower’s included', async () => {
    const { userId, sessionId } = DEMO.borrower;
    const borrowerForms: Record<string, string>[] = [
      {},
      { cookie: `staff_session=${sessionId}` },
      { authorization: `Bearer ${sessionId}` },
      { authorization: 'Bearer sdt_not-a-token' },
    ];
    // Each call from an address of its own, as from a botnet: the refused-call limit (staff-lockout.test.ts) would
    // otherwise answer 429 before the credentials are even looked at.
    let address = 0;
    for (const op of staffOps.filter((o) => o.staff !== 'public')) {
      for (const headers of borrowerForms) {
        address += 1;
        const response = await sendOperation(
          app,
          { ...op, url: operationUrl(op, { id: 1, key: 'x.png' }) },
          { userId, sessionId },
          baseline(op),
          {
            headers: { host: 'desk.test', origin: 'http://desk.test', ...headers },
            json: true,
            remoteAddress: `10.70.${address >> 8}.${address & 255}`,
          },
        );
        expect(response.statusCode, `${op.id} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it('keeps every admin call from agents (audit log included), and console-only calls from API tokens', async () => {
    const agentToken = await staffBearer(app, IN_AGENT);
    const adminToken = await staffBearer(app, ADMIN);
    for (const op of staffOps.filter((o) => o.staff === 'admin')) {
      const url = operationUrl(op, { id: 2 });
      for (const headers of [await mintStaffSession(app, IN_AGENT), { authorization: agentToken }]) {
        const response = await sendOperation(app, { ...op, url }, undefined, baseline(op), { headers, json: true });
        expect(response.statusCode, `${op.id} as an agent`).toBe(403);
      }
    }
    const audit = staffOps.find((o) => o.id === 'staff-audit');
    if (!audit) throw new Error('no audit operation');
    const asAdmin = await sendOperation(app, audit, undefined, {}, { headers: await mintStaffSession(app, ADMIN) });
    expect(asAdmin.statusCode).toBe(200);
    for (const op of staffOps.filter((o) => o.staffSessionOnly)) {
      const url = operationUrl(op, { id: 1 });
      const response = await sendOperation(app, { ...op, url }, undefined, baseline(op), {
        headers: { authorization: adminToken },
        json: true,
      });
      expect(response.statusCode, `${op.id} with a token`).toBe(403);
    }
  });

  it('never opens, answers or closes another market’s complaint, nor shows its photos: all like a missing one', async () => {
    const photo = await app.inject({
      method: 'POST',
      url: `/online/user-problem/upload-problem-img?${query({ ...DEMO.borrower, language: '2' })}`,
      ...multipartBody('problemImage', 'p.png', 'image/png', solidPng()),
    });
    const problemImage = String(photo.json().data.url);
    const filed = await app.inject({
      method: 'POST',
      url: `/online/user-problem/problem-save?${query({ ...DEMO.borrower, language: '2' })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query({ problemType: 2, problemDetail: 'Mexican secret complaint', problemImage }),
    });
    const id = Number(filed.json().data.problemId);
    const key = problemImage.slice('/uploads/'.length);
    const snapshot = () =>
      app.db.query('select state, reply_text, score_requested, closed_at from complaints where id = $1', [id]);
    const before = JSON.stringify(await snapshot());
    const india = await mintStaffSession(app, IN_AGENT);
    const indiaToken = await staffBearer(app, IN_AGENT);
    let attacked = 0;
    for (const op of staffOps.filter((o) => o.pathParams.length > 0 && /\/(complaints|photos)\//.test(o.url))) {
      for (const headers of [india, { authorization: indiaToken }]) {
        const send = (values: Record<string, string | number>) =>
          sendOperation(app, { ...op, url: operationUrl(op, values) }, undefined, baseline(op), {
            headers,
            json: true,
          });
        const theirs = await send({ id, key });
        const missing = await send({ id: 987_654_321, key: `${'b'.repeat(32)}.png` });
        expect(theirs.statusCode, op.id).toBe(404);
        expect(theirs.body, op.id).toBe(missing.body);
        expect(theirs.body).not.toContain('Mexican secret');
        attacked += 1;
      }
    }
    expect(attacked).toBeGreaterThanOrEqual(10);
    const queue = await app.inject({ url: '/staff/api/complaints?state=all', headers: india });
    expect(queue.body).not.toContain('Mexican secret');
    expect(JSON.stringify(await snapshot())).toBe(before);
    // Its own market's agent sees it, photo included.
    const mexico = await mintStaffSession(app, MX_AGENT);
    const detail = await app.inject({ url: `/staff/api/complaints/${id}`, headers: mexico });
    expect(detail.json().data.complaint.content).toBe('Mexican secret complaint');
    expect((await app.inject({ url: `/staff/api/photos/${key}`, headers: mexico })).statusCode).toBe(200);
  });
});
