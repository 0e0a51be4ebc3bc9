import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import type { SitePage } from '@/config/site-pages.ts';
import { SiteLayout } from '@/features/site/components/site-layout.tsx';
import { loadWordingSet } from '@/i18n/wording.ts';
import { launchMarket } from '@/platform/market.ts';
import { Providers } from '../providers.tsx';

export type SitePageKey = SitePage['key'] | 'notFound';

/** A page's module: its content, and what its first render reads that loads on demand (the legal texts' chunks). */
export interface SitePageModule {
  default: ComponentType;
  prefetch?: (client: QueryClient) => Promise<unknown>;
}

/** Each page's content is its own chunk: a visitor downloads the page they opened, not the whole site. */
export const PAGE_MODULES: Record<SitePageKey, () => Promise<SitePageModule>> = {
  home: () => import('./pages/home.tsx'),
  about: () => import('./pages/about.tsx'),
  userEvaluate: () => import('./pages/user-evaluate.tsx'),
  policy: () => import('./pages/policy.tsx'),
  loanTerms: () => import('./pages/loan-terms.tsx'),
  contact: () => import('./pages/contact.tsx'),
  notFound: () => import('./pages/not-found.tsx'),
};

/**
 * A page's module with everything its first render reads already loaded (the launch market's wording set, the page's
 * own data in `client`), so the build renders the page complete and the browser hydrates exactly that: a render that
 * still waited for a chunk would show a loading state where the built HTML has the text.
 */
export async function loadSitePage(key: SitePageKey, client: QueryClient): Promise<SitePageModule> {
  const [module] = await Promise.all([PAGE_MODULES[key](), loadWordingSet(launchMarket().wordingSet)]);
  await module.prefetch?.(client);
  return module;
}

/**
 * One marketing page, as the build renders it into its HTML (app/prerender.tsx) and as the browser hydrates it
 * (main.tsx): the same tree on both sides, so hydration finds nothing to change.
 */
export function SiteRoot({
  page,
  Content,
  client,
}: {
  page: Parameters<typeof SiteLayout>[0]['page'];
  Content: ComponentType;
  client: QueryClient;
}) {
  return (
    <StrictMode>
      <Providers client={client}>
        <SiteLayout page={page}>
          <Content />
        </SiteLayout>
      </Providers>
    </StrictMode>
  );
}
