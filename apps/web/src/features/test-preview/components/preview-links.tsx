import { useWording } from '@/i18n/use-wording.ts';
import { type PreviewValues, previewLinks } from '../rules.ts';

export interface PreviewLinksProps {
  values: PreviewValues;
}

/** Real links (full page loads), so each screen starts exactly as it would from the native app. */
export function PreviewLinks({ values }: PreviewLinksProps) {
  const { t } = useWording();
  return (
    <nav className="preview__card" aria-labelledby="preview-links">
      <h2 id="preview-links" className="preview__heading">
        {t('preview.linksSection')}
      </h2>
      <ul className="preview__links">
        {previewLinks(values).map((link) => (
          <li key={link.id}>
            <a href={link.href}>
              <span>{t(link.labelKey)}</span>
              <span aria-hidden="true">›</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
