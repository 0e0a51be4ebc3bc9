import { StrictMode } from 'react';
import { NOT_FOUND_PAGE, SITE_PAGES } from '@/config/site-pages.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { renderToHtml } from '@/platform/render-to-html.ts';
import { PromoApp } from './promo/promo-app.tsx';
import { createQueryClient } from './providers.tsx';
import { loadSitePage, type SitePageKey, SiteRoot } from './site/site-root.tsx';

/**
 * What the build renders into the public pages' HTML (scripts/prerender.mjs runs this from a Vite SSR build): the
 * marketing site's pages in both of its languages and the promotion landing's shell. None holds anything personal,
 * so they are rendered once, at build time, and the browser hydrates them (site/main.tsx, promo/main.tsx).
 */

/** The site's launch `language` per wording: the value its links carry and the server picks the HTML by. */
const SITE_LANGUAGE = { en: '1', es: '2' } as const;

export interface SitePageRender {
  key: SitePageKey;
  wording: keyof typeof SITE_LANGUAGE;
  /** The page's own chunk, as named in the build manifest: its CSS and script are linked from the HTML. */
  source: string;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every page the site serves, in both languages. */
export const SITE_RENDERS: readonly SitePageRender[] = [...SITE_PAGES, NOT_FOUND_PAGE].flatMap((page) =>
  (['en', 'es'] as const).map((wording) => ({
    key: page.key,
    wording,
    source: `src/app/site/pages/${kebab(page.key)}.tsx`,
  })),
);

/** The HTML inside the site's #root for one page in one language. */
export async function renderSitePage({ key, wording }: SitePageRender): Promise<string> {
  refreshLaunchContext(`?language=${SITE_LANGUAGE[wording]}`);
  const page = SITE_PAGES.find((p) => p.key === key) ?? NOT_FOUND_PAGE;
  const client = createQueryClient();
  const { default: Content } = await loadSitePage(key, client);
  return renderToHtml(<SiteRoot page={page} Content={Content} client={client} />);
}

/** The registration screen's chunk, linked from promo.html so it downloads beside the entry. */
export const PROMO_REGISTER_SOURCE = 'src/app/promo/routes/register.tsx';

/**
 * The HTML inside the landing's #root: the registration form's shell, once its lazily loaded screen has rendered
 * (rendered to the end, so the chunk's content is in it rather than the loading fallback).
 */
export function renderPromoShell(): Promise<string> {
  refreshLaunchContext('?');
  return renderToHtml(
    <StrictMode>
      <PromoApp initialHash="" />
    </StrictMode>,
  );
}
