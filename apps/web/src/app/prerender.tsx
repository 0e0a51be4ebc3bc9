import { LENDING_MARKET_IDS, LENDING_MARKETS, type LendingMarketId } from '@loan/contract';
import { StrictMode } from 'react';
import { NOT_FOUND_PAGE, SITE_PAGES, type SiteWording } from '@/config/site-pages.ts';
import { refreshLaunchContext } from '@/platform/launch-context.ts';
import { siteLaunchLanguage } from '@/platform/market.ts';
import { renderToHtml } from '@/platform/render-to-html.ts';
import { PromoApp } from './promo/promo-app.tsx';
import { createQueryClient } from './providers.tsx';
import { loadSitePage, type SitePageKey, SiteRoot } from './site/site-root.tsx';

/**
 * What the build renders into the public pages' HTML (scripts/prerender.mjs runs this from a Vite SSR build): the
 * marketing site's pages once per market and the promotion landing's shell. None holds anything personal, so they
 * are rendered once, at build time, and the browser hydrates them (site/main.tsx, promo/main.tsx); the server picks
 * the visitor's market's page (apps/server/src/plugins/web.ts).
 */

/** The HTML `vite build` wrote per page and wording (vite.config.ts): its language, title and description. */
const SHELL_OF_WORDING: Record<SiteWording, (key: SitePageKey) => string> = {
  en: (key) => `site/${key}.html`,
  es: (key) => `site/${key}.es.html`,
};

export interface SitePageRender {
  key: SitePageKey;
  market: LendingMarketId;
  /** The built shell the page is rendered into (its wording's), relative to dist. */
  shell: string;
  /** The page as the server sends it, relative to dist: `site/<key>.<market>.html`. */
  file: string;
  /** The page's own chunk, as named in the build manifest: its CSS and script are linked from the HTML. */
  source: string;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every page the site serves, in every market. */
export const SITE_RENDERS: readonly SitePageRender[] = [...SITE_PAGES, NOT_FOUND_PAGE].flatMap((page) =>
  LENDING_MARKET_IDS.map((id) => {
    const market = LENDING_MARKETS[id];
    return {
      key: page.key,
      market: id,
      shell: SHELL_OF_WORDING[market.wordingSet](page.key),
      file: `site/${page.key}.${market.settingsKey}.html`,
      source: `src/app/site/pages/${kebab(page.key)}.tsx`,
    };
  }),
);

/** The HTML inside the site's #root for one page in one market. */
export async function renderSitePage({ key, market }: SitePageRender): Promise<string> {
  refreshLaunchContext(`?language=${siteLaunchLanguage(LENDING_MARKETS[market])}`);
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
      <PromoApp initialHash="" pageSearch="" />
    </StrictMode>,
  );
}

// The build script (scripts/prerender.mjs) runs as plain Node: it reads the contract's page helpers and the early tap
// handler the pages run inline through this build.
export {
  AFTER_PAINT_MODULE,
  imagePreloadLink,
  scriptsAfterFirstPaint,
  withEarlyScript,
  withFirstInHead,
  withInlineStylesheets,
} from '@loan/contract';
export { FIRST_TAPS_SCRIPT } from './first-taps/capture.ts';
