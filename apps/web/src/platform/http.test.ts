import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  encodeForm,
  formClientHeaders,
  HttpNotJsonError,
  HttpTimeoutError,
  jsonClientHeaders,
  parseJsonText,
  sendForAnswer,
  uploadPercent,
} from './http.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(body: string, status = 200) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('jsonClientHeaders', () => {
  it('sends the AJAX marker, defaults showy to empty and leaves language out when absent', () => {
    const headers = jsonClientHeaders({ crp_phe: 'a', dearer: 'd' });
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers).toMatchObject({ crp_phe: 'a', dearer: 'd', showy: '' });
    expect('language' in headers).toBe(false);
  });

  it('sends language when the URL gave it', () => {
    expect(jsonClientHeaders({ language: '1' }).language).toBe('1');
  });
});

describe('formClientHeaders', () => {
  it('sends form content with swift and eyes, empty by default', () => {
    expect(formClientHeaders({ swift: 's' })).toMatchObject({ swift: 's', eyes: '' });
    expect(formClientHeaders({})['Content-Type']).toContain('application/x-www-form-urlencoded');
  });
});

describe('encodeForm', () => {
  it('encodes values and leaves out null and undefined', () => {
    expect(encodeForm({ a: 1, b: 'x y', c: null, d: undefined, e: false })).toBe('a=1&b=x+y&e=false');
  });
});

describe('parseJsonText', () => {
  it('rejects an empty body and HTML', () => {
    expect(parseJsonText('')).toEqual({ json: false });
    expect(parseJsonText('<html>')).toEqual({ json: false });
    expect(parseJsonText('{"code":0}')).toEqual({ json: true, value: { code: 0 } });
  });
});

describe('sendForAnswer', () => {
  it('resolves with the parsed body and its status', async () => {
    stubFetch('{"code":0,"data":{"a":1}}');
    await expect(sendForAnswer('/x', {})).resolves.toEqual({ status: 200, body: { code: 0, data: { a: 1 } } });
  });

  it('resolves with the JSON envelope of a failure status instead of throwing', async () => {
    stubFetch('{"code":1003,"success":false,"message":"Not found"}', 404);
    await expect(sendForAnswer('/x', {})).resolves.toMatchObject({ status: 404, body: { code: 1003 } });
  });

  it('throws when the answer is not JSON', async () => {
    stubFetch('<html>Bad gateway</html>', 502);
    await expect(sendForAnswer('/x', {})).rejects.toBeInstanceOf(HttpNotJsonError);
  });

  it('passes a network error through unchanged', async () => {
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw failure;
      }),
    );
    await expect(sendForAnswer('/x', {})).rejects.toBe(failure);
  });

  it('gives up after the time-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    await expect(sendForAnswer('/x', {}, 10)).rejects.toBeInstanceOf(HttpTimeoutError);
  });
});

describe('uploadPercent', () => {
  it('is a clamped whole percentage and 0 when the total is unknown', () => {
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(300, 200)).toBe(100);
    expect(uploadPercent(1, 0)).toBe(0);
  });
});
