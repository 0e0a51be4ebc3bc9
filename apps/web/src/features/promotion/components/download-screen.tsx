import { useEffect } from 'react';
import { AppleStoreIcon, GooglePlayIcon } from '@/components/store-icons.tsx';
import { siteConfig } from '@/config/site.ts';
import { setDocumentTitle } from '@/platform/title.ts';
import { cameRegistered, landingParams } from '../rules.ts';
import { useLandingTemplate } from '../use-landing-template.ts';
import { usePromoWording } from '../use-promo-wording.ts';
import { ChatAppNotice } from './chat-app-notice.tsx';
import { PromoLoading } from './promo-states.tsx';

/**
 * `#/downloadTemplate`: where a registered visitor gets the app. Chat apps' in-app browsers block
 * downloads and app links, so there the page first tells the visitor to open it in the system browser.
 */
export function DownloadScreen({ query }: { query: URLSearchParams }) {
  const { t } = usePromoWording();
  // The landing's template (kept from the registration page) decides the language; without one, the Chinese landing's.
  const landing = useLandingTemplate(landingParams(query).templateId, '').state;
  const registered = cameRegistered(query);
  const { app } = siteConfig;
  useEffect(() => setDocumentTitle(t('promo.downloadTitle')), [t]);

  if (landing.status === 'loading') return <PromoLoading />;
  return (
    <main className="promo promo--download">
      <ChatAppNotice />
      {registered && (
        <section className="promo-registered" aria-labelledby="promo-registered-title">
          <span className="promo-registered__tick" aria-hidden="true">
            ✓
          </span>
          <h2 id="promo-registered-title">{t('promo.registeredTitle')}</h2>
          <p>{t('promo.registeredText')}</p>
        </section>
      )}
      <div className="promo-download">
        {/* The app's own icon (the one its home screen shows), so the visitor knows which app to look for. */}
        <img className="promo-download__icon" src="/favicon.svg" alt={siteConfig.brandName} width={72} height={72} />
        <h1 className="promo__title">{t('promo.downloadTitle')}</h1>
        {!registered && <p className="promo__subtitle">{t('promo.downloadIntro')}</p>}
        <ul className="promo-stores">
          <li>
            <a className="promo-store" href={app.appStoreUrl} rel="noopener">
              <AppleStoreIcon size={24} />
              {t('promo.storeApple')}
            </a>
          </li>
          <li>
            <a className="promo-store" href={app.playStoreUrl} rel="noopener">
              <GooglePlayIcon size={24} />
              {t('promo.storeGoogle')}
            </a>
          </li>
        </ul>
        <a className="promo-button promo-button--link" href={app.schemeUrl}>
          {t('promo.openApp')}
        </a>
      </div>
    </main>
  );
}
