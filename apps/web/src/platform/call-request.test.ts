import { problemSave, repaymentWay, STAFF_ROUTES } from '@loan/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_FAILURE, callPath, readCallAnswer, sendCall } from './call-request.ts';

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sendCall', () => {
  it('posts a borrower call form-encoded, with the common query in the URL', async () => {
    const fetchMock = stubFetch({ code: 0, data: { problemId: 9 } });
    const outcome = await sendCall(problemSave, {
      values: { problemType: 2, problemDetail: 'Hola' },
      commonQuery: { userId: '1001' },
      headers: { swift: '' },
    });
    expect(outcome).toEqual({ ok: true, status: 200, code: '0', message: '', data: { problemId: 9 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/online/user-problem/problem-save?userId=1001');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('problemType=2&problemDetail=Hola');
  });

  it('posts a desk call as JSON to its path with the parameters filled in', async () => {
    const fetchMock = stubFetch({ code: 0, success: true, message: 'ok', data: {} });
    const outcome = await sendCall(STAFF_ROUTES.refunded, {
      params: { id: 7 },
      values: { note: 'paid back by transfer' },
      headers: { 'x-csrf-token': 't' },
    });
    expect(outcome.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/staff/api/surplus-refunds/7/refunded');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'x-csrf-token': 't' });
    expect(init?.body).toBe('{"note":"paid back by transfer"}');
  });

  it('sends a GET call’s values in the query, leaving out the empty ones', async () => {
    const fetchMock = stubFetch({ code: 0, success: true, message: 'ok', data: { messages: [] } });
    await sendCall(STAFF_ROUTES.contactMessages, { values: { state: 'handled', market: '' }, headers: {} });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/staff/api/contact-messages?state=handled');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('answers no answer as a failure with status 0 instead of rejecting', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(sendCall(STAFF_ROUTES.queue, { headers: {} })).resolves.toEqual({
      ok: false,
      status: 0,
      code: CLIENT_FAILURE.network,
      message: '',
    });
  });
});

describe('readCallAnswer', () => {
  it('reads the desk’s failure with its status and code', () => {
    const body = { code: 1002, success: false, message: 'Sign in first' };
    expect(readCallAnswer(STAFF_ROUTES.queue, body, 401)).toEqual({
      ok: false,
      status: 401,
      code: '1002',
      message: 'Sign in first',
    });
  });

  it('reads each family by its own success code', () => {
    const data = { alipay: 0, repayToken: 't', repayAmount: 100, bankCards: [] };
    expect(readCallAnswer(repaymentWay, { code: '00', message: '', data }, 200).ok).toBe(true);
    expect(readCallAnswer(repaymentWay, { code: 0, message: '', data }, 200)).toMatchObject({ ok: false, code: '0' });
  });

  it('counts a desk answer whose data breaks the contract as a failure', () => {
    const body = { code: 0, success: true, message: 'ok', data: { messages: 'none' } };
    expect(readCallAnswer(STAFF_ROUTES.contactMessages, body, 200)).toMatchObject({ ok: false, code: 'schema' });
  });
});

describe('callPath', () => {
  it('puts a desk call below /staff/api and a borrower call below its family’s base', () => {
    expect(callPath(STAFF_ROUTES.photo, { key: 'a b' })).toBe('/staff/api/photos/a%20b');
    expect(callPath(repaymentWay)).toBe('/api/v1/lend/lend-api/service/loan/repayment-way');
  });
});
