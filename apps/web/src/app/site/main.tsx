import 'antd-mobile/es/global';
import '../app.css';
import { NOT_FOUND_PAGE, SITE_PAGES } from '@/config/site-pages.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { siteLaunchLanguage } from '@/platform/market.ts';
import { mountOrHydrate } from '../hydrate.tsx';
import { createQueryClient } from '../providers.tsx';
import { loadSitePage, SiteRoot } from './site-root.tsx';

/**
 * Entry of the public marketing site (site.html). Each page is a full page load of its own URL — the server answers
 * `/`, `/About`… with that page's HTML, built with its content in it (scripts/prerender.ts) — and this script only
 * brings its interactive parts to life (the menu, the banner, the contact form) by hydrating that HTML.
 */

// The site speaks for one market, decided by its `language`: 2 is Mexico (Spanish, pesos), anything else India
// (English, rupees). Normalised here so the wording, the figures and the server's answers all follow the same market,
// and the page hydrates in the language the server chose its HTML by.
const search = new URLSearchParams(window.location.search);
search.set('language', siteLaunchLanguage(search.get('language')));
refreshLaunchContext(`?${search.toString()}`);

// The server answers unknown addresses with the not-found page (404); a path is matched exactly, as the server does.
const page = SITE_PAGES.find((p) => p.path === window.location.pathname) ?? NOT_FOUND_PAGE;

const container = document.getElementById('root');
if (!container) throw new Error('site.html has no #root element');

const client = createQueryClient();
loadSitePage(page.key, client)
  .then(({ default: Content }) => mountOrHydrate(container, <SiteRoot page={page} Content={Content} client={client} />))
  .catch((error: unknown) => console.error('[site] could not load the page', error));
