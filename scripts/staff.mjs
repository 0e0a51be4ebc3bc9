#!/usr/bin/env node
/**
 * Support agents' command line over the staff API (`/staff/api/...`), acting as one agent with that agent's personal
 * API token (created in the support desk console at /staff, shown once; revoke it there). There is no shared secret:
 * every action is recorded in the audit log under the token's agent.
 *
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs list [open|replied|closed|all]
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs reply <complaintId> "<answer>" [--image photo.jpg]... [--no-score]
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs ask-score <complaintId>
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs close <complaintId> ["<note>"]
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs record <borrowerId> phone|email <type> "<text>" [--sub-type n]
 *                   [--order orderNo] [--received 2026-11-20T10:00:00Z]
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs refunds [owed|refunded|all]
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs refunded <refundId> "<how it was paid back>"
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs unmatched
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs reversals
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs reconcile --since 2026-11-01
 *   STAFF_API_TOKEN=sdt_... node scripts/staff.mjs sms-failed
 *
 * `list` shows the token's agent's market: open complaints overdue first, then by answer-by date, with the overdue
 * count. `refunds` lists money received above what an order owed, owed back to the borrower; `refunded` records that
 * it was paid back. `unmatched` lists payment notifications applied to no loan; `reversals` the providers' refunds and
 * chargebacks of applied payments and what each re-opened; `reconcile` compares each payment provider's successful
 * payments since a date with what was applied here and lists the differences (it applies nothing); `sms-failed` SMS no provider took, or
 * whose delivery receipt said undelivered (with the provider's message id and error code). Accounts are managed in the console only (the admin's password typed again): no token can add or change one.
 * STAFF_API is the server's address (default http://localhost:8080). Paths mirror packages/contract/src/staff/routes.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const api = (process.env.STAFF_API ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');
const token = process.env.STAFF_API_TOKEN;
const BASE = '/staff/api';

function usage(message) {
  if (message) console.error(message);
  console.error('usage: node scripts/staff.mjs list [open|replied|closed|all]');
  console.error('       node scripts/staff.mjs reply <complaintId> "<answer>" [--image file]... [--no-score]');
  console.error('       node scripts/staff.mjs ask-score <complaintId>');
  console.error('       node scripts/staff.mjs close <complaintId> ["<note>"]');
  console.error(
    '       node scripts/staff.mjs record <borrowerId> phone|email <type> "<text>" [--sub-type n] [--order no] [--received iso]',
  );
  console.error('       node scripts/staff.mjs refunds [owed|refunded|all]');
  console.error('       node scripts/staff.mjs refunded <refundId> "<how it was paid back>"');
  console.error('       node scripts/staff.mjs unmatched');
  console.error('       node scripts/staff.mjs reversals');
  console.error('       node scripts/staff.mjs reconcile --since YYYY-MM-DD');
  console.error('       node scripts/staff.mjs sms-failed');
  console.error('STAFF_API_TOKEN: a personal API token (sdt_...) created in the support desk console.');
  process.exit(2);
}

/** Minor units as `1234.56`. */
const money = (minor) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
/** `YYYY-MM-DD` of an ISO instant the server sent (never the Date's own text, which reads "Fri Dec 25"). */
const day = (iso) => new Date(iso).toISOString().slice(0, 10);

async function call(method, url, body) {
  const headers = { authorization: `Bearer ${token}` };
  const init = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (method === 'POST') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  const response = await fetch(api + BASE + url, init);
  const envelope = await response.json().catch(() => ({ success: false, message: `HTTP ${response.status}` }));
  if (!envelope.success) {
    console.error(`refused (${response.status}): ${envelope.message}`);
    process.exit(1);
  }
  return envelope.data;
}

async function uploadImage(file) {
  const form = new FormData();
  form.append('problemImage', new Blob([await readFile(file)]), path.basename(file));
  return (await call('POST', '/uploads', form)).url;
}

const isId = (value) => typeof value === 'string' && /^\d{1,18}$/.test(value);
const [command, ...args] = process.argv.slice(2);
if (!command) usage();
if (!token) usage('STAFF_API_TOKEN is not set.');

if (command === 'list') {
  const state = args[0] ?? 'open';
  if (!['open', 'replied', 'closed', 'all'].includes(state)) usage(`unknown state ${state}`);
  const { complaints, overdueCount } = await call('GET', `/complaints?state=${state}`);
  console.log(`Overdue: ${overdueCount}`);
  if (complaints.length === 0) console.log(`No ${state === 'all' ? '' : `${state} `}complaints.`);
  for (const c of complaints) {
    const dueOn = day(c.responseDueAt);
    const due = c.state !== 'open' ? '' : c.overdue ? `  OVERDUE since ${dueOn}` : `  answer by ${dueOn}`;
    console.log(
      `#${c.id}  ${c.receivedAt}  via ${c.channel}  borrower ${c.borrowerId}  order ${c.orderNo || '-'}  [${c.state}]${due}`,
    );
    console.log(`    ${c.type}${c.subType ? ` / ${c.subType}` : ''}: ${c.content}`);
    if (c.score !== null) console.log(`    scored ${c.score}/5`);
  }
} else if (command === 'record') {
  const [borrowerId, channel, problemType, detail, ...rest] = args;
  if (!isId(borrowerId) || !['phone', 'email'].includes(channel) || !isId(problemType) || !detail)
    usage('record needs a borrower id, phone|email, a complaint type and the text');
  const body = { borrowerId: Number(borrowerId), channel, problemType: Number(problemType), detail };
  const options = [...rest];
  while (options.length > 0) {
    const option = options.shift();
    const value = options.shift();
    if (!value) usage(`${option} needs a value`);
    if (option === '--order') body.orderNo = value;
    else if (option === '--sub-type') body.problemSonType = Number(value);
    else if (option === '--received') body.receivedAt = value;
    else usage(`unknown option ${option}`);
  }
  const { id } = await call('POST', '/complaints', body);
  console.log(`Recorded #${id} (${channel}).`);
} else if (command === 'reply') {
  const [id, text, ...rest] = args;
  if (!isId(id) || !text) usage('reply needs a complaint id and the answer text');
  const images = [];
  let askScore = true;
  const options = [...rest];
  while (options.length > 0) {
    const option = options.shift();
    const file = option === '--image' ? options.shift() : undefined;
    if (option === '--no-score') askScore = false;
    else if (file) images.push(await uploadImage(file));
    else usage(`unknown or incomplete option ${option}`);
  }
  await call('POST', `/complaints/${id}/reply`, { text, images, askScore });
  console.log(
    `Replied to #${id}${images.length ? ` with ${images.length} image(s)` : ''}${askScore ? '; score asked' : ''}.`,
  );
} else if (command === 'ask-score') {
  const [id] = args;
  if (!isId(id)) usage('ask-score needs a complaint id');
  await call('POST', `/complaints/${id}/ask-score`);
  console.log(`Asked the borrower to score #${id}.`);
} else if (command === 'close') {
  const [id, note = ''] = args;
  if (!isId(id)) usage('close needs a complaint id');
  await call('POST', `/complaints/${id}/close`, { note });
  console.log(`Closed #${id}.`);
} else if (command === 'refunds') {
  const state = args[0] ?? 'owed';
  if (!['owed', 'refunded', 'all'].includes(state)) usage(`unknown state ${state}`);
  const { refunds } = await call('GET', `/surplus-refunds?state=${state}`);
  if (refunds.length === 0) console.log(`No ${state === 'all' ? '' : `${state} `}surplus refunds.`);
  for (const r of refunds) {
    console.log(
      `#${r.id}  ${r.receivedAt}  order ${r.orderNo}  borrower ${r.borrowerId} ${r.borrowerName} (${r.phone})  ${money(r.amount)} of ${money(r.received)} via ${r.reference}  [${r.state}]`,
    );
    if (r.state === 'refunded') console.log(`    refunded ${r.refundedAt}: ${r.note}`);
  }
} else if (command === 'refunded') {
  const [id, note] = args;
  if (!isId(id) || !note) usage('refunded needs a refund id and how it was paid back');
  await call('POST', `/surplus-refunds/${id}/refunded`, { note });
  console.log(`Marked #${id} refunded.`);
} else if (command === 'unmatched') {
  const { payments } = await call('GET', '/unmatched-payments');
  if (payments.length === 0) console.log('No unmatched payments.');
  for (const p of payments) {
    console.log(
      `#${p.id}  ${p.receivedAt}  ${p.reason}  reference ${p.reference}  ${money(p.amount)} ${p.currency} via ${p.channel}  paid ${p.paidAt}  event ${p.eventId}`,
    );
  }
} else if (command === 'reversals') {
  const { reversals } = await call('GET', '/payment-reversals');
  if (reversals.length === 0) console.log('No refunds or chargebacks.');
  for (const r of reversals) {
    console.log(
      `#${r.id}  ${r.reversedAt}  ${r.provider} ${r.reason} ${r.reversalId}  order ${r.orderId} reference ${r.reference}  ${money(r.amount)} ${r.currency}: re-opened ${money(r.reopened)}, surplus paid back ${money(r.surplusReversed)}`,
    );
  }
} else if (command === 'reconcile') {
  const sinceAt = args.indexOf('--since');
  const since = sinceAt >= 0 ? args[sinceAt + 1] : undefined;
  if (!since || !/^\d{4}-\d{2}-\d{2}$/.test(since)) usage('reconcile needs --since YYYY-MM-DD');
  const report = await call('GET', `/payments/reconciliation?since=${since}`);
  if (report.providers.length === 0) console.log('No payment provider collects in this desk’s market (house format).');
  for (const p of report.providers)
    console.log(`${p.provider} (${p.market}): ${p.payments} successful payments since ${since}`);
  if (report.differences.length === 0 && report.providers.length > 0) console.log('No differences.');
  for (const d of report.differences) {
    const amounts = `provider ${d.providerAmount === null ? '—' : money(d.providerAmount)}, applied ${d.appliedAmount === null ? '—' : money(d.appliedAmount)} ${d.currency}`;
    console.log(
      `${d.kind}  ${d.provider} ${d.paymentId}  reference ${d.reference ?? '—'}  ${amounts}  paid ${d.paidAt ?? '—'}: ${d.detail}`,
    );
  }
  // Differences are for a person: this command never applies or changes anything.
  if (report.differences.length > 0) process.exitCode = 1;
} else if (command === 'sms-failed') {
  const { messages } = await call('GET', '/sms-failed');
  if (messages.length === 0) console.log('No failed SMS.');
  for (const m of messages) {
    const outcome =
      m.state === 'undelivered'
        ? `undelivered ${m.failedAt}  to ${m.recipient}  ${m.market} ${m.purpose}  ${m.provider} ${m.providerMessageId}: ${m.error}`
        : `failed ${m.failedAt}  to ${m.recipient}  ${m.market} ${m.purpose}  ${m.provider}, after ${m.attempts} attempts: ${m.error}`;
    console.log(`#${m.id}  ${outcome}  (queued ${m.queuedAt})`);
  }
} else {
  usage(`unknown command ${command}`);
}
