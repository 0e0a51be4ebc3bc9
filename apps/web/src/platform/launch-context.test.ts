import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  commonParams,
  getLaunchContext,
  launchContextFromSearch,
  mergeLaunchContext,
  refreshLaunchContext,
  sanitizeStoredContext,
  subscribeLaunchContext,
} from './launch-context.ts';

beforeEach(() => {
  sessionStorage.clear();
});

describe('launchContextFromSearch', () => {
  it('reads launch fields and header sources and ignores other parameters', () => {
    expect(launchContextFromSearch('?userId=1001&sessionId=demo-1001&crp_phe=x&amount=5')).toEqual({
      userId: '1001',
      sessionId: 'demo-1001',
      crp_phe: 'x',
    });
  });

  it('skips empty values', () => {
    expect(launchContextFromSearch('?userId=')).toEqual({});
  });
});

describe('sanitizeStoredContext', () => {
  it('keeps known string fields and drops anything else', () => {
    expect(sanitizeStoredContext({ userId: '1001', orderId: 5, other: 'x', language: '' })).toEqual({ userId: '1001' });
    expect(sanitizeStoredContext('garbage')).toEqual({});
  });
});

describe('mergeLaunchContext', () => {
  it('lets a new URL value replace the stored one and keeps the rest', () => {
    expect(mergeLaunchContext({ userId: '1', orderId: '5' }, { orderId: '6' })).toEqual({ userId: '1', orderId: '6' });
  });

  it("starts afresh for another borrower, keeping nothing of the previous one's", () => {
    const stored = { userId: '1001', sessionId: 'demo-1001', orderId: '5004', language: '1' };
    expect(mergeLaunchContext(stored, { userId: '1002', sessionId: 'demo-1002' })).toEqual({
      userId: '1002',
      sessionId: 'demo-1002',
    });
    expect(mergeLaunchContext(stored, { sessionId: 'renewed' })).toEqual({ sessionId: 'renewed' });
  });
});

describe('refreshLaunchContext', () => {
  it('keeps the stored context when a later URL has none', () => {
    refreshLaunchContext('?userId=1001&sessionId=demo-1001&language=1');
    expect(refreshLaunchContext('?amount=100')).toMatchObject({ userId: '1001', sessionId: 'demo-1001' });
    expect(getLaunchContext().language).toBe('1');
  });

  it('replaces stored values with new ones from the URL', () => {
    refreshLaunchContext('?userId=1001');
    expect(refreshLaunchContext('?userId=1002').userId).toBe('1002');
  });

  it('tells subscribers when the context changed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLaunchContext(listener);
    refreshLaunchContext('?orderId=77');
    unsubscribe();
    refreshLaunchContext('?orderId=78');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('commonParams', () => {
  it('carries only the launch fields, not the header sources', () => {
    expect(commonParams({ userId: '1001', language: '2', dearest: 'h' })).toEqual({ userId: '1001', language: '2' });
  });
});
