// The iOS app's message handlers, as the Playwright suite stands in for them: what reaches them is recorded.
// shell.py injects it into every page before the page's own scripts.
(() => {
  const RECEIVED = '__nativeReceived';
  const handler = (name) => ({
    postMessage(payload) {
      const received = JSON.parse(sessionStorage.getItem(RECEIVED) || '[]');
      received.push({ name, payload });
      sessionStorage.setItem(RECEIVED, JSON.stringify(received));
    },
  });
  Object.defineProperty(window, 'webkit', {
    configurable: true,
    value: { messageHandlers: new Proxy({}, { get: (_target, name) => handler(String(name)) }) },
  });
})();
