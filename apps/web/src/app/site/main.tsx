import 'antd-mobile/es/global';
import '../app.css';
import { lendingMarketOfId, SITE_DEFAULT_MARKET, SITE_MARKET_PARAM } from '@loan/contract';
import { NOT_FOUND_PAGE, SITE_PAGES } from '@/config/site-pages.ts';
import { loadWordingSet } from '@/i18n/wording.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { launchMarket, siteLaunchLanguage } from '@/platform/market.ts';
import { markScreenLive } from '@/platform/screen-live.ts';
import { keepTypedText, takeFirstTaps } from '../first-taps/replay.ts';
import { hydrateIslands } from './islands.tsx';

/**
 * Entry of the public marketing site (site.html). Each page is a full page load of its own URL: the server answers
 * `/`, `/About`… with that page's HTML, built with its whole content in it (scripts/prerender.mjs), and this script
 * only brings its interactive parts to life (the menu, the banner, the contact form).
 */

// The site speaks for the market the server chose its HTML by (the visitor's pick, else their browser's languages),
// named on the page's <html>. The development server's bare site.html names none: `?market=` or the default then.
const search = new URLSearchParams(window.location.search);
const market =
  lendingMarketOfId(document.documentElement.dataset.siteMarket) ??
  lendingMarketOfId(search.get(SITE_MARKET_PARAM)) ??
  SITE_DEFAULT_MARKET;
search.set('language', siteLaunchLanguage(market));
refreshLaunchContext(`?${search.toString()}`);

// The server answers unknown addresses with the not-found page (404); a path is matched exactly, as the server does.
const page = SITE_PAGES.find((p) => p.path === window.location.pathname) ?? NOT_FOUND_PAGE;

const container = document.getElementById('root');
if (!container) throw new Error('site.html has no #root element');

// The wording set words the contact form's toasts only: it loads beside the hydration, not before it.
loadWordingSet(launchMarket().wordingSet).catch((error: unknown) =>
  console.error('[i18n] could not load the wording set', error),
);

if (container.hasChildNodes()) {
  // Taps made on the built page before its islands were live (apps/web/src/app/first-taps) are held until every island
  // is, then played once; what was typed is read before hydration puts the built, empty values back.
  keepTypedText();
  void hydrateIslands(page).then(() => {
    takeFirstTaps()(container);
    markScreenLive();
  });
} else {
  // The development server serves the bare site.html: the page is rendered here, whole.
  void import('./render-page.tsx').then(({ renderPage }) => renderPage(container, page));
}
