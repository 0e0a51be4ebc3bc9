import { FAILURE_CODE } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { CallFailedError, dataOrThrow, failureKindOf, failureKindOfCode, serverMessageOf } from './call-failed.ts';
import { CLIENT_FAILURE } from './call-request.ts';
import { HttpTimeoutError } from './http.ts';

describe('failureKindOfCode', () => {
  it('tells an ended session, a missing thing, a refusal and no answer apart', () => {
    expect(failureKindOfCode(String(FAILURE_CODE.sessionUnknown))).toBe('sessionExpired');
    expect(failureKindOfCode(String(FAILURE_CODE.notFound))).toBe('notFound');
    expect(failureKindOfCode(String(FAILURE_CODE.conflict))).toBe('refused');
    expect(failureKindOfCode(String(FAILURE_CODE.unavailable))).toBe('refused');
    expect(failureKindOfCode(CLIENT_FAILURE.schema)).toBe('refused');
    expect(failureKindOfCode(CLIENT_FAILURE.network)).toBe('network');
    // The string-coded families answer their own codes; anything but the session and not-found ones is a refusal.
    expect(failureKindOfCode('99')).toBe('refused');
  });
});

describe('dataOrThrow', () => {
  it('answers the data of a success', () => {
    expect(dataOrThrow({ ok: true, data: { a: 1 }, message: 'ok' })).toEqual({ a: 1 });
    expect(dataOrThrow({ ok: true, code: '00', message: 'ok', data: [1] })).toEqual([1]);
  });

  it('throws the one failed-call error with its kind and the server message', () => {
    const call = () => dataOrThrow({ ok: false, code: String(FAILURE_CODE.sessionUnknown), message: 'Sesión vencida' });
    expect(call).toThrow(CallFailedError);
    try {
      call();
    } catch (error) {
      expect(failureKindOf(error)).toBe('sessionExpired');
      expect(serverMessageOf(error)).toBe('Sesión vencida');
      expect((error as CallFailedError).code).toBe('1002');
    }
  });

  it('throws for a failed family result too', () => {
    expect(() => dataOrThrow({ ok: false, code: CLIENT_FAILURE.network, message: '', data: undefined })).toThrow(
      'call failed with code network',
    );
  });
});

describe('failureKindOf', () => {
  it('counts a time-out and a failed download as no answer, anything else as a refusal', () => {
    expect(failureKindOf(new HttpTimeoutError('/x', 60_000))).toBe('network');
    expect(failureKindOf(new TypeError('Failed to fetch dynamically imported module'))).toBe('network');
    expect(failureKindOf(new Error('boom'))).toBe('refused');
    expect(serverMessageOf(new Error('boom'))).toBe('');
  });
});
