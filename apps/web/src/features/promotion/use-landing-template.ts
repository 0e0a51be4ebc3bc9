import type { CallData, channelTemplate } from '@loan/contract';
import { useCallback, useEffect, useState } from 'react';
import { loadLandingTemplate } from './api/promotion-api.ts';

export type Template = CallData<typeof channelTemplate>;
export type TemplateState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; template: Template };

/**
 * The landing config of `?id=` (code '00'). The landing is its own small bundle, so this is a plain effect rather than
 * the in-app screens' query cache; the state has the same three branches.
 */
export function useLandingTemplate(templateId: number | undefined, missingMessage: string) {
  const [state, setState] = useState<TemplateState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` is read so a retry runs the load again.
    if (attempt < 0) return;
    if (templateId === undefined) {
      setState({ status: 'failed', message: missingMessage });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadLandingTemplate(templateId).then((result) => {
      if (!live) return;
      if (result.ok && result.data) setState({ status: 'ready', template: result.data });
      else setState({ status: 'failed', message: result.message });
    });
    return () => {
      live = false;
    };
  }, [templateId, missingMessage, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
