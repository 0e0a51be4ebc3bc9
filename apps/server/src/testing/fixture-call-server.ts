import { fixtureSummary, fixtureSummaryBefore } from '@loan/contract/testing';
import { registerCall } from '../http/register-call.ts';
import { buildTestApp } from './test-app.ts';

/**
 * The server half of the checklist "Add a field to a call and show it" (docs/architecture.md), for the web's test of
 * it (apps/web/src/platform/call-checklist.test.tsx): the real app on the demo database with the checklist's fixture
 * calls registered by the one registrar, listening on a free local port. Prints `{ "origin": … }` once it listens;
 * stops on SIGTERM.
 */
const app = await buildTestApp();

/** What both versions of the summary answer: the order asked for and what it owes. */
const summaryOf = (orderId: number) => ({ orderId, owed: 150_000 + orderId });

registerCall(app, fixtureSummaryBefore, async ({ orderId }) => summaryOf(orderId));
// The checklist's server step: the handler answers the new field (the call's types refuse an answer without it).
registerCall(app, fixtureSummary, async ({ orderId }) => ({
  ...summaryOf(orderId),
  dueDate: `2026-01-${String(1 + (orderId % 28)).padStart(2, '0')}`,
}));

const origin = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ origin })}\n`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
