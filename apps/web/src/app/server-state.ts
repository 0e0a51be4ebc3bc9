import {
  HEADER_SOURCE_FIELDS,
  isJsonObject,
  LAUNCH_FIELDS,
  type LaunchContext,
  readScriptBlockJson,
  scriptBlockJson,
} from '@loan/contract';
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { CallFailedError } from '@/platform/call-failed.ts';
import { markServedWithPage } from './served-with-page.ts';

/**
 * What the server's render of a screen hands the browser: the launch context it rendered for and the answers its
 * calls got, so the browser's first render is the server's (hydration) without calling again. It travels in a
 * `<script type="application/json">` block, which the page's CSP does not treat as script.
 */
export interface ServerState {
  launch: LaunchContext;
  queries: DehydratedState;
}

export { SERVER_STATE_ELEMENT_ID } from '@loan/contract';

/** A refusal as it travels: the code and the server's words, which is all the failed state shows. */
interface SentRefusal {
  code: string;
  serverMessage: string;
}

/**
 * The answers worth sending: the calls that succeeded and the server's refusals (a session that is over, an order
 * that is not found), which the screen shows in its failed state. A call still pending, or one that failed without
 * an answer, is left to the browser.
 */
export function serverStateOf(client: QueryClient, launch: LaunchContext): ServerState {
  const queries = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && query.state.error instanceof CallFailedError),
  });
  for (const query of queries.queries) {
    const error = query.state.error;
    if (error instanceof CallFailedError) {
      const sent: SentRefusal = { code: error.code, serverMessage: error.serverMessage };
      query.state = { ...query.state, error: sent as unknown as Error };
    }
  }
  return { launch, queries };
}

export const serializeServerState = (state: ServerState): string => scriptBlockJson(state);

/**
 * The state block's content, when it has the shape the server writes. Checked by hand rather than with zod: this
 * runs before the first render, and zod would otherwise be in every screen's first download.
 */
export function parseServerState(text: string | null | undefined): ServerState | undefined {
  const value = readScriptBlockJson(text);
  if (!value || !isJsonObject(value.launch) || !isJsonObject(value.queries)) return undefined;
  if (!Array.isArray(value.queries.queries)) return undefined;
  return value as unknown as ServerState;
}

/**
 * Whether the browser's launch context is the one the server rendered for. It differs when the page was reloaded
 * from an in-app link (`/repay?orderId=…`): the tab remembers who the borrower is, the URL the server saw did not
 * say it. The browser then renders the screen itself instead of hydrating a render made for someone unknown.
 */
export function renderedForThisLaunch(server: LaunchContext, browser: LaunchContext): boolean {
  return [...LAUNCH_FIELDS, ...HEADER_SOURCE_FIELDS].every((field) => server[field] === browser[field]);
}

function revivedError(error: unknown): unknown {
  if (!isJsonObject(error)) return error;
  return new CallFailedError(String(error.code ?? ''), String(error.serverMessage ?? ''));
}

/**
 * Puts the server's answers into the browser's cache, refusals back as the error screens expect. A refused call is
 * not made again as its screen mounts (the server rendered its failed state, which hydration must find); the
 * screen's Retry still asks again.
 */
export function restoreServerState(client: QueryClient, state: ServerState): void {
  for (const query of state.queries.queries) {
    if (query.state.status === 'error') client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    markServedWithPage(query.queryHash);
  }
  hydrate(client, {
    ...state.queries,
    queries: state.queries.queries.map((query) =>
      query.state.status === 'error'
        ? { ...query, state: { ...query.state, error: revivedError(query.state.error) as Error } }
        : query,
    ),
  });
}
