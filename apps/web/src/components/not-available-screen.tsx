import type { ReactNode } from 'react';
import type { WordingKey } from '@/i18n/es.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { Page } from './page.tsx';
import './not-available-screen.css';

export interface NotAvailableScreenProps {
  /** Wording of the screen's title. */
  titleKey: WordingKey;
  /** Wording of the explanation; "not available yet in this build" by default. */
  messageKey?: WordingKey;
  /** A way on from here, under the explanation. */
  children?: ReactNode;
}

/** A route whose screen is not part of this build: says so plainly instead of showing invented data. */
export function NotAvailableScreen({
  titleKey,
  messageKey = 'common.notAvailableText',
  children,
}: NotAvailableScreenProps) {
  const { t } = useWording();
  return (
    <Page title={t(titleKey)}>
      <p className="not-available">{t(messageKey)}</p>
      {children && <div className="not-available__action">{children}</div>}
    </Page>
  );
}
