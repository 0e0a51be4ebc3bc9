import { Page } from '@/components/page.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { aboutUs } from '../content/about-us.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

export function AboutUsScreen() {
  const language = useWording().set;
  const document = aboutUs[language];
  return (
    <Page title={document.title}>
      <LegalDocumentView document={document} anchorPrefix="about" lang={language} />
    </Page>
  );
}
