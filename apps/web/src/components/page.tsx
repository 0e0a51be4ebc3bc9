import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useWording } from '@/i18n/use-wording.ts';
import { goBack, type WebviewExit } from '@/platform/back.ts';
import { HydrateLater } from '@/platform/hydration-steps.tsx';
import { setDocumentTitle } from '@/platform/title.ts';
import './page.css';

export interface PageProps {
  title: string;
  /** Show a back control in the header. */
  back?: boolean;
  /** What Back sends when it leaves the webview (`close` unless a screen sends the borrower to a tab). */
  backExit?: WebviewExit;
  children: ReactNode;
}

/** The frame of every screen: a header with the title (also the document title) and the main content. */
export function Page({ title, back = true, backExit, children }: PageProps) {
  const { t } = useWording();
  const navigate = useNavigate();
  useEffect(() => setDocumentTitle(title), [title]);
  // Effects do not run on the server, which writes the title into the page it sends.
  if (import.meta.env.SSR) setDocumentTitle(title);

  return (
    <div className="page">
      <header className="page__header">
        {back && (
          <Button className="page__back" fill="none" size="small" onClick={() => goBack(() => navigate(-1), backExit)}>
            <span aria-hidden="true">‹ </span>
            {t('common.back')}
          </Button>
        )}
        <h1 className="page__title">{title}</h1>
      </header>
      {/* The screen's content is hydrated in a task after its frame's (and its own parts in further ones). */}
      <HydrateLater>
        <main className="page__main">{children}</main>
      </HydrateLater>
    </div>
  );
}
