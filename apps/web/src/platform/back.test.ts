import { afterEach, describe, expect, it, vi } from 'vitest';
import { canGoBackInApp, goBack } from './back.ts';
import { setBridgeHost } from './bridge.ts';

afterEach(() => {
  window.history.replaceState(null, '');
});

describe('canGoBackInApp', () => {
  it('is true only when the router stack has an earlier entry', () => {
    expect(canGoBackInApp({ idx: 2 })).toBe(true);
    expect(canGoBackInApp({ idx: 0 })).toBe(false);
    expect(canGoBackInApp(null)).toBe(false);
    expect(canGoBackInApp({ idx: '1' })).toBe(false);
  });
});

describe('goBack', () => {
  it('asks the native side to close when the page was opened directly', () => {
    const back = vi.fn();
    const restore = setBridgeHost({ back });
    window.__bridgeLog = [];
    const navigateBack = vi.fn();
    goBack(navigateBack);
    restore();
    expect(navigateBack).not.toHaveBeenCalled();
    expect(window.__bridgeLog?.[0]?.name).toBe('close');
  });

  it('navigates back in the app when there is an earlier screen', () => {
    window.history.replaceState({ idx: 1 }, '');
    const navigateBack = vi.fn();
    goBack(navigateBack);
    expect(navigateBack).toHaveBeenCalled();
  });
});
