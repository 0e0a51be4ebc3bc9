#!/usr/bin/env node
/**
 * Support agents' command line for complaints and surplus refunds, over the staff API (`/staff/...`, bearer
 * STAFF_TOKEN).
 *
 *   STAFF_TOKEN=... node scripts/staff.mjs list [open|replied|all]
 *   STAFF_TOKEN=... node scripts/staff.mjs reply <complaintId> "<answer>" [--image photo.jpg]... [--no-score]
 *   STAFF_TOKEN=... node scripts/staff.mjs ask-score <complaintId>
 *   STAFF_TOKEN=... node scripts/staff.mjs record <borrowerId> phone|email <type> "<text>" [--sub-type n]
 *                   [--order orderNo] [--received 2026-11-20T10:00:00Z]
 *   STAFF_TOKEN=... node scripts/staff.mjs refunds [owed|refunded|all]
 *   STAFF_TOKEN=... node scripts/staff.mjs refunded <refundId> "<how it was paid back>"
 *   STAFF_TOKEN=... node scripts/staff.mjs unmatched
 *   STAFF_TOKEN=... node scripts/staff.mjs sms-failed
 *
 * `refunds` lists money received above what an order owed (a store payment for a stale reference), oldest first;
 * it is owed back to the borrower. `refunded` records that it was paid back. `unmatched` lists payment notifications
 * that were not applied to any loan (unknown reference, wrong currency or amount, a voucher paid twice), to reconcile
 * with the payment provider. `sms-failed` lists SMS the gateway never took after every retry (newest first).
 * `list` shows open complaints closest to their answer deadline first (overdue ones at the top).
 * STAFF_API is the server's address (default http://localhost:8080). A reply asks the borrower for a score unless
 * --no-score is given. Images are uploaded first (JPEG, PNG, WebP or HEIC, at most 10 MB each).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const api = (process.env.STAFF_API ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');
const token = process.env.STAFF_TOKEN;

function usage(message) {
  if (message) console.error(message);
  console.error('usage: node scripts/staff.mjs list [open|replied|all]');
  console.error('       node scripts/staff.mjs reply <complaintId> "<answer>" [--image file]... [--no-score]');
  console.error('       node scripts/staff.mjs ask-score <complaintId>');
  console.error(
    '       node scripts/staff.mjs record <borrowerId> phone|email <type> "<text>" [--sub-type n] [--order no] [--received iso]',
  );
  console.error('       node scripts/staff.mjs refunds [owed|refunded|all]');
  console.error('       node scripts/staff.mjs refunded <refundId> "<how it was paid back>"');
  console.error('       node scripts/staff.mjs unmatched');
  console.error('       node scripts/staff.mjs sms-failed');
  process.exit(2);
}

/** Minor units as `1234.56`. */
const money = (minor) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

async function call(method, url, body) {
  const headers = { authorization: `Bearer ${token}` };
  const init = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(api + url, init);
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
  return (await call('POST', '/staff/uploads', form)).url;
}

const [command, ...args] = process.argv.slice(2);
if (!token) usage('STAFF_TOKEN is not set.');

if (command === 'list') {
  const state = args[0] ?? 'open';
  if (!['open', 'replied', 'all'].includes(state)) usage(`unknown state ${state}`);
  const { complaints } = await call('GET', `/staff/complaints?state=${state}`);
  if (complaints.length === 0) console.log(`No ${state === 'all' ? '' : `${state} `}complaints.`);
  for (const c of complaints) {
    const dueOn = c.responseDueAt.slice(0, 10);
    const due = c.state !== 'open' ? '' : c.overdue ? `  OVERDUE since ${dueOn}` : `  answer by ${dueOn}`;
    console.log(
      `#${c.id}  ${c.time}  via ${c.channel}  borrower ${c.borrowerId}  order ${c.orderNo || '-'}  [${c.state}]${due}`,
    );
    console.log(`    ${c.type}${c.subType ? ` / ${c.subType}` : ''}: ${c.content}`);
    if (c.images.length > 0) console.log(`    images: ${c.images.map((u) => api + u).join(' ')}`);
    if (c.reply) console.log(`    reply: ${c.reply}${c.score === null ? '' : `  (scored ${c.score}/5)`}`);
  }
} else if (command === 'record') {
  const [borrowerId, channel, problemType, detail, ...rest] = args;
  if (!borrowerId || !/^\d+$/.test(borrowerId) || !['phone', 'email'].includes(channel) || !problemType || !detail)
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
  const { problemId } = await call('POST', '/staff/complaints', body);
  console.log(`Recorded #${problemId} (${channel}).`);
} else if (command === 'reply') {
  const [id, text, ...rest] = args;
  if (!id || !/^\d+$/.test(id) || !text) usage('reply needs a complaint id and the answer text');
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
  await call('POST', `/staff/complaints/${id}/reply`, { text, images, askScore });
  console.log(
    `Replied to #${id}${images.length ? ` with ${images.length} image(s)` : ''}${askScore ? '; score asked' : ''}.`,
  );
} else if (command === 'ask-score') {
  const [id] = args;
  if (!id || !/^\d+$/.test(id)) usage('ask-score needs a complaint id');
  await call('POST', `/staff/complaints/${id}/ask-score`);
  console.log(`Asked the borrower to score #${id}.`);
} else if (command === 'refunds') {
  const state = args[0] ?? 'owed';
  if (!['owed', 'refunded', 'all'].includes(state)) usage(`unknown state ${state}`);
  const { refunds } = await call('GET', `/staff/surplus-refunds?state=${state}`);
  if (refunds.length === 0) console.log(`No ${state === 'all' ? '' : `${state} `}surplus refunds.`);
  for (const r of refunds) {
    console.log(
      `#${r.id}  ${r.receivedAt}  order ${r.orderNo}  borrower ${r.borrowerId} ${r.borrowerName} (${r.phone})  ${money(r.amount)} of ${money(r.received)} via ${r.reference}  [${r.state}]`,
    );
    if (r.state === 'refunded') console.log(`    refunded ${r.refundedAt}: ${r.note}`);
  }
} else if (command === 'refunded') {
  const [id, note] = args;
  if (!id || !/^\d+$/.test(id) || !note) usage('refunded needs a refund id and how it was paid back');
  await call('POST', `/staff/surplus-refunds/${id}/refunded`, { note });
  console.log(`Marked #${id} refunded.`);
} else if (command === 'unmatched') {
  const { payments } = await call('GET', '/staff/unmatched-payments');
  if (payments.length === 0) console.log('No unmatched payments.');
  for (const p of payments) {
    console.log(
      `#${p.id}  ${p.receivedAt}  ${p.reason}  reference ${p.reference}  ${money(p.amount)} ${p.currency} via ${p.channel}  paid ${p.paidAt}  event ${p.eventId}`,
    );
  }
} else if (command === 'sms-failed') {
  const { messages } = await call('GET', '/staff/sms-failed');
  if (messages.length === 0) console.log('No failed SMS.');
  for (const m of messages) {
    console.log(
      `#${m.id}  failed ${m.failedAt}  to ${m.recipient}  ${m.purpose}  after ${m.attempts} attempts: ${m.error}  (queued ${m.queuedAt})`,
    );
  }
} else {
  usage(command ? `unknown command ${command}` : undefined);
}
