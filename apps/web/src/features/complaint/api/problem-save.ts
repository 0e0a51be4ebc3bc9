import { type CallRequest, problemSave } from '@loan/contract';
import { onlinePost } from '@/platform/online.ts';

export type NewComplaint = CallRequest<typeof problemSave>;

/** Files the complaint; a failure has been toasted with the server's message by the helper. */
export function saveComplaint(complaint: NewComplaint) {
  return onlinePost(problemSave, complaint, { loading: true });
}
