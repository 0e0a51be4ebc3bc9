import { useBrowserValue } from '@/platform/use-browser-value.ts';
import { isChatAppBrowser } from '@/platform/user-agent.ts';
import { usePromoWording } from '../use-promo-wording.ts';

const readChatApp = () => isChatAppBrowser();
const neverChanges = () => () => undefined;

/**
 * Chat apps' in-app browsers (WhatsApp, Telegram, WeChat…) block downloads and app links: on the landing and on the
 * download page the visitor is first told to open the page in the system browser.
 */
export function ChatAppNotice() {
  const { t } = usePromoWording();
  // The browser's own, read after the first render: the server's render, which hydration must find, knows no browser.
  const inChatApp = useBrowserValue(neverChanges, readChatApp, false);
  if (!inChatApp) return null;
  return (
    <section className="promo-chat-notice" role="alert" aria-labelledby="promo-chat-title">
      <span className="promo-chat-notice__arrow" aria-hidden="true">
        ↗
      </span>
      <h2 id="promo-chat-title">{t('promo.chatBrowserTitle')}</h2>
      <p>{t('promo.chatBrowserText')}</p>
    </section>
  );
}
