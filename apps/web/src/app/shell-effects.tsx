import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadWordingSet } from '@/i18n/wording.ts';
import { setBridgeHost } from '@/platform/bridge.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { launchMarket } from '@/platform/market.ts';
import { followScreen } from '@/platform/native-flows.ts';

/**
 * Wires the router into the platform layer: bridge fallbacks navigate in-app, the screen on show drives the native
 * flows (card flow, repayment dialog), new query values refresh the context.
 */
export function ShellEffects() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => setBridgeHost({ navigate: (href) => navigate(href) }), [navigate]);
  useEffect(() => followScreen(pathname), [pathname]);
  useEffect(() => {
    refreshLaunchContext(search);
    const set = launchMarket().wordingSet;
    document.documentElement.lang = set;
    loadWordingSet(set).catch((error: unknown) => console.error('[i18n] could not load the wording set', error));
  }, [search]);

  return null;
}
