import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, type Phone, usePhone } from '../browser.ts';
import { type HeldScripts, heldScriptsProxy } from '../held-scripts.ts';

/**
 * A tap on the server-rendered screen before its scripts have arrived and hydrated it is held by the page's early
 * handler (apps/web/src/app/first-taps) and played once the screen is live, in WebKit as in Chromium
 * (e2e/specs/first-tap-counts.spec.ts): the scripts are held back by a proxy, the tap is a real click on the painted
 * screen, and its effect is seen exactly once after they are let through.
 */
describe('the first tap counts in WebKit', () => {
  const phone = usePhone();
  let proxy: HeldScripts;
  beforeAll(async () => {
    proxy = await heldScriptsProxy();
  });
  afterAll(async () => {
    await proxy.close();
  });

  const screenLive = (p: Phone) =>
    p.browser.execute(() => document.documentElement.dataset.screenLive === 'true') as Promise<boolean>;

  /** Opens a path through the proxy with the app's scripts held, and waits for the server's screen to be on view. */
  async function paintedNotLive(p: Phone, path: string): Promise<void> {
    proxy.hold();
    // Not `browser.url`: it waits for the page's load event, which waits for the held scripts.
    await p.browser.execute((url: string) => window.location.assign(url), `${proxy.origin}${path}`);
    await p.browser.waitUntil(
      () =>
        p.browser.execute(
          () => document.getElementById('server-state') !== null && document.readyState !== 'loading',
        ) as Promise<boolean>,
      { timeout: 15_000, timeoutMsg: `${path} was never painted` },
    );
    expect(await screenLive(p)).toBe(false);
  }

  test('/loanDetail: Repay tapped before the screen is live asks the native app for the repayment screen, once', async () => {
    const p = phone();
    await paintedNotLive(p, launch('/loanDetail', '2', { orderId: '5004' }));
    await p.tap(await p.get('button', 'Pagar'));
    // Nothing can act on it yet: the screen's scripts are still held.
    expect(await screenLive(p)).toBe(false);
    expect((await p.nativeMessages()).filter((m) => m.name === 'toP')).toEqual([]);

    proxy.release();
    await p.browser.waitUntil(() => screenLive(p), { timeout: 15_000, timeoutMsg: 'the screen never became live' });
    await p.browser.waitUntil(async () => (await p.nativeMessages()).some((m) => m.name === 'toP'), {
      timeout: 15_000,
      timeoutMsg: 'the held tap never reached the native app',
    });
    expect((await p.nativeMessages()).filter((m) => m.name === 'toP')).toEqual([
      { name: 'toP', payload: { page: 'repay', params: { orderId: '5004', productId: '1' } } },
    ]);
    await p.at(/^\/loanDetail\?/);
  });
});
