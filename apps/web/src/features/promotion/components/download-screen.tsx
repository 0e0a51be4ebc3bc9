import { useEffect } from 'react';
import { siteConfig } from '@/config/site.ts';
import { setDocumentTitle } from '@/platform/title.ts';
import { cameRegistered, landingParams } from '../rules.ts';
import { useLandingTemplate } from '../use-landing-template.ts';
import { usePromoWording } from '../use-promo-wording.ts';
import { ChatAppNotice } from './chat-app-notice.tsx';
import { PromoLoading } from './promo-states.tsx';

/**
 * `#/downloadTemplate`: where a registered visitor gets the app (spec §2, §4). Chat apps' in-app browsers block
 * downloads and app links, so there the page first tells the visitor to open it in the system browser.
 */
export function DownloadScreen({ query }: { query: URLSearchParams }) {
  const { t } = usePromoWording();
  // The landing's template (kept from the registration page) decides the language; without one, the spec's original.
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
        <div className="promo-download__icon" aria-hidden="true">
          {siteConfig.brandName.slice(0, 1)}
        </div>
        <h1 className="promo__title">{t('promo.downloadTitle')}</h1>
        {!registered && <p className="promo__subtitle">{t('promo.downloadIntro')}</p>}
        <ul className="promo-stores">
          <li>
            <a className="promo-store" href={app.appStoreUrl} rel="noopener">
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.8-1.1-2.8-4.2zM14 5.4c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z"
                />
              </svg>
              {t('promo.storeApple')}
            </a>
          </li>
          <li>
            <a className="promo-store" href={app.playStoreUrl} rel="noopener">
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path fill="#34a853" d="M3.6 2.2 13.5 12l-9.9 9.8c-.4-.2-.6-.6-.6-1.1V3.3c0-.5.2-.9.6-1.1z" />
                <path fill="#fbbc04" d="m16.8 8.7-3.3 3.3 3.3 3.3 3.7-2.1c1-.6 1-1.9 0-2.4z" />
                <path fill="#4285f4" d="M3.6 2.2c.3-.2.8-.2 1.2 0l12 6.5-3.3 3.3z" />
                <path fill="#ea4335" d="m13.5 12 3.3 3.3-12 6.5c-.4.2-.9.2-1.2 0z" />
              </svg>
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
