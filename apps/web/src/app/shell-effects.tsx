import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadWordingSet } from '@/i18n/wording.ts';
import { setBridgeHost } from '@/platform/bridge.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { launchWording } from '@/platform/market.ts';
import { followScreen } from '@/platform/native-flows.ts';
import { forgetServedWithPage } from './served-with-page.ts';

/**
 * Wires the router into the platform layer: bridge fallbacks navigate in-app, the screen on show drives the native
 * flows (card flow, repayment dialog), new query values refresh the context.
 */
export function ShellEffects() {
  const navigate = useNavigate();
  const { pathname, search, key } = useLocation();
  const firstLocation = useRef(key);

  useEffect(() => setBridgeHost({ navigate: (href) => navigate(href) }), [navigate]);
  useEffect(() => followScreen(pathname), [pathname]);
  useEffect(() => {
    if (key !== firstLocation.current) forgetServedWithPage();
  }, [key]);
  useEffect(() => {
    refreshLaunchContext(search);
    const set = launchWording();
    document.documentElement.lang = set;
    loadWordingSet(set).catch((error: unknown) => console.error('[i18n] could not load the wording set', error));
  }, [search]);

  return null;
}
