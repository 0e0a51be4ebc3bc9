import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callNative, inAppHrefFor, isInWebview, setBridgeHost, telHref } from './bridge.ts';

let restoreHost: () => void = () => {};
const host = { navigate: vi.fn(), back: vi.fn(), openUrl: vi.fn() };

beforeEach(() => {
  window.__bridgeLog = [];
  restoreHost = setBridgeHost(host);
});

afterEach(() => {
  restoreHost();
  delete window.webkit;
  vi.clearAllMocks();
});

describe('inAppHrefFor', () => {
  it('maps native pages with an in-app screen to their path', () => {
    expect(inAppHrefFor('aboutUs')).toBe('/aboutUs');
    expect(inAppHrefFor({ page: 'repay', params: { orderId: 5004 } })).toBe('/repay?orderId=5004');
    expect(inAppHrefFor('loanAgreement')).toBe('/contract');
  });

  it('has no in-app path for native-only pages', () => {
    expect(inAppHrefFor('citySelect')).toBeUndefined();
    expect(inAppHrefFor(42)).toBeUndefined();
  });
});

describe('telHref', () => {
  it('keeps only dialable characters', () => {
    expect(telHref('+52 (55) 1234-5678')).toBe('tel:+525512345678');
  });
});

describe('callNative in a browser', () => {
  it('is not in the webview', () => {
    expect(isInWebview()).toBe(false);
  });

  it('records every call with native false, a message without data as the empty string', () => {
    callNative('burialPoint', { productId: '1' });
    callNative('dismissRepayDialog');
    expect(window.__bridgeLog).toEqual([
      expect.objectContaining({ name: 'burialPoint', payload: { productId: '1' }, native: false }),
      expect.objectContaining({ name: 'dismissRepayDialog', payload: '', native: false }),
    ]);
  });

  it('navigates in-app for to/toP and does nothing for native-only pages', () => {
    callNative('toP', { page: 'repayDelay', params: { orderId: '5004' } });
    callNative('to', 'citySelect');
    expect(host.navigate).toHaveBeenCalledTimes(1);
    expect(host.navigate).toHaveBeenCalledWith('/repayDelay?orderId=5004');
  });

  it('leaves the web app on close and the tab messages', () => {
    callNative('close');
    callNative('toHome');
    callNative('toMine');
    expect(host.back).toHaveBeenCalledTimes(3);
  });

  it('goes back on close, dials on callPhone and opens the login failure page on offToLogin', () => {
    callNative('close');
    callNative('callPhone', '800 123');
    callNative('offToLogin');
    expect(host.back).toHaveBeenCalled();
    expect(host.openUrl).toHaveBeenCalledWith('tel:800123');
    expect(host.navigate).toHaveBeenCalledWith('/loginFailure');
  });

  it('skips the fallback when the caller does the browser part itself', () => {
    callNative('callPhone', '800', { fallback: false });
    expect(host.openUrl).not.toHaveBeenCalled();
    expect(window.__bridgeLog).toHaveLength(1);
  });
});

describe('callNative in the webview', () => {
  it('posts to the named handler and records native true', () => {
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { callPhone: { postMessage } } };
    callNative('callPhone', '800');
    expect(isInWebview()).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('800');
    window.webkit = { messageHandlers: { endBank: { postMessage } } };
    callNative('endBank');
    expect(postMessage).toHaveBeenLastCalledWith('');
    expect(host.openUrl).not.toHaveBeenCalled();
    expect(window.__bridgeLog?.[0]?.native).toBe(true);
  });

  it('swallows errors of close and endBank but not of others', () => {
    const broken = {
      postMessage: () => {
        throw new Error('gone');
      },
    };
    window.webkit = { messageHandlers: { close: broken, endBank: broken, toRate: broken } };
    expect(() => callNative('close')).not.toThrow();
    expect(() => callNative('endBank')).not.toThrow();
    expect(() => callNative('toRate')).toThrow('gone');
  });
});
