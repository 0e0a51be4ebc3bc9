import { requestScope } from './request-scope.ts';

/** Sets the page title, which the native webview shows in its navigation bar; on the server, the page's `<title>`. */
export function setDocumentTitle(title: string): void {
  if (typeof document === 'undefined') {
    const scope = requestScope();
    if (scope) scope.title = title;
    return;
  }
  document.title = title;
}
