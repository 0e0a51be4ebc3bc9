import { CLIENT_ERRORS_PER_PAGE, clientErrorReport } from '@loan/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  window.history.replaceState(null, '', '/');
});

/** A fresh module (its per-page allowance starts full) and the requests it sends. */
async function reporter() {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response('{"code":0,"message":"","data":{}}');
    }),
  );
  const module = await import('./error-report.ts');
  return { ...module, sent };
}

describe('reportClientError', () => {
  it('sends kind, scrubbed message, path pattern and version, without cookies or launch headers', async () => {
    window.history.replaceState(null, '', '/loanDetail/5004?userId=1001&sessionId=demo-1001&crp_phe=5512345678');
    const { reportClientError, sent } = await reporter();
    reportClientError('render', new TypeError('cannot read amount of /online/x?sessionId=demo-1001 for 5512345678'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [{ url, init }] = sent as [{ url: string; init: RequestInit }];
    expect(url).toBe(`/online${clientErrorReport.path}`);
    expect(init.credentials).toBe('omit');
    const headers = init.headers as Record<string, string>;
    for (const name of ['crp_phe', 'dearest', 'swift', 'eyes']) expect(headers[name]).toBeUndefined();
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({
      kind: 'render',
      message: 'TypeError: cannot read amount of /online/x?… for #',
      route: '/loanDetail/:n',
      appVersion: 'dev',
    });
    expect(JSON.stringify(init)).not.toMatch(/1001|5512345678|demo-/);
  });

  it('names the request the server rendered the page for, when the page carries one', async () => {
    const meta = document.createElement('meta');
    meta.name = 'request-id';
    meta.content = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    document.head.append(meta);
    try {
      const { reportClientError, sent } = await reporter();
      reportClientError('render', new Error('broken'));
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(JSON.parse(String(sent[0]?.init.body)).pageRequestId).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
      // A page without one reports without one.
      meta.remove();
      reportClientError('render', new Error('broken again'));
      await vi.waitFor(() => expect(sent).toHaveLength(2));
      expect(JSON.parse(String(sent[1]?.init.body)).pageRequestId).toBeUndefined();
    } finally {
      meta.remove();
    }
  });

  it(`sends at most ${CLIENT_ERRORS_PER_PAGE} reports per page load and never throws when sending fails`, async () => {
    const { reportClientError, sent } = await reporter();
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      throw new TypeError('offline');
    });
    for (let i = 0; i < CLIENT_ERRORS_PER_PAGE + 3; i++) reportClientError('rejection', `failure ${i}`);
    await vi.waitFor(() => expect(sent).toHaveLength(CLIENT_ERRORS_PER_PAGE));
  });

  it('reports a promise rejection nothing handled', async () => {
    const { reportUnhandledRejections, sent } = await reporter();
    reportUnhandledRejections();
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = new Error('lost');
    window.dispatchEvent(event);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(String(sent[0]?.init.body))).toMatchObject({ kind: 'rejection', message: 'Error: lost' });
  });
});
