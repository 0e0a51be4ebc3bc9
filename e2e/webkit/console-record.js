// Records what the borrower's console would show. shell.py injects it into every page before the page's own
// scripts; in the old-iOS lane (no such shell) it is run as soon as a page has loaded.
(() => {
  // What the borrower's console would show: errors (a `[hydration]` report is one) and uncaught failures. Kept in
  // sessionStorage so a full page load in the middle of a journey does not lose them.
  const ERRORS = '__webkitConsoleErrors';
  // A request the page's own unload cancels is no failure a borrower sees.
  let leaving = false;
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
  const record = (text) => {
    if (leaving) return;
    const errors = JSON.parse(sessionStorage.getItem(ERRORS) || '[]');
    errors.push(`${location.pathname}: ${text}`);
    sessionStorage.setItem(ERRORS, JSON.stringify(errors));
  };
  const describe = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  const error = console.error.bind(console);
  console.error = (...args) => {
    record(args.map(describe).join(' '));
    error(...args);
  };
  window.addEventListener('error', (event) => record(`uncaught ${describe(event.error ?? event.message)}`));
  window.addEventListener('unhandledrejection', (event) => record(`unhandled rejection ${describe(event.reason)}`));
})();
