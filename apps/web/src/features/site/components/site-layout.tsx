import { type ReactNode, useEffect, useId, useState } from 'react';
import { siteConfig } from '@/config/site.ts';
import { SITE_PAGES, type SitePage, withBrand } from '@/config/site-pages.ts';
import { setDocumentTitle } from '@/platform/title.ts';
import { copyrightLine } from '../rules.ts';
import './site.css';

export interface SiteLayoutProps {
  page: SitePage;
  children: ReactNode;
}

/** Header with the top navigation (a menu button on phones, a row of links on wide screens), the page, the footer. */
export function SiteLayout({ page, children }: SiteLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // The built HTML of each page already carries its title; this keeps it right in development too.
  useEffect(() => setDocumentTitle(withBrand(page.title, siteConfig.brandName)), [page]);

  return (
    <div className="site">
      <a className="site__skip" href="#site-main">
        Skip to content
      </a>
      <header className="site__header">
        <div className="site__bar">
          <a className="site__brand" href="/">
            {siteConfig.brandName}
          </a>
          <button
            type="button"
            className="site__menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="site__menu-icon" aria-hidden="true" />
            Menu
          </button>
        </div>
        <nav aria-label="Main" className={`site__nav${menuOpen ? ' site__nav--open' : ''}`} id={menuId}>
          <ul className="site__nav-list">
            {SITE_PAGES.map((item) => (
              <li key={item.key}>
                <a
                  className="site__nav-link"
                  href={item.path}
                  aria-current={item.key === page.key ? 'page' : undefined}
                >
                  {item.navLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="site-main" className="site__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

function SiteFooter() {
  const { company } = siteConfig;
  return (
    <footer className="site__footer">
      <p className="site__footer-name">{company.name}</p>
      <address className="site__footer-address">
        <span>{company.address}</span>
        <span>
          E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
        </span>
        <span>
          Phone: <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
        </span>
      </address>
      <p className="site__footer-copyright">{copyrightLine(company.name, new Date().getFullYear())}</p>
    </footer>
  );
}
