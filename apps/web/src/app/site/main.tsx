import 'antd-mobile/es/global';
import '../app.css';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { NOT_FOUND_PAGE, SITE_PAGES, type SitePage } from '@/config/site-pages.ts';
import { SiteLayout } from '@/features/site/components/site-layout.tsx';
import { loadWordingSet } from '@/i18n/wording.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { launchMarket, siteLaunchLanguage } from '@/platform/market.ts';
import { Providers } from '../providers.tsx';

/**
 * Entry of the public marketing site (site.html). Each page is a full page load of its own URL — the server answers
 * `/`, `/About`… with that page's HTML (title and description built in) — and its content is its own chunk.
 */
const PAGE_MODULES: Record<SitePage['key'] | 'notFound', () => Promise<{ default: ComponentType }>> = {
  home: () => import('./pages/home.tsx'),
  about: () => import('./pages/about.tsx'),
  userEvaluate: () => import('./pages/user-evaluate.tsx'),
  policy: () => import('./pages/policy.tsx'),
  loanTerms: () => import('./pages/loan-terms.tsx'),
  contact: () => import('./pages/contact.tsx'),
  notFound: () => import('./pages/not-found.tsx'),
};

// The site speaks for one market, decided by its `language`: 2 is Mexico (Spanish, pesos), anything else India
// (English, rupees). Normalised here so the wording, the figures and the server's answers all follow the same market.
const search = new URLSearchParams(window.location.search);
search.set('language', siteLaunchLanguage(search.get('language')));
refreshLaunchContext(`?${search.toString()}`);

// The server answers unknown addresses with the not-found page (404); a path is matched exactly, as the server does.
const page = SITE_PAGES.find((p) => p.path === window.location.pathname) ?? NOT_FOUND_PAGE;
const Content = lazy(PAGE_MODULES[page.key]);

const container = document.getElementById('root');
if (!container) throw new Error('site.html has no #root element');
const root = createRoot(container);

loadWordingSet(launchMarket().wordingSet)
  .catch((error: unknown) => console.error('[i18n] could not load the wording set', error))
  .finally(() => {
    root.render(
      <StrictMode>
        <Providers>
          <SiteLayout page={page}>
            <Suspense fallback={<LoadingSkeleton lines={6} />}>
              <Content />
            </Suspense>
          </SiteLayout>
        </Providers>
      </StrictMode>,
    );
  });
