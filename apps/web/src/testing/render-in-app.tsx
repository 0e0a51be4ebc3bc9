import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { Providers } from '@/app/providers.tsx';
import { loadWordingSet } from '@/i18n/wording.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { launchWording } from '@/platform/market.ts';

/** The launch `language` of an in-app page: 1 English, 2 Spanish. */
export type LaunchLanguage = '1' | '2';

/**
 * An in-app component rendered as the app renders it: opened with `language` in the launch URL (no borrower, so the
 * launch market's words and money) and inside the app's providers, once that language's words have arrived.
 */
export async function renderInApp(ui: ReactNode, language: LaunchLanguage = '1') {
  window.history.replaceState(null, '', `/?language=${language}`);
  refreshLaunchContext();
  await loadWordingSet(launchWording());
  return render(<Providers>{ui}</Providers>);
}
