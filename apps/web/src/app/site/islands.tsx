import { type ReactNode, StrictMode } from 'react';
import { SiteBanner } from '@/features/site/components/banner.tsx';
import { ContactForm } from '@/features/site/components/contact-form.tsx';
import type { SiteIslandName } from '@/features/site/components/island.tsx';
import { SiteHeader, type SiteLayoutProps } from '@/features/site/components/site-layout.tsx';
import { nextTask } from '@/platform/next-task.ts';
import { mountOrHydrate } from '../hydrate.tsx';

/** What each island renders: the same component the build rendered inside it (features/site/components/island.tsx). */
const ISLANDS: Record<SiteIslandName, (page: SiteLayoutProps['page']) => ReactNode> = {
  header: (page) => <SiteHeader page={page} />,
  banner: () => <SiteBanner />,
  'contact-form': () => <ContactForm />,
};

const isIsland = (name: string | undefined): name is SiteIslandName => name !== undefined && name in ISLANDS;

/**
 * Hydrates the interactive parts of a built marketing page (the menu, the banner, the contact form), each as its own
 * root, one after the other in tasks of their own, the first after the task that evaluated the page's modules: hydrated
 * together they were one task longer than the 50 ms that holds a tap back on a slow phone. The rest of the page is
 * plain HTML that needs no script. Resolves once every island is live.
 */
export async function hydrateIslands(page: SiteLayoutProps['page']): Promise<void> {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIsland(name)) {
      console.error('[site] an island this script does not know', name);
      continue;
    }
    await nextTask();
    await mountOrHydrate(element, <StrictMode>{ISLANDS[name](page)}</StrictMode>);
  }
}
