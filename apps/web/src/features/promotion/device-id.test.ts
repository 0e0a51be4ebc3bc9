import { afterEach, describe, expect, it } from 'vitest';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { promoDeviceId } from './device-id.ts';

describe('promoDeviceId', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test cookie
    document.cookie = 'promo_device_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    sessionStorage.clear();
  });

  it('keeps one random identifier per browser', () => {
    refreshLaunchContext('');
    const first = promoDeviceId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(promoDeviceId()).toBe(first);
  });

  it("prefers the app's device id", () => {
    refreshLaunchContext('?deviceId=app-device-7');
    expect(promoDeviceId()).toBe('app-device-7');
  });
});
