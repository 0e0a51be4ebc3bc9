import {
  CLIENT_ERRORS_PER_PAGE,
  type ClientErrorKind,
  clientErrorReport,
  ONLINE_PREFIX,
  routePattern,
  scrubClientText,
} from '@loan/contract';
import { env } from '@/config/env.ts';
import { postJsonAnonymously } from './http.ts';

/**
 * Tells the server about an error a borrower hit (server: features/client-errors): which kind, a scrubbed message,
 * the screen's path pattern, the deploy and the page's request id (its server log lines carry it). Never the URL's query, the session or the phone; at most
 * CLIENT_ERRORS_PER_PAGE per page load, so a render loop cannot flood anyone. Never throws.
 */
let reportsLeft = CLIENT_ERRORS_PER_PAGE;

/** The content-hashed name of the page's entry script, which names the deploy (`index-Ab12.js`; `dev` unbuilt). */
function appVersion(): string {
  const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
  const name = src.split('/').pop()?.split('?')[0] ?? '';
  return /^[\w.-]{1,80}$/.test(name) ? name : 'dev';
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'non-error value';
}

export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  if (reportsLeft <= 0) return;
  const parsed = clientErrorReport.request.safeParse({
    kind,
    message: scrubClientText(describe(error)),
    route: routePattern(window.location.pathname),
    appVersion: appVersion(),
    // The request id the server rendered this page for, when it did (the server writes only well-formed ones).
    pageRequestId: document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content || undefined,
  });
  if (!parsed.success) return;
  reportsLeft -= 1;
  postJsonAnonymously(`${env.VITE_API_BASE}${ONLINE_PREFIX}${clientErrorReport.path}`, parsed.data).catch(
    () => undefined,
  );
}

/** Promise rejections nothing handled: reported, still logged by the browser as before. */
export function reportUnhandledRejections(): void {
  window.addEventListener('unhandledrejection', (event) => reportClientError('rejection', event.reason));
}
