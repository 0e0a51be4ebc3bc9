import 'antd-mobile/es/global';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadWordingSet } from '@/i18n/wording.ts';
import { reportUnhandledRejections } from '@/platform/error-report.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { launchMarket } from '@/platform/market.ts';
import { App } from './app.tsx';

// Read the launch parameters before anything renders, so the first request already carries them.
refreshLaunchContext();
reportUnhandledRejections();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The borrower's wording set is fetched before the first paint so the page does not flash in another language; if
// it cannot be fetched, the page renders in Spanish rather than not at all.
loadWordingSet(launchMarket().wordingSet)
  .catch((error: unknown) => console.error('[i18n] could not load the wording set', error))
  .finally(() => {
    document.documentElement.lang = launchMarket().wordingSet;
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
