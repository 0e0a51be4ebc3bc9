import { LENDING_MARKET_IDS } from '@loan/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { siteConfig } from '@/config/site.ts';
import { pageWords, SITE_PAGES, type SitePageWords, withBrand } from '@/config/site-pages.ts';
import { setDocumentTitle } from '@/platform/title.ts';
import { useSite } from '../use-site.ts';
import { Island } from './island.tsx';
import './site.css';

export interface SiteLayoutProps {
  /** The page shown: its key marks the current navigation link (`notFound` marks none). */
  page: { key: string; path?: string } & SitePageWords & { es: SitePageWords };
  children: ReactNode;
}

/**
 * Header with the brand, an Apply button and the top navigation (a menu button on phones, a row of links on wide
 * screens), the page, the footer; all in the site's market's words.
 */
export function SiteLayout({ page, children }: SiteLayoutProps) {
  const { text } = useSite();
  return (
    <div className="site">
      <a className="site__skip visually-hidden-until-focus" href="#site-main">
        {text.skipToContent}
      </a>
      <MarketSwitch path={page.path ?? '/'} />
      <Island name="header">
        <SiteHeader page={page} />
      </Island>
      <main id="site-main" className="site__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * The markets the site speaks for, the current one marked: plain links, so the switch works before (and without) any
 * script. The server opens the page in the picked market and remembers the pick (apps/server/src/plugins/web.ts).
 */
function MarketSwitch({ path }: { path: string }) {
  const { market, text, marketHref } = useSite();
  return (
    <nav className="site__markets" aria-label={text.marketSwitch.label}>
      <span className="site__markets-label" aria-hidden="true">
        {text.marketSwitch.label}:
      </span>
      <ul className="site__markets-list">
        {LENDING_MARKET_IDS.map((id) => (
          <li key={id}>
            <a
              className="site__markets-link"
              href={marketHref(path, id)}
              aria-current={id === market.id ? 'true' : undefined}
            >
              {text.marketSwitch.names[id]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The navigation's id: one per page, fixed so the header hydrates on its own (an island) with the same one. */
const MENU_ID = 'site-navigation';

/** The header: the brand, an Apply button and the navigation, folded behind a menu button on phones. */
export function SiteHeader({ page }: Pick<SiteLayoutProps, 'page'>) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { market, text, downloadHref } = useSite();
  const wording = market.wordingSet;
  // The built HTML of each page already carries its title and language; this keeps them right in development too.
  useEffect(() => {
    setDocumentTitle(withBrand(pageWords(page, wording).title, siteConfig.brandName));
    document.documentElement.lang = wording;
  }, [page, wording]);

  return (
    <header className="site__header">
      <div className="site__bar">
        <a className="site__brand" href="/">
          {siteConfig.brandName}
        </a>
        <a className="site-button site-button--small site__apply" href={downloadHref}>
          {text.apply}
        </a>
        <button
          type="button"
          className="site__menu-button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site__menu-icon" aria-hidden="true" />
          {text.menu}
        </button>
      </div>
      <nav aria-label={text.mainNavigation} className={`site__nav${menuOpen ? ' site__nav--open' : ''}`} id={MENU_ID}>
        <ul className="site__nav-list">
          {SITE_PAGES.map((item) => (
            <li key={item.key}>
              <a className="site__nav-link" href={item.path} aria-current={item.key === page.key ? 'page' : undefined}>
                {pageWords(item, wording).navLabel}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function SiteFooter() {
  const { company, market, text } = useSite();
  const { regulator } = market;
  return (
    <footer className="site__footer">
      <p className="site__footer-name">{company.name}</p>
      <address className="site__footer-address">
        <span>{company.address}</span>
        <span>
          {text.details.email}: <a href={`mailto:${company.email}`}>{company.email}</a>
        </span>
        <span>
          {text.details.phone}: <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
        </span>
      </address>
      <p className="site__footer-regulator">
        {text.regulator(regulator.authority)}{' '}
        <a href={regulator.website} rel="noopener">
          {regulator.website.replace(/^https?:\/\//, '')}
        </a>
      </p>
      {/* Built into the page's HTML and never hydrated (not an island): the year is the build's. */}
      <p className="site__footer-copyright">{text.copyright(company.name, new Date().getFullYear())}</p>
    </footer>
  );
}
