/** In-app browsers of chat apps, which often block downloads and deep links. */
export type ChatApp = 'wechat' | 'whatsapp' | 'telegram' | 'facebook' | 'instagram' | 'line';

const CHAT_APP_MARKERS: readonly [ChatApp, RegExp][] = [
  ['wechat', /MicroMessenger/i],
  ['whatsapp', /WhatsApp/i],
  // Telegram's Android in-app browser names itself (`Telegram-Android/11.2.3`).
  ['telegram', /Telegram/i],
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
