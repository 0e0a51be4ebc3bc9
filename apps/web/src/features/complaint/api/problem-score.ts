import { problemScore } from '@loan/contract';
import { onlinePost } from '@/platform/online.ts';

export function scoreComplaint(problemId: number, score: number) {
  return onlinePost(problemScore, { problemId, score }, { loading: true });
}
