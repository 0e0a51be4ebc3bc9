import { isChatAppBrowser } from '@/platform/user-agent.ts';
import { usePromoWording } from '../use-promo-wording.ts';

/**
 * Chat apps' in-app browsers (WhatsApp, Telegram, WeChat…) block downloads and app links: on the landing and on the
 * download page the visitor is first told to open the page in the system browser.
 */
export function ChatAppNotice() {
  const { t } = usePromoWording();
  if (!isChatAppBrowser()) return null;
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
