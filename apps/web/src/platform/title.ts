/** Sets the page title, which the native webview shows in its navigation bar. */
export function setDocumentTitle(title: string): void {
  if (typeof document === 'undefined') return;
  document.title = title;
}
