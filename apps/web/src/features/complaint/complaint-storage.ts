import * as z from 'zod/mini';
import { readJsonAs, removeItem, writeJson } from '@/platform/storage.ts';

/**
 * What the complaint screens keep in local storage (spec §4): the chosen order number, and the form's draft so a
 * failed submit, a reload or a lost connection never loses what the borrower wrote and uploaded. Cleared after a
 * successful save.
 */
const ORDER_KEY = 'complaint.orderNo';
const DRAFT_KEY = 'complaint.draft';

export const readStoredOrderNo = () => readJsonAs('local', ORDER_KEY, z.string());
export const storeOrderNo = (orderNo: string) => writeJson('local', ORDER_KEY, orderNo);

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
}
