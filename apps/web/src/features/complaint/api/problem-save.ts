import { type CallRequest, problemSave } from '@loan/contract';
import { onlinePost } from '@/platform/online.ts';

export type NewComplaint = CallRequest<typeof problemSave>;

/** Files the complaint; a failure is the form's to show (beside its retry), so the helper does not toast it. */
export function saveComplaint(complaint: NewComplaint) {
  return onlinePost(problemSave, complaint, { loading: true, silent: true });
}
