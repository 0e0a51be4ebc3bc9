import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { Providers } from '@/app/providers.tsx';
import { loadWordingSet } from '@/i18n/wording.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { launchWording } from '@/platform/market.ts';

/**
 * An in-app component rendered as the app renders it: opened with `launch` as the launch URL's query (`language=1`
 * English, `2` Spanish; no borrower unless it names one) and inside the app's providers, once that language's words
 * have arrived.
 */
export async function renderInApp(ui: ReactNode, launch = 'language=1') {
  window.history.replaceState(null, '', `/?${launch}`);
  refreshLaunchContext();
  await loadWordingSet(launchWording());
  return render(<Providers>{ui}</Providers>);
}
