import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { loadWordingSet } from '@/i18n/wording.ts';
import { CallFailedError } from '@/platform/call-failed.ts';
import { launchContextFromSearch } from '@/platform/launch-context.ts';
import { launchMarket } from '@/platform/market.ts';
import { type RequestScope, readRequestScopeFrom } from '@/platform/request-scope.ts';
import { AppFrame, AppScreens } from './app.tsx';
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

export interface RenderedScreen {
  /** The markup of `#root`. */
  html: string;
  /** The `ServerState` block's JSON, safe inside `<script type="application/json">`. */
  state: string;
  /** `<html lang>`: the launch market's wording set. */
  lang: string;
  /** The screen's title, as its header shows it. */
  title: string;
  /** The screen module's name under src/app/routes, whose stylesheets the page links. */
  screen: string;
  /** Set when the screen sent the borrower elsewhere: the page answers a redirect there instead. */
  redirect?: string;
}

/**
 * The tree's HTML once everything in it has rendered (lazy parts included). An error inside a Suspense boundary
 * leaves that part to the browser (React sends its fallback); it is reported, as it is a defect of the screen.
 */
function renderToHtml(tree: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    let html = '';
    const errors: unknown[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve({ html, errors }));
    const timer = setTimeout(() => stream.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS);
    const stream = renderToPipeableStream(tree, {
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        errors.push(error);
      },
    });
  });
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
 * Renders the in-app screen at `url` (path and launch query) for one request. `fetch` sends the screen's calls to
 * this same server, carrying what the borrower's browser would. Renders until every call the screen makes has its
 * answer; a call that got no answer (rather than a refusal) is left for the browser to make.
 */
export async function renderAppScreen(
  url: string,
  fetch: RequestScope['fetch'],
  onError: (error: unknown) => void = (error) => console.error('[server render]', error),
): Promise<RenderedScreen> {
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
    let rendered = await renderToHtml(tree);
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
      rendered = await renderToHtml(tree);
    }
    // Only the last render's errors: an earlier one may have failed for want of data it now has.
    for (const error of rendered.errors) onError(error);
    return {
      html: rendered.html,
      state: serializeServerState(serverStateOf(queryClient, scope.launch)),
      lang: launchMarket().wordingSet,
      title: scope.title,
      screen,
      ...(scope.redirect !== undefined && { redirect: scope.redirect }),
    };
  });
}
