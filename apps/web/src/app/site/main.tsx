import 'antd-mobile/es/global';
import '../app.css';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { SITE_PAGES, type SitePage } from '@/config/site-pages.ts';
import { SiteLayout } from '@/features/site/components/site-layout.tsx';
import { loadWordingSet } from '@/i18n/wording.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { launchMarket } from '@/platform/market.ts';
import { Providers } from '../providers.tsx';

/**
 * Entry of the public marketing site (site.html). Each page is a full page load of its own URL — the server answers
 * `/`, `/About`… with that page's HTML (title and description built in) — and its content is its own chunk.
 */
const PAGE_MODULES: Record<SitePage['key'], () => Promise<{ default: ComponentType }>> = {
  home: () => import('./pages/home.tsx'),
  about: () => import('./pages/about.tsx'),
  userEvaluate: () => import('./pages/user-evaluate.tsx'),
  policy: () => import('./pages/policy.tsx'),
  loanTerms: () => import('./pages/loan-terms.tsx'),
  contact: () => import('./pages/contact.tsx'),
};

// The site is written in English (its navigation, the rupee loan terms); a `language` in the URL still wins for the
// shared wording (toasts, loading and failure states).
const search = new URLSearchParams(window.location.search);
if (!search.has('language')) search.set('language', '1');
refreshLaunchContext(`?${search.toString()}`);

const page = SITE_PAGES.find((p) => p.path === window.location.pathname) ?? (SITE_PAGES[0] as SitePage);
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
