import { describe, expect, it } from 'vitest';
import { chatAppFromUserAgent, isChatAppBrowser } from './user-agent.ts';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('chat app detection', () => {
  it('recognises the in-app browsers of chat apps', () => {
    expect(chatAppFromUserAgent(`${SAFARI} MicroMessenger/8.0.40`)).toBe('wechat');
    expect(chatAppFromUserAgent(`${SAFARI} [FBAN/FBIOS;FBAV/400.0]`)).toBe('facebook');
    expect(chatAppFromUserAgent(`${SAFARI} Instagram 300.0`)).toBe('instagram');
    expect(chatAppFromUserAgent(`${SAFARI} Line/13.1.0`)).toBe('line');
    expect(chatAppFromUserAgent(`${SAFARI} WhatsApp/2.23`)).toBe('whatsapp');
  });

  it('does not flag a plain browser', () => {
    expect(isChatAppBrowser(SAFARI)).toBe(false);
  });
});
