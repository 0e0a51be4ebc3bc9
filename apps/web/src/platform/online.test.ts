import { getWhatsapp, problemInit, problemSave, repaymentWay } from '@loan/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fail = vi.fn();
const loading = vi.fn();
const hide = vi.fn();
vi.mock('./toast.ts', () => ({ toast: { fail, loading, hide } }));

const { callUrl, familyRequest, interpretOnlineBody, onlineGet, onlinePost } = await import('./online.ts');
const { isZeroCode, readEnvelope } = await import('./envelope-readers.ts');
const { refreshLaunchContext } = await import('./launch-context.ts');
const { resetSessionEndedForTests } = await import('./session-ended.ts');
// The launch language below is 1 (English); its set is loaded on demand in the app.
await (await import('@/i18n/wording.ts')).loadWordingSet('en');

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  sessionStorage.clear();
  refreshLaunchContext('?userId=1001&sessionId=demo-1001&language=1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fail.mockClear();
  loading.mockClear();
  hide.mockClear();
});

describe('readEnvelope', () => {
  it('reads code, message and data', () => {
    expect(readEnvelope({ code: 0, message: 'ok', data: 1 })).toEqual({ code: 0, message: 'ok', data: 1 });
  });

  it('falls back to other key names', () => {
    expect(readEnvelope({ errcode: '7', errmsg: 'bad', result: [1] })).toEqual({
      code: '7',
      message: 'bad',
      data: [1],
    });
    expect(readEnvelope({ status: 0, msg: 'fine' })).toMatchObject({ code: 0, message: 'fine' });
  });

  it('gives an empty envelope for a body that is not an object', () => {
    expect(readEnvelope('oops')).toEqual({ code: undefined, message: '', data: undefined });
  });
});

describe('isZeroCode', () => {
  it('accepts codes that parse to 0 only', () => {
    expect(isZeroCode(0)).toBe(true);
    expect(isZeroCode('0')).toBe(true);
    expect(isZeroCode('00')).toBe(true);
    expect(isZeroCode(1003)).toBe(false);
    expect(isZeroCode('')).toBe(false);
    expect(isZeroCode(undefined)).toBe(false);
    expect(isZeroCode('abc')).toBe(false);
  });
});

describe('interpretOnlineBody', () => {
  const contacts = { phone: '5215512345678', va: '8001234567', email: 'help@example.com' };

  it('answers the data parsed with the call schema on code 0', () => {
    expect(interpretOnlineBody(getWhatsapp, { code: 0, success: true, message: '', data: contacts })).toEqual({
      ok: true,
      data: contacts,
      message: '',
    });
  });

  it('answers the server message on a non-zero code', () => {
    expect(interpretOnlineBody(getWhatsapp, { code: 1003, success: false, message: 'Not found' })).toEqual({
      ok: false,
      code: '1003',
      message: 'Not found',
    });
  });

  it('counts data that does not match the contract as a failure and reports where, never the values', async () => {
    const fetchMock = stubFetch({ code: 0, message: '', data: {} });
    expect(interpretOnlineBody(getWhatsapp, { code: 0, data: { phone: 5512345678 } })).toMatchObject({
      ok: false,
      code: 'schema',
    });
    expect(console.error).toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/online/client-errors');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      kind: 'contract',
      message: 'get-whatsapp: phone invalid_type; va invalid_type; email invalid_type',
    });
    expect(String(init?.body)).not.toContain('5512345678');
  });
});

describe('onlineGet', () => {
  it('calls /online{path} with the common params and the request params', async () => {
    const fetchMock = stubFetch({ code: 0, data: { phone: '1', va: '2', email: 'e@x.io' } });
    const result = await onlineGet(getWhatsapp, { overall: 30 });
    expect(result.ok).toBe(true);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/online/user-problem/get-whatsapp');
    expect(url.searchParams.get('userId')).toBe('1001');
    expect(url.searchParams.get('sessionId')).toBe('demo-1001');
    expect(url.searchParams.get('overall')).toBe('30');
  });

  it('sends a request value instead of the common parameter of the same name, never both', async () => {
    refreshLaunchContext('?userId=1001&sessionId=demo-1001&orderId=5004');
    const fetchMock = stubFetch({ code: 0, data: {} });
    await onlineGet(problemInit, { orderId: 5006 });
    await onlineGet(problemInit, { orderId: '' });
    const sent = fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://localhost').searchParams);
    expect(sent[0]?.getAll('orderId')).toEqual(['5006']);
    expect(sent[1]?.getAll('orderId')).toEqual([]);
  });

  it('toasts the server message of a failure and resolves', async () => {
    stubFetch({ code: 1005, success: false, message: 'Already rated' }, 409);
    await expect(onlineGet(getWhatsapp, {})).resolves.toEqual({ ok: false, code: '1005', message: 'Already rated' });
    expect(fail).toHaveBeenCalledWith('Already rated');
  });

  it('says an ended session once, in its own words, and asks the app to sign in once, whatever the call', async () => {
    resetSessionEndedForTests();
    window.__bridgeLog = [];
    stubFetch({ code: 1002, success: false, message: 'Session unknown' }, 401);
    await expect(
      onlinePost(problemSave, { problemType: 2, problemDetail: 'Hola', orderNo: 'A1' }, { silent: true }),
    ).resolves.toMatchObject({ ok: false, code: '1002' });
    expect(fail).toHaveBeenCalledTimes(1);
    expect(fail).toHaveBeenCalledWith('Your session has ended. Sign in again in the app; what you typed stays here.');
    await familyRequest(repaymentWay, { orderId: '5004' });
    // A screen's own load says it in its failed state: no toast, and the app was asked already.
    await onlineGet(getWhatsapp, {}, { silent: true, screenLoad: true });
    expect(fail).toHaveBeenCalledTimes(2);
    expect(window.__bridgeLog.filter((entry) => entry.name === 'offToLogin')).toHaveLength(1);
  });

  it('toasts the error wording on a network failure and never rejects', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(onlineGet(getWhatsapp, {}, { loading: true })).resolves.toMatchObject({ ok: false, code: 'network' });
    expect(loading).toHaveBeenCalledWith('Loading...');
    expect(hide).toHaveBeenCalled();
    expect(fail).toHaveBeenCalledWith('Network error. Please try again.');
  });
});

describe('onlinePost', () => {
  it('sends the payload form-encoded with the common params in the query', async () => {
    const fetchMock = stubFetch({ code: 0, data: { problemId: 9 } });
    const result = await onlinePost(problemSave, { problemType: 2, problemDetail: 'Hola', orderNo: 'A1' });
    expect(result).toEqual({ ok: true, data: { problemId: 9 }, message: '' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/online/user-problem/problem-save?');
    expect(String(url)).toContain('userId=1001');
    // The parsed request is sent: defaults filled in, in the contract's field order.
    expect(init?.body).toBe('problemType=2&problemDetail=Hola&problemImage=&orderNo=A1');
  });

  it('does not send a request that breaks the contract, and says so', async () => {
    const fetchMock = stubFetch({ code: 0, data: { problemId: 9 } });
    const result = await onlinePost(problemSave, { problemType: 2, problemDetail: '   ', orderNo: 'A1' });
    expect(result).toEqual({ ok: false, code: 'request', message: '' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fail).toHaveBeenCalled();
  });
});

describe('callUrl', () => {
  it('sends a param that is both common and requested once, with the requested value', () => {
    refreshLaunchContext('?userId=1001&sessionId=demo-1001&language=1&productId=1&orderId=5004');
    const url = new URL(callUrl(repaymentWay, { orderId: 5005 }), 'http://localhost');
    expect(url.searchParams.getAll('orderId')).toEqual(['5005']);
    expect(url.searchParams.getAll('productId')).toEqual(['1']);
    expect(url.searchParams.get('sessionId')).toBe('demo-1001');
  });
});

describe('familyRequest', () => {
  it('uses the old repayment base and its 00 success code without toasting', async () => {
    stubFetch({ code: '00', message: '', data: { alipay: 0, repayToken: 't', repayAmount: 100, bankCards: [] } });
    const result = await familyRequest(repaymentWay, { orderId: 5004 });
    expect(result.ok).toBe(true);
    expect(callUrl(repaymentWay)).toContain('/api/v1/lend/lend-api/service/loan/repayment-way');
    expect(fail).not.toHaveBeenCalled();
  });

  it('reports other codes as failures with their message', async () => {
    stubFetch({ code: '800006', message: 'bad code' });
    await expect(familyRequest(repaymentWay, { orderId: 5004 })).resolves.toEqual({
      ok: false,
      code: '800006',
      message: 'bad code',
      data: undefined,
    });
  });
});
