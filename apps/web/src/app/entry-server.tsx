import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoadPromoLanding, RenderAppScreen } from '@loan/contract';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { loadWordingSet } from '@/i18n/wording.ts';
import { CallFailedError } from '@/platform/call-failed.ts';
import { launchContextFromSearch } from '@/platform/launch-context.ts';
import { launchWording } from '@/platform/market.ts';
import { renderToHtml } from '@/platform/render-to-html.ts';
import { type RequestScope, readRequestScopeFrom } from '@/platform/request-scope.ts';
import { AppFrame, AppScreens } from './app.tsx';

export { FIRST_TAPS_SCRIPT } from './first-taps/capture.ts';

import { promoLandingOf } from './promo/server-render.tsx';
import { createQueryClient } from './providers.tsx';
import { loadScreenOf } from './router.tsx';
import { serializeServerState, serverStateOf } from './server-state.ts';

/**
 * The in-app screens rendered on the server (apps/server/src/plugins/app-pages.ts loads this module's build): the
 * borrower's first view arrives with the HTML, and the browser hydrates it with the answers sent beside it.
 */

const scopes = new AsyncLocalStorage<RequestScope>();
readRequestScopeFrom(() => scopes.getStore());

/** Both in-app wording sets stay loaded: each request is rendered in its own market's. */
const wordingsLoaded = Promise.all([loadWordingSet('es'), loadWordingSet('en')]);

/** A screen whose data needs data first (a detail after its list) gets a render per step; this bounds the steps. */
const MAX_DATA_STEPS = 3;
/** A render that has not finished by then is abandoned; the browser renders the screen instead. */
const RENDER_TIMEOUT_MS = 5_000;

/** The tree's HTML, or a rejection once `RENDER_TIMEOUT_MS` has passed without it. */
function renderInTime(tree: Parameters<typeof renderToHtml>[0]): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('server render timed out')), RENDER_TIMEOUT_MS);
  });
  return Promise.race([renderToHtml(tree), timeout]).finally(() => clearTimeout(timer));
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries the last render asked for and nobody has fetched yet. */
function waitingQueries(client: QueryClient, leftToBrowser: ReadonlySet<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        !leftToBrowser.has(query.queryHash) &&
        isEnabled(query),
    );
}

/**
 * Renders until every call the screen makes has its answer; a call that got no answer (rather than a refusal) is
 * left for the browser to make.
 */
export const renderAppScreen: RenderAppScreen = async (url, fetch) => {
  await wordingsLoaded;
  const [pathname = '/', search = ''] = url.split('?');
  const scope: RequestScope = { launch: launchContextFromSearch(search), fetch, title: '' };
  return scopes.run(scope, async () => {
    const screen = await loadScreenOf(pathname);
    const queryClient = createQueryClient();
    // A refused call renders its failed state rather than a loading one waiting for a retry (server-state.ts).
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
    });
    const tree = (
      <AppFrame queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppScreens />
        </StaticRouter>
      </AppFrame>
    );
    const leftToBrowser = new Set<string>();
    let html = await renderInTime(tree);
    for (let step = 0; step < MAX_DATA_STEPS; step++) {
      const waiting = waitingQueries(queryClient, leftToBrowser);
      if (waiting.length === 0) break;
      await Promise.allSettled(waiting.map((query) => query.fetch()));
      for (const query of waiting) {
        if (query.state.status === 'error' && !(query.state.error instanceof CallFailedError)) {
          leftToBrowser.add(query.queryHash);
          queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        }
      }
      html = await renderInTime(tree);
    }
    return {
      html,
      state: serializeServerState(serverStateOf(queryClient, scope.launch)),
      lang: launchWording(),
      title: scope.title,
      screen,
      ...(scope.redirect !== undefined && { redirect: scope.redirect }),
    };
  });
};

/**
 * The promotion landing of `promo.html?id=…` (apps/server/src/plugins/landing-pages.ts): its template asked for
 * through `fetch`, and its render, both in the request's scope (its launch context and calls).
 */
export const loadPromoLanding: LoadPromoLanding = async (url, fetch) => {
  const search = url.split('?')[1] ?? '';
  const scope: RequestScope = { launch: launchContextFromSearch(search), fetch, title: '' };
  const landing = await scopes.run(scope, () => promoLandingOf(search));
  return landing && { key: landing.key, render: () => scopes.run(scope, landing.render) };
};
