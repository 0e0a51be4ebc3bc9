import type { ReactNode } from 'react';

/** The interactive parts of the built marketing pages: the only parts the browser hydrates (app/site/islands.tsx). */
export type SiteIslandName = 'header' | 'banner' | 'contact-form';

/**
 * Marks an interactive part of a marketing page. The build renders the whole page into its HTML; the browser then
 * hydrates each island on its own, so the page's text (the legal articles, the example, the steps) needs no script.
 * The wrapper takes no box of its own (`display: contents`), so the page lays out as without it.
 */
export function Island({ name, children }: { name: SiteIslandName; children: ReactNode }) {
  return (
    <div className="site-island" data-island={name}>
      {children}
    </div>
  );
}
