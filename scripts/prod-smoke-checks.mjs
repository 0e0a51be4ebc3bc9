// The checks of scripts/prod-smoke.sh against two production servers on one PostgreSQL: each prints `ok` or `FAIL`
// and all of them run, so one failure does not hide the others. Exit status 1 when any failed.
// Settings come from the environment prod-smoke.sh sets (SMOKE_*, PAYMENT_WEBHOOK_SECRET, METRICS_TOKEN,
// STRIPE_WEBHOOK_SECRET, RAZORPAY_WEBHOOK_SECRET).
import { createHmac, randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';

const [serverA, serverB] = (process.env.SMOKE_URLS ?? '').split(' ');
const borrower = {
  userId: process.env.SMOKE_USER_ID ?? '',
  sessionId: process.env.SMOKE_SESSION_ID ?? '',
  orderId: process.env.SMOKE_ORDER_ID ?? '',
  phone: process.env.SMOKE_PHONE ?? '',
};
const webhookSecret = process.env.PAYMENT_WEBHOOK_SECRET ?? '';
const metricsToken = process.env.METRICS_TOKEN ?? '';
const receivedFile = process.env.SMOKE_SMS_RECEIVED ?? '';
if (!serverA || !serverB) throw new Error('SMOKE_URLS must name two servers');

const OLD_REPAYMENT_BASE = '/api/v1/lend/lend-api/service/loan';
let failures = 0;

async function check(name, run) {
  try {
    await run();
    console.log(`ok    ${name}`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function oldRepayment(base, path, body) {
  const query = new URLSearchParams({ userId: borrower.userId, sessionId: borrower.sessionId, language: '2' });
  const response = await fetch(`${base}${OLD_REPAYMENT_BASE}${path}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
    body: new URLSearchParams(body),
  });
  const json = await response.json();
  expect(json.code === '00', `${path} answered ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json.data;
}

/** `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the provider's signature header. */
function signature(rawBody, secret, at = Math.floor(Date.now() / 1000)) {
  const mac = createHmac('sha256', secret).update(`${at}.${rawBody}`).digest('hex');
  return `t=${at},v1=${mac}`;
}

function notify(base, rawBody, signatureHeader) {
  const headers = { 'content-type': 'application/json' };
  if (signatureHeader) headers['x-payment-signature'] = signatureHeader;
  return fetch(`${base}/webhooks/payments`, { method: 'POST', headers, body: rawBody });
}

await check('GET /healthz answers 200 on both servers, on PostgreSQL', async () => {
  for (const base of [serverA, serverB]) {
    const response = await fetch(`${base}/healthz`);
    const body = await response.json();
    expect(
      response.status === 200 && body.database === 'postgres',
      `${base}: ${response.status} ${JSON.stringify(body)}`,
    );
  }
});

await check('a page, its content-hashed script and the app shell are served', async () => {
  const page = await fetch(`${serverA}/`);
  const html = await page.text();
  expect(page.status === 200 && /text\/html/.test(page.headers.get('content-type') ?? ''), `/ answered ${page.status}`);
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script, 'the page names no /assets/*.js script');
  const asset = await fetch(`${serverB}${script}`);
  await asset.arrayBuffer();
  expect(asset.status === 200, `${script} answered ${asset.status}`);
  expect(/immutable/.test(asset.headers.get('cache-control') ?? ''), `${script} is not cached as immutable`);
  const screen = await fetch(`${serverB}/loanDetail`, { headers: { accept: 'text/html' } });
  expect(screen.status === 200 && (await screen.text()).includes('id="root"'), `the app shell: ${screen.status}`);
});

let commitBody;
await check("a borrower call: the borrower's cards and a repay token (repayment-way)", async () => {
  const way = await oldRepayment(serverB, '/repayment-way', { orderId: borrower.orderId });
  const card = way.bankCards?.[0];
  expect(typeof way.repayToken === 'string' && card, `no token or card: ${JSON.stringify(way)}`);
  commitBody = {
    amount: String(way.repayAmount),
    bankName: card.bankName,
    cardId: String(card.id),
    cardNo: card.cardNo,
    couponId: 'null',
    orderId: borrower.orderId,
    repayToken: way.repayToken,
    bankCode: card.bankCode,
    sendMsg: '1',
  };
});

await check('an SMS code reaches the gateway (card repayment commit)', async () => {
  expect(commitBody, 'no repay token (the borrower call failed)');
  const committed = await oldRepayment(serverA, '/repayment-commit', commitBody);
  expect(committed.needValid === 1, `commit answered ${JSON.stringify(committed)}`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const lines = existsSync(receivedFile) ? readFileSync(receivedFile, 'utf8').trim().split('\n') : [];
    const messages = lines.filter(Boolean).map((line) => JSON.parse(line));
    const mine = messages.find((m) => typeof m.to === 'string' && m.to.endsWith(borrower.phone));
    if (mine) {
      expect(mine.to.startsWith('+'), `"to" is not international: ${mine.to}`);
      expect(/\d{4,}/.test(mine.text ?? ''), 'the text holds no code');
      expect(typeof mine.reference === 'string' && mine.reference !== '', 'no message reference');
      return;
    }
    expect(Date.now() < deadline, 'nothing reached the gateway within 15 s');
    await sleep(250);
  }
});

await check(
  'POST /webhooks/payments: refused unsigned or badly signed, 200 with a real signature, once per event',
  async () => {
    const reference = `9${String(randomInt(10 ** 9)).padStart(15, '0')}`;
    const rawBody = JSON.stringify({
      eventId: `smoke-${Date.now()}-${randomInt(10 ** 6)}`,
      reference,
      amount: 1000,
      currency: 'MXN',
      paidAt: new Date().toISOString(),
      channel: 'oxxo',
    });
    const unsigned = await notify(serverA, rawBody);
    expect(unsigned.status === 401, `unsigned: ${unsigned.status}`);
    const forged = await notify(serverA, rawBody, signature(rawBody, `${webhookSecret}-wrong`));
    expect(forged.status === 401, `wrong secret: ${forged.status}`);
    const stale = await notify(
      serverA,
      rawBody,
      signature(rawBody, webhookSecret, Math.floor(Date.now() / 1000) - 600),
    );
    expect(stale.status !== 200, `a 10-minute-old timestamp: ${stale.status}`);
    const signed = await notify(serverA, rawBody, signature(rawBody, webhookSecret));
    const first = await signed.text();
    expect(signed.status === 200, `signed: ${signed.status} ${first.slice(0, 200)}`);
    // The same event through the other server: the first answer again, marked as a repeat, nothing applied twice.
    const again = await notify(serverB, rawBody, signature(rawBody, webhookSecret));
    const second = await again.text();
    const { duplicate, ...repeated } = JSON.parse(second);
    const { duplicate: firstDuplicate, ...original } = JSON.parse(first);
    expect(
      again.status === 200 &&
        duplicate === true &&
        firstDuplicate === false &&
        JSON.stringify(repeated) === JSON.stringify(original),
      `the same event again: ${again.status} ${second.slice(0, 200)}`,
    );
  },
);

/** Posts a provider's webhook body with its signature header to a server's `/webhooks/<provider>`. */
function providerWebhook(base, provider, rawBody, headers) {
  return fetch(`${base}/webhooks/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody,
  });
}

await check(
  'POST /webhooks/stripe: signed by the stripe library, stored and answered once per event; a changed byte refused',
  async () => {
    const secret = process.env.STRIPE_WEBHOOK_SECRET ?? '';
    const stripe = new Stripe('sk_test_smoke_signing_only');
    // A payment of no voucher this server issued: recorded for staff as unmatched, never applied.
    const intent = `pi_smoke${Date.now()}`;
    const rawBody = JSON.stringify({
      id: `evt_smoke${Date.now()}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intent,
          object: 'payment_intent',
          amount: 1000,
          amount_received: 1000,
          currency: 'mxn',
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
          metadata: {},
        },
      },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret });
    const changed = await providerWebhook(serverA, 'stripe', rawBody.replace('1000', '1001'), {
      'stripe-signature': header,
    });
    expect(changed.status === 401, `a changed byte: ${changed.status}`);
    const signed = await providerWebhook(serverA, 'stripe', rawBody, { 'stripe-signature': header });
    const first = await signed.json();
    expect(signed.status === 200 && first.outcome === 'unmatched', `signed: ${signed.status} ${JSON.stringify(first)}`);
    const again = await providerWebhook(serverB, 'stripe', rawBody, { 'stripe-signature': header });
    const second = await again.json();
    expect(again.status === 200 && second.outcome === 'duplicate', `again: ${again.status} ${JSON.stringify(second)}`);
  },
);

await check(
  'POST /webhooks/razorpay: an X-Razorpay-Signature HMAC as Razorpay documents it is accepted; another secret refused',
  async () => {
    const secret = process.env.RAZORPAY_WEBHOOK_SECRET ?? '';
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_smoke',
      event: 'qr_code.credited',
      contains: ['payment', 'qr_code'],
      payload: {
        payment: {
          entity: {
            id: `pay_smoke${Date.now()}`,
            amount: 1000,
            currency: 'INR',
            status: 'captured',
            created_at: Math.floor(Date.now() / 1000),
            notes: [],
          },
        },
        qr_code: { entity: { id: `qr_smoke${Date.now()}` } },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const eventId = `evt_smoke${Date.now()}`;
    const sign = (key) => createHmac('sha256', key).update(rawBody).digest('hex');
    const forged = await providerWebhook(serverA, 'razorpay', rawBody, {
      'x-razorpay-signature': sign(`${secret}-other`),
      'x-razorpay-event-id': eventId,
    });
    expect(forged.status === 401, `another secret: ${forged.status}`);
    const signed = await providerWebhook(serverB, 'razorpay', rawBody, {
      'x-razorpay-signature': sign(secret),
      'x-razorpay-event-id': eventId,
    });
    const answer = await signed.json();
    expect(
      signed.status === 200 && answer.outcome === 'unmatched',
      `signed: ${signed.status} ${JSON.stringify(answer)}`,
    );
  },
);

await check('a browser error report is accepted (POST /online/client-errors)', async () => {
  const report = { kind: 'render', message: 'TypeError: smoke', route: '/repay', appVersion: 'smoke' };
  const response = await fetch(`${serverB}/online/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  });
  const body = await response.json();
  expect(response.status === 200 && body.code === 0, `${response.status} ${JSON.stringify(body)}`);
});

await check('GET /metrics: refused without the token, Prometheus text with it', async () => {
  const anonymous = await fetch(`${serverA}/metrics`);
  await anonymous.arrayBuffer();
  expect(anonymous.status === 401 || anonymous.status === 404, `without a token: ${anonymous.status}`);
  const response = await fetch(`${serverB}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await response.text();
  expect(response.status === 200, `with the token: ${response.status}`);
  expect(/^# TYPE /m.test(text), 'no Prometheus # TYPE lines');
  expect(/^client_errors_total\{kind="render"\} [1-9]/m.test(text), 'the browser error report is not counted');
  for (const family of ['http_request', 'sms', 'payment']) {
    expect(text.includes(family), `no ${family} metrics`);
  }
});

await check(
  'support desk: the first admin sets a password from the printed link and signs in; a borrower cannot',
  async () => {
    const links = (process.env.SMOKE_STAFF_LINKS ?? '').split('\n').filter(Boolean);
    expect(links.length === 1, `expected one printed link for two servers, got ${links.length}`);
    const token = links[0]?.split('#token=')[1] ?? '';
    const json = (base, path, body, headers = {}) =>
      fetch(`${base}/staff/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const password = `smoke ${randomInt(1e9)} harbour lantern`;
    const set = await json(serverA, '/password-link', { token, password });
    expect(set.status === 200, `set password: ${set.status} ${await set.text()}`);
    const signIn = await json(serverB, '/session/sign-in', { email: 'smoke-admin@example.com', password });
    const cookieLine = signIn.headers.get('set-cookie') ?? '';
    expect(signIn.status === 200, `sign-in: ${signIn.status}`);
    expect(/HttpOnly; SameSite=Strict; .*Secure/.test(cookieLine), `cookie not strict and Secure: ${cookieLine}`);
    const { csrfToken } = (await signIn.json()).data;
    const cookie = cookieLine.split(';')[0];
    const created = await json(serverA, '/tokens', { name: 'smoke' }, { cookie, 'x-csrf-token': csrfToken });
    expect(created.status === 200, `token: ${created.status}`);
    const { secret } = (await created.json()).data;
    const queue = await json(serverB, '/complaints', undefined, { authorization: `Bearer ${secret}` });
    expect(queue.status === 200, `queue with the token: ${queue.status}`);
    const borrowerTry = await json(serverB, '/complaints', undefined, {
      authorization: `Bearer ${borrower.sessionId}`,
    });
    expect(borrowerTry.status === 401, `a borrower session on the staff API: ${borrowerTry.status}`);
    const audit = await json(serverA, '/audit?action=sign-in', undefined, { cookie });
    const entries = (await audit.json()).data?.entries ?? [];
    expect(
      entries.some((e) => e.agentEmail === 'smoke-admin@example.com'),
      'the sign-in is not in the audit log',
    );
  },
);

if (failures > 0) {
  console.log(`${failures} production smoke check(s) failed`);
  process.exit(1);
}
