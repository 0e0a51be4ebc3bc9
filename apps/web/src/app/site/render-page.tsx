import { createRoot } from 'react-dom/client';
import type { SiteLayoutProps } from '@/features/site/components/site-layout.tsx';
import { createQueryClient } from '../providers.tsx';
import { loadSitePage, type SitePageKey, SiteRoot } from './site-root.tsx';

/** A whole marketing page rendered in the browser, where no build rendered it (the development server). */
export async function renderPage(container: HTMLElement, page: SiteLayoutProps['page'] & { key: SitePageKey }) {
  const client = createQueryClient();
  const { default: Content } = await loadSitePage(page.key, client);
  createRoot(container).render(<SiteRoot page={page} Content={Content} client={client} />);
}
