import 'antd-mobile/es/global';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadWordingSet } from '@/i18n/wording.ts';
import { reportClientError, reportUnhandledRejections } from '@/platform/error-report.ts';
import { getLaunchContext, refreshLaunchContext } from '@/platform/launch-context.ts';
import { launchWording } from '@/platform/market.ts';
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

// Read the launch parameters before anything renders, so the first request already carries them.
refreshLaunchContext();
reportUnhandledRejections();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const sent = parseServerState(document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent);
const queryClient = createQueryClient();

/** A task of its own: the screen's modules are evaluated in the task that resolves their import. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The wording set and the screen's module are fetched before the first render: hydration must render what the server
// did, in its language, without suspending on the screen's chunk. If either cannot be fetched, the page still renders
// (in Spanish, or the screen's loading state) rather than not at all. Hydration then waits for the next task, so that
// evaluating the screen's modules and hydrating are two tasks, each shorter than a phone's 50 ms long task.
Promise.all([loadWordingSet(launchWording()), loadScreenOf(window.location.pathname)])
  .catch((error: unknown) => console.error('[start] could not load the wording set or the screen', error))
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
      void hydrate(container, app, (difference) => reportClientError('render', new Error(difference))).then(() =>
        takeFirstTaps()(container),
      );
    } else {
      // The screen is rendered afresh for another launch: the held taps were made on something no longer shown.
      takeFirstTaps();
      createRoot(container).render(app);
    }
  });
