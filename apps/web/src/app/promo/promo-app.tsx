import { PROMO_HASH_PATHS } from '@loan/contract';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { PromoLoading } from '@/features/promotion/components/promo-states.tsx';
import { parseHash } from '@/features/promotion/rules.ts';
import { promoWordingSet } from '@/features/promotion/use-promo-wording.ts';
import { loadWordingSet } from '@/i18n/wording.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';

type Screen = ComponentType<{ query: URLSearchParams }>;

/** One chunk per hash route; scripts/budget.mjs measures each (src/app/promo/routes/<name>.tsx). */
const SCREENS: Record<string, Screen> = {
  [PROMO_HASH_PATHS.register]: lazy(() => import('./routes/register.tsx')),
  [PROMO_HASH_PATHS.download]: lazy(() => import('./routes/download.tsx')),
  [PROMO_HASH_PATHS.agreement]: lazy(() => import('./routes/agreement.tsx')),
};

const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The three hash routes of the landing, without a router library: the landing's bundle budget is 80 KB. */
export function PromoApp() {
  const hash = useSyncExternalStore(subscribeHash, () => window.location.hash);
  const { path, query } = useMemo(() => parseHash(hash), [hash]);
  const Screen = SCREENS[path] ?? (SCREENS[PROMO_HASH_PATHS.register] as Screen);

  useEffect(() => {
    refreshLaunchContext(`?${query.toString()}`);
    const set = promoWordingSet();
    document.documentElement.lang = set === 'zh' ? 'zh-CN' : set;
    loadWordingSet(set).catch((error: unknown) => console.error('[i18n] could not load the wording set', error));
    window.scrollTo(0, 0);
  }, [query]);

  return (
    <Suspense fallback={<PromoLoading />}>
      <Screen query={query} />
    </Suspense>
  );
}
