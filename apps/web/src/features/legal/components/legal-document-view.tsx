import { useWording } from '@/i18n/use-wording.ts';
import type { LegalDocument } from '../content/types.ts';
import { sectionAnchor } from '../rules.ts';
import './legal-document-view.css';

export interface LegalDocumentViewProps {
  document: LegalDocument;
  /** Prefix of the section anchors. */
  anchorPrefix: string;
  lang: string;
}

/** A legal text as an article: one titled section per heading, paragraphs and bullet lists. */
export function LegalDocumentView({ document, anchorPrefix, lang }: LegalDocumentViewProps) {
  const { t } = useWording();
  return (
    <article className="legal" lang={lang}>
      <p className="legal__updated">
        <time dateTime={document.updated}>{t('lastUpdated', { date: document.updated })}</time>
      </p>
      {document.sections.map((section, index) => {
        const id = sectionAnchor(anchorPrefix, section.heading, index);
        return (
          <section key={id} className="legal__section" aria-labelledby={id}>
            <h2 id={id} className="legal__heading">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="legal__paragraph">
                {paragraph}
              </p>
            ))}
            {section.list && section.list.length > 0 && (
              <ul className="legal__list">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </article>
  );
}
