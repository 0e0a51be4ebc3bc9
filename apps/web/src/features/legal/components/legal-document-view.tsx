import { useWording } from '@/i18n/use-wording.ts';
import { HydrateLater } from '@/platform/hydration-steps.tsx';
import type { LegalDocument } from '../content/types.ts';
import { sectionAnchor } from '../rules.ts';
import './legal-document-view.css';

export interface LegalDocumentViewProps {
  document: LegalDocument;
  /** Prefix of the section anchors. */
  anchorPrefix: string;
  lang: string;
  /** Show the document's own title under the screen header (when it says more than the header). */
  showTitle?: boolean;
}

/**
 * A legal text as an article: one titled section per heading, paragraphs and bullet lists. A long text is hydrated a
 * section per task (nothing in it is tapped, but one task for all of it holds a tap back on a slow phone).
 */
export function LegalDocumentView({ document, anchorPrefix, lang, showTitle = false }: LegalDocumentViewProps) {
  const { t } = useWording();
  const HeadingTag = showTitle ? 'h3' : 'h2';
  return (
    <article className="legal" lang={lang}>
      {/* The full legal title can be long; the screen header keeps the short one. */}
      <header className="legal__header">
        {showTitle && <h2 className="legal__title">{document.title}</h2>}
        <p className="legal__updated">
          <time dateTime={document.updated}>{t('common.lastUpdated', { date: document.updated })}</time>
        </p>
      </header>
      {document.sections.map((section, index) => {
        const id = sectionAnchor(anchorPrefix, section.heading, index);
        return (
          <HydrateLater key={id}>
            <section className="legal__section" aria-labelledby={id}>
              <HeadingTag id={id} className="legal__heading">
                {section.heading}
              </HeadingTag>
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
          </HydrateLater>
        );
      })}
    </article>
  );
}
