import { PROMO_HASH_PATHS } from '@loan/contract';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { PromoLoading } from '@/features/promotion/components/promo-states.tsx';
import { landingRoute } from '@/features/promotion/rules.ts';
import { usePromoWording } from '@/features/promotion/use-promo-wording.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { useBrowserValue } from '@/platform/use-browser-value.ts';

type Screen = ComponentType<{ query: URLSearchParams; active?: boolean }>;

/** One chunk per hash route; scripts/budget.mjs measures each (src/app/promo/routes/<name>.tsx). */
const SCREENS: Record<string, Screen> = {
  [PROMO_HASH_PATHS.register]: lazy(() => import('./routes/register.tsx')),
  [PROMO_HASH_PATHS.download]: lazy(() => import('./routes/download.tsx')),
  [PROMO_HASH_PATHS.agreement]: lazy(() => import('./routes/agreement.tsx')),
};

/**
 * The registration's module once loaded ahead of the first render (`preloadRegister`, before hydrating the server's
 * render of it, app/promo/main.tsx): it then renders at once instead of suspending, so hydration's first pass, and its
 * check of the markup against the server's, covers the form.
 */
let LoadedRegister: Screen | undefined;
export async function preloadRegister(): Promise<void> {
  LoadedRegister = (await import('./routes/register.tsx')).default;
}

const readHash = () => window.location.hash;
const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * The three hash routes of the landing, without a router library: the landing's bundle budget is 55 KB.
 * `initialHash`: the hash the page was built or hydrated with (the build and the server have none: the registration).
 * `pageSearch`: the page's own query (`?id=1&…`), which the registration reads when the hash carries no query.
 */
export function PromoApp({ initialHash, pageSearch }: { initialHash: string; pageSearch: string }) {
  const hash = useBrowserValue(subscribeHash, readHash, initialHash);
  const { path, query } = useMemo(() => landingRoute(hash, pageSearch), [hash, pageSearch]);
  const LazyRegister = SCREENS[PROMO_HASH_PATHS.register] as Screen;
  const Screen = SCREENS[path] ?? LazyRegister;
  const onRegister = Screen === LazyRegister;
  const Register = LoadedRegister ?? LazyRegister;
  const { set } = usePromoWording();
  // The registration stays mounted, hidden, while the visitor reads the agreement: the number, the picture and its
  // typed answer, the SMS countdown and the visit (one per sid) are all still there when they come back.
  const registerQuery = useRef<URLSearchParams | null>(null);
  if (onRegister) registerQuery.current = query;
  const keptRegister = onRegister || path === PROMO_HASH_PATHS.agreement ? registerQuery.current : null;

  useEffect(() => {
    refreshLaunchContext(`?${query.toString()}`);
    window.scrollTo(0, 0);
  }, [query]);
  // The page speaks its landing's wording set (a BCP 47 tag: `es`, `en`, `zh`).
  useEffect(() => {
    document.documentElement.lang = set;
  }, [set]);

  // A boundary per screen: Preact's Suspense drops the state of every child of a boundary that waits, and the kept
  // registration must not lose what was typed while the agreement's chunk loads.
  return (
    <>
      {keptRegister && (
        <div hidden={!onRegister}>
          <Suspense fallback={<PromoLoading />}>
            <Register query={keptRegister} active={onRegister} />
          </Suspense>
        </div>
      )}
      {!onRegister && (
        <Suspense fallback={<PromoLoading />}>
          <Screen query={query} />
        </Suspense>
      )}
    </>
  );
}
