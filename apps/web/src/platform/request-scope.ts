import type { LaunchContext } from '@loan/contract';

/**
 * What a screen reads from the page it runs in, when it runs on the server instead: the server renders many
 * borrowers' screens at once, so their launch context and their calls come from the request being rendered, not
 * from the module-level state a browser tab keeps (launch-context.ts, http.ts).
 */
export interface RequestScope {
  launch: LaunchContext;
  /** Sends a call of the screen to the server it is rendered by, as the borrower's browser would. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The screen's title, set while it renders (title.ts), for the page's `<title>`. */
  title: string;
  /** Where the screen sent the borrower on instead of rendering (components/redirect.tsx). */
  redirect?: string;
}

let currentScope: (() => RequestScope | undefined) | undefined;

/** Called once by the server's render entry: how to find the request a render runs for. */
export function readRequestScopeFrom(read: () => RequestScope | undefined): void {
  currentScope = read;
}

/** The request being rendered on the server; `undefined` in the browser. */
export function requestScope(): RequestScope | undefined {
  return currentScope?.();
}
