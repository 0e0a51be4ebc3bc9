import 'antd-mobile/es/global';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadWordingSet } from '@/i18n/wording.ts';
import { reportClientError, reportUnhandledRejections } from '@/platform/error-report.ts';
import { getLaunchContext, refreshLaunchContext } from '@/platform/launch-context.ts';
import { launchWording } from '@/platform/market.ts';
import { nextTask } from '@/platform/next-task.ts';
import { App } from './app.tsx';
import { keepTypedText, takeFirstTaps } from './first-taps/replay.ts';
import { hydrate } from './hydrate.tsx';
import { createQueryClient } from './providers.tsx';
import { loadScreenOf } from './router.tsx';
import {
  parseServerState,
  renderedForThisLaunch,
  restoreServerState,
  SERVER_STATE_ELEMENT_ID,
} from './server-state.ts';

reportUnhandledRejections();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The index React Router's browser history keeps in the entry's state, written ahead of the router: on a page's first
 * load the router writes it itself as it is created, inside the first hydration step, and `history.replaceState` is
 * 9–15 ms of that task at 4× CPU slowdown. With the index already there, the router only reads it.
 */
function indexHistoryEntry(): void {
  const state: unknown = window.history.state;
  const indexed = typeof state === 'object' && state !== null && 'idx' in state;
  if (!indexed) window.history.replaceState({ ...(state as object | null), idx: 0 }, '');
}

/**
 * Reads the launch, then fetches the wording set and the screen's module before the first render: hydration must
 * render what the server did, in its language, without suspending on the screen's chunk. If either cannot be fetched,
 * the page still renders (in Spanish, or the screen's loading state) rather than not at all. Hydration then waits for
 * later tasks, so that evaluating the screen's modules, indexing the history entry and hydrating are tasks of their
 * own, each shorter than a phone's 50 ms long task.
 */
function start(root: HTMLElement): Promise<void> {
  // Read the launch parameters before anything renders, so the first request already carries them.
  refreshLaunchContext();
  const sent = parseServerState(document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent);
  const queryClient = createQueryClient();
  return Promise.all([loadWordingSet(launchWording()), loadScreenOf(window.location.pathname)])
    .catch((error: unknown) => console.error('[start] could not load the wording set or the screen', error))
    .then(nextTask)
    .then(indexHistoryEntry)
    .then(nextTask)
    .finally(() => {
      document.documentElement.lang = launchWording();
      const app = (
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>
      );
      if (sent && renderedForThisLaunch(sent.launch, getLaunchContext())) {
        restoreServerState(queryClient, sent);
        // Taps made on the server's screen before it was live are held until every part of it is (hydration runs in
        // steps), then played once, after the hydration checks; what was typed is read before hydration resets it.
        keepTypedText();
        // The borrower sees the browser's render either way; a mismatch is still a defect worth knowing about.
        void hydrate(root, app, (difference) => reportClientError('render', new Error(difference))).then(() =>
          takeFirstTaps()(root),
        );
      } else {
        // The screen is rendered afresh for another launch: the held taps were made on something no longer shown.
        takeFirstTaps();
        createRoot(root).render(app);
      }
    });
}

// Evaluating the app's modules is a task of its own (the longest after the first paint); the start comes in the next.
void nextTask().then(() => start(container));
