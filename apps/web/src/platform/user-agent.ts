/** In-app browsers of chat apps, which often block downloads and deep links (spec §9). */
export type ChatApp = 'wechat' | 'whatsapp' | 'facebook' | 'instagram' | 'line';

const CHAT_APP_MARKERS: readonly [ChatApp, RegExp][] = [
  ['wechat', /MicroMessenger/i],
  ['whatsapp', /WhatsApp/i],
  ['facebook', /FBAN|FBAV|FB_IAB/i],
  ['instagram', /Instagram/i],
  ['line', /\bLine\//i],
];

export function chatAppFromUserAgent(userAgent: string): ChatApp | undefined {
  return CHAT_APP_MARKERS.find(([, marker]) => marker.test(userAgent))?.[0];
}

export function isChatAppBrowser(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return chatAppFromUserAgent(userAgent) !== undefined;
}
