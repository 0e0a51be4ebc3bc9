import * as z from 'zod/mini';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { readJsonAs, removeItem, writeJson } from '@/platform/storage.ts';
import { complaintOrderNo } from './rules.ts';

/**
 * What the complaint screens keep in local storage: the chosen order number, and the form's draft so a
 * failed submit, a reload or a lost connection never loses what the borrower wrote and uploaded. Cleared after a
 * successful save.
 */
const ORDER_KEY = 'complaint.orderNo';
const DRAFT_KEY = 'complaint.draft';
/** The same choice for this page's life only, with the launch order it was made against (see `complaintOrderNo`). */
const CHOICE_KEY = 'complaint.orderChoice';

const choiceSchema = z.object({ orderNo: z.string(), launchOrderId: z.string() });

/** Remembers the order the borrower chose (or went on with; '' for none) for the complaint home and the form. */
export function rememberOrderChoice(orderNo: string): void {
  writeJson('local', ORDER_KEY, orderNo);
  writeJson('session', CHOICE_KEY, { orderNo, launchOrderId: getLaunchContext().orderId ?? '' });
}

/** The order the complaint is about: the launch `orderId` wins over a choice left from an earlier launch. */
export function currentOrderNo(): string | undefined {
  return complaintOrderNo(
    getLaunchContext().orderId,
    readJsonAs('session', CHOICE_KEY, choiceSchema),
    readJsonAs('local', ORDER_KEY, z.string()),
  );
}

const draftSchema = z.object({
  problemType: z.number(),
  problemSonType: z.optional(z.number()),
  text: z.string(),
  images: z.array(z.string()),
  /** Sent with the save, so a retry after a lost answer does not file the complaint twice. */
  requestId: z.string(),
});
export type ComplaintDraft = z.infer<typeof draftSchema>;

export const readDraft = () => readJsonAs('local', DRAFT_KEY, draftSchema);
export const storeDraft = (draft: ComplaintDraft) => writeJson('local', DRAFT_KEY, draft);

export function clearComplaintStorage(): void {
  removeItem('local', ORDER_KEY);
  removeItem('local', DRAFT_KEY);
  removeItem('session', CHOICE_KEY);
}
