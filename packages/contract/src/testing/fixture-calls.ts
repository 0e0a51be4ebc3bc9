import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import { idParam, isoDate, money } from '../entities.ts';

/**
 * The calls of the checklist "Add a field to a call and show it" (docs/architecture.md), followed once in a test
 * (apps/web/src/platform/call-checklist.test.tsx). They exist for that test only: nothing in either app serves or
 * calls them, and the contract's index does not export them.
 */

/** An order's summary as it was before the checklist was followed: no due date. */
export const fixtureSummaryBefore = defineCall({
  name: 'fixture-summary-before',
  family: 'online',
  method: 'GET',
  path: '/fixture/summary-before',
  auth: 'public',
  summary: 'Checklist fixture: an order summary without its due date',
  request: z.object({ orderId: idParam }),
  data: z.object({ orderId: z.number(), owed: money }),
});

/** The same summary with the field the checklist added: `dueDate`, the day the order falls due. */
export const fixtureSummary = defineCall({
  ...fixtureSummaryBefore,
  name: 'fixture-summary',
  path: '/fixture/summary',
  summary: 'Checklist fixture: an order summary with its due date',
  data: z.object({ ...fixtureSummaryBefore.data.shape, dueDate: isoDate }),
});
